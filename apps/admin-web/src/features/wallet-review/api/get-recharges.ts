import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listRechargesForReview, type ReviewQuery } from '@mall/api-client/wallet-staff';
import { api } from '../../../lib/api';

/** Keys of the recharge review queue; the admin prefix keeps them apart from the seller's caches. */
export const rechargeKeys = {
  all: () => ['admin', 'backoffice', 'recharges'] as const,
  page: (q: ReviewQuery) => ['admin', 'backoffice', 'recharges', q] as const,
};

/** `recharge!list`. */
export const getRecharges = (q: ReviewQuery) => listRechargesForReview(api, q);
export const rechargesQueryOptions = (q: ReviewQuery) => queryOptions({ queryKey: rechargeKeys.page(q), queryFn: () => getRecharges(q) });

/** One page of recharges to review; the previous page stays on screen while the next loads. */
export function useRecharges(q: ReviewQuery) {
  return useQuery({ ...rechargesQueryOptions(q), placeholderData: keepPreviousData });
}
