import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  goodsInfoQuery, goodsListInfiniteQuery, goodsListQuery, recommendLikeQuery, recommendNewQuery,
  type GoodsFilter, type RecommendInput, type RecommendLikeInput,
} from '@mall/api-client/catalogue';
import { ApiError } from '@mall/api-client/client';
import { sysparaQuery } from '@mall/api-client/platform';
import { useApi } from '../../shared/api-context';
import { useViewer } from '../hooks/use-viewer';
import { maxBuyOf } from '../utils/cart-line';

/** One page of goods (`sellerGoods!list`); the last page stays on screen while the next loads. */
export function useGoodsPage(filter: GoodsFilter, pageNum: number, pageSize: number) {
  const viewer = useViewer();
  return useQuery({ ...goodsListQuery(useApi(), filter, pageNum, pageSize, viewer), placeholderData: keepPreviousData });
}

/** Goods matching a filter, page after page (mobile lists). */
export function useGoodsInfinite(filter: GoodsFilter, pageSize: number) {
  const viewer = useViewer();
  return useInfiniteQuery(goodsListInfiniteQuery(useApi(), filter, pageSize, viewer));
}

/** New arrivals, recommended goods or a store's picks (`sellerGoods!recommend_new`). */
export function useRecommended(input: RecommendInput) {
  const viewer = useViewer();
  return useQuery(recommendNewQuery(useApi(), input, viewer));
}

/** Goods like a product, or more from its store (`sellerGoods!recommend_like`). */
export const useRelatedGoods = (input: RecommendLikeInput) => useQuery({ ...recommendLikeQuery(useApi(), input), meta: { silent: true } });

/** A product's detail (`sellerGoods!info`); an unknown product is shown by the page, not as a toast. */
export function useGoodsDetail(sellerGoodsId: string) {
  const viewer = useViewer();
  return useQuery({ ...goodsInfoQuery(useApi(), sellerGoodsId, viewer), meta: { silent: true } });
}

/**
 * Whether a failed detail means the product does not exist (the server answered with a business
 * refusal), as opposed to a request that failed (server error, no network), which deserves a retry.
 */
export function isMissingGoods(error: unknown): boolean {
  return error instanceof ApiError && error.key !== 'SERVER_ERROR';
}

/** The largest quantity of one order (syspara mall_max_goods_number_in_order, default 500). */
export function useMaxBuy(): number {
  const { data } = useQuery({ ...sysparaQuery(useApi(), 'mall_max_goods_number_in_order'), meta: { silent: true } });
  return maxBuyOf(data);
}
