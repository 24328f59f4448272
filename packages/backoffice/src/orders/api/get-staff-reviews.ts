import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@mall/api-client/client';
import { listStaffReviews } from '@mall/api-client/orders';
import { useApi } from '../../shared/backoffice-context';
import { orderKeys, type StaffReviewQuery } from './order-keys';

/** `evaluation!list`: the store's reviews (seller) or all reviews (admin). */
export const staffReviewsQueryOptions = (api: ApiClient, q: StaffReviewQuery) =>
  queryOptions({ queryKey: orderKeys.reviews(q), queryFn: () => listStaffReviews(api, q) });

/** One page of reviews; the previous page stays on screen while the next loads. */
export function useStaffReviews(q: StaffReviewQuery) {
  return useQuery({ ...staffReviewsQueryOptions(useApi(), q), placeholderData: keepPreviousData });
}
