import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminPlatformGoodsOptions, listAdminPlatformGoods, type PlatformGoodsQuery } from '@mall/api-client/catalogue-staff';
import { api } from '../../../lib/api';

/** `goods!list`. */
export const getPlatformGoods = (q: PlatformGoodsQuery) => listAdminPlatformGoods(api, q);
export const platformGoodsQueryOptions = (q: PlatformGoodsQuery) => adminPlatformGoodsOptions(api, q);

/** One page of the platform catalogue. */
export function usePlatformGoods(q: PlatformGoodsQuery) {
  return useQuery({ ...platformGoodsQueryOptions(q), placeholderData: keepPreviousData });
}
