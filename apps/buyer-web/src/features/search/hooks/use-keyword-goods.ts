import { LIST_PAGE_SIZE } from '@mall/api-client/catalogue';
import { useSearchGoodsPage } from '@mall/storefront/catalogue/api/search';
import { useKeywordParams } from './use-keyword';

/** The page of goods matching the address's keyword (`?k=&page=`), and whether it found none. */
export function useKeywordGoods() {
  const params = useKeywordParams();
  const goods = useSearchGoodsPage(params.keyword, params.page, LIST_PAGE_SIZE);
  return {
    ...params,
    goods,
    /** No keyword asks nothing, so it loads only with one. */
    loading: goods.isPending && Boolean(params.keyword),
    noGoods: goods.isSuccess && goods.data.pageInfo.totalElements === 0,
  };
}
