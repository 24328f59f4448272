import type { StaffOrderQuery } from '@mall/api-client/orders';

/** Query keys of orders and reviews in a staff app (each app has its own cache, so no app prefix is needed). */
export const orderKeys = {
  all: () => ['orders'] as const,
  list: (q: StaffOrderQuery) => ['orders', 'list', q] as const,
  detail: (orderId: string) => ['orders', 'detail', orderId] as const,
  reviewsAll: () => ['reviews'] as const,
  reviews: (q: StaffReviewQuery) => ['reviews', q] as const,
};

/** One page of reviews, optionally of one moderation state. */
export interface StaffReviewQuery { status?: string; pageNum: number; pageSize: number }
