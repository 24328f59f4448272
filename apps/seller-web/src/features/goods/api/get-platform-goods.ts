import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { listPlatformGoodsForSeller, sellerPlatformGoodsOptions, type PlatformGoodsQuery } from '@mall/api-client/catalogue-staff';
import { api } from '../../../lib/api';

/** `goods!platformList`. */
export const getPlatformGoods = (q: PlatformGoodsQuery) => listPlatformGoodsForSeller(api, q);
export const platformGoodsQueryOptions = (q: PlatformGoodsQuery) => sellerPlatformGoodsOptions(api, q);

/** One page of the platform catalogue, marking goods already in the store. */
export function usePlatformGoods(q: PlatformGoodsQuery) {
  return useQuery({ ...platformGoodsQueryOptions(q), placeholderData: keepPreviousData });
}
