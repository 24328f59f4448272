import { useQuery } from '@tanstack/react-query';
import { getSellerMe, sellerMeOptions } from '@mall/api-client/staff';
import { api } from '../../../lib/api';

/** `auth!me`: the signed-in seller and store. */
export const getMe = () => getSellerMe(api);
export const meQueryOptions = () => sellerMeOptions(api);

/** The signed-in seller (id, email, name, storeName). */
export function useMe() {
  return useQuery(meQueryOptions());
}
