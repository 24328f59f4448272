import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminStoresOptions, listAdminStores, type AdminStoreQuery } from '@mall/api-client/catalogue-staff';
import { api } from '../../../lib/api';

/** `store!list`. */
export const getStores = (q: AdminStoreQuery) => listAdminStores(api, q);
export const storesQueryOptions = (q: AdminStoreQuery) => adminStoresOptions(api, q);

/** One page of stores. */
export function useStores(q: AdminStoreQuery) {
  return useQuery({ ...storesQueryOptions(q), placeholderData: keepPreviousData });
}
