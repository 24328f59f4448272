import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { storeGoodsSearchInfiniteQuery, storeInfoQuery, storeListQuery, storesByKeywordInfiniteQuery } from '@mall/api-client/catalogue';
import { useApi } from '../../shared/api-context';
import { useViewer } from '../hooks/use-viewer';

/** The first page of (recommended) stores (`seller!list`). */
export const useStores = (isRec: boolean, pageSize: number) => useQuery(storeListQuery(useApi(), isRec, pageSize));

/** A store's page data (`seller!info`); an unknown store is shown by the page, not as a toast. */
export function useStoreDetail(sellerId: string) {
  const viewer = useViewer();
  return useQuery({ ...storeInfoQuery(useApi(), sellerId, viewer), meta: { silent: true } });
}

/** A store's goods matching a keyword (blank: all), page after page (`sellerGoods!searchSellerGoods`). */
export const useStoreGoods = (sellerId: string, keyword: string, pageSize: number) =>
  useInfiniteQuery(storeGoodsSearchInfiniteQuery(useApi(), sellerId, keyword, pageSize));

/** The stores whose name matches a keyword, page after page (`seller!search`); nothing is asked without a keyword. */
export const useStoresByKeyword = (keyword: string, pageSize: number) =>
  useInfiniteQuery(storesByKeywordInfiniteQuery(useApi(), keyword, pageSize));
