import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { reviewCountsQuery, reviewListInfiniteQuery, type ReviewFilter } from '@mall/api-client/catalogue';
import { useApi } from '../../shared/api-context';

/** A product's reviews under a filter, page after page (`evaluation!list`). */
export const useReviews = (sellerGoodsId: string, filter: ReviewFilter, pageSize: number) =>
  useInfiniteQuery(reviewListInfiniteQuery(useApi(), sellerGoodsId, filter, pageSize));

/** How many reviews each filter holds (`evaluation!countType`). */
export const useReviewCounts = (sellerGoodsId: string) => useQuery(reviewCountsQuery(useApi(), sellerGoodsId));
