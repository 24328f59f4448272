import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listWithdrawals } from '@mall/api-client/wallet';
import { api } from '../../../lib/api';
import { walletKeys } from './wallet-keys';

/** `withdraw!list`. */
export const getWithdrawals = (pageNo: number, pageSize: number) => listWithdrawals(api, pageNo, pageSize);
export const withdrawalsQueryOptions = (pageNo: number, pageSize: number) =>
  queryOptions({ queryKey: walletKeys.withdrawals(pageNo, pageSize), queryFn: () => getWithdrawals(pageNo, pageSize) });

/** One page of the seller's withdrawals, newest first. */
export function useWithdrawals(pageNo: number, pageSize: number) {
  return useQuery({ ...withdrawalsQueryOptions(pageNo, pageSize), placeholderData: keepPreviousData });
}
