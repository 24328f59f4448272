import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listSellers, sellersOptions, type SellerQuery } from '@mall/api-client/staff';
import { api } from '../../../lib/api';

/** `seller!list`. */
export const getSellers = (q: SellerQuery) => listSellers(api, q);
export const sellersQueryOptions = (q: SellerQuery) => sellersOptions(api, q);

/** One page of seller accounts. */
export function useSellers(q: SellerQuery) {
  return useQuery({ ...sellersQueryOptions(q), placeholderData: keepPreviousData });
}
