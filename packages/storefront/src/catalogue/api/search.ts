import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { searchGoodsInfiniteQuery, searchGoodsQuery, searchKeywordQuery } from '@mall/api-client/catalogue';
import { useApi } from '../../shared/api-context';
import { useViewer } from '../hooks/use-viewer';

/** Suggestions for a (debounced) keyword (`sellerGoods!search-keyword`); the last ones stay while typing. */
export const useSearchSuggestions = (keyword: string) =>
  useQuery({ ...searchKeywordQuery(useApi(), keyword), placeholderData: keepPreviousData, meta: { silent: true } });

/** One page of goods matching a keyword (`sellerGoods!search`). */
export function useSearchGoodsPage(keyword: string, pageNum: number, pageSize: number) {
  const viewer = useViewer();
  return useQuery({ ...searchGoodsQuery(useApi(), keyword, pageNum, pageSize, viewer), placeholderData: keepPreviousData });
}

/** Goods matching a keyword, page after page (mobile). */
export function useSearchGoodsInfinite(keyword: string, pageSize: number) {
  const viewer = useViewer();
  return useInfiniteQuery(searchGoodsInfiniteQuery(useApi(), keyword, pageSize, viewer));
}
