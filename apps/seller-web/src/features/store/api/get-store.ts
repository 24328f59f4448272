import { useQuery } from '@tanstack/react-query';
import { getSellerStore, sellerStoreOptions } from '@mall/api-client/catalogue-staff';
import { api } from '../../../lib/api';

/** `store!info`. */
export const getStore = () => getSellerStore(api);
export const storeQueryOptions = () => sellerStoreOptions(api);

/** The signed-in seller's store profile and approval status. */
export function useStore() {
  return useQuery(storeQueryOptions());
}
