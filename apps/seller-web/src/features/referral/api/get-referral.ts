import { useQuery } from '@tanstack/react-query';
import { referralInfoQuery, referralMembersQuery } from '@mall/api-client/referral';
import { api } from '../../../lib/api';

/** The store's invitation code and counts by level (`referral!info`). */
export const useSellerReferral = () => useQuery(referralInfoQuery(api, 'seller'));

/** The buyers at one level below the store (`referral!list`), masked names only. */
export const useSellerReferralMembers = (level: number, pageNum: number, pageSize: number) =>
  useQuery(referralMembersQuery(api, level, pageNum, pageSize, 'seller'));
