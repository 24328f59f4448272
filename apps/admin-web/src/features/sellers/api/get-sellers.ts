import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listSellers, sellersOptions, type PageRequest } from '@mall/api-client/staff';
import { api } from '../../../lib/api';

/** `seller!list`. */
export const getSellers = (q: PageRequest) => listSellers(api, q);
export const sellersQueryOptions = (q: PageRequest) => sellersOptions(api, q);

/** One page of seller accounts. */
export function useSellers(q: PageRequest) {
  return useQuery({ ...sellersQueryOptions(q), placeholderData: keepPreviousData });
}
