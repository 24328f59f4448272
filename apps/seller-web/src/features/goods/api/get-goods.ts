import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listSellerGoods, sellerGoodsOptions, type SellerGoodsQuery } from '@mall/api-client/catalogue-staff';
import { api } from '../../../lib/api';

/** `goods!list`. */
export const getGoods = (q: SellerGoodsQuery) => listSellerGoods(api, q);
export const goodsQueryOptions = (q: SellerGoodsQuery) => sellerGoodsOptions(api, q);

/** One page of the store's goods. */
export function useGoods(q: SellerGoodsQuery) {
  return useQuery({ ...goodsQueryOptions(q), placeholderData: keepPreviousData });
}
