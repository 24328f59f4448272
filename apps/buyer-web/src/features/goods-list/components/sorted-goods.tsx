import { LIST_PAGE_SIZE, type GoodsFilter } from '@mall/api-client/catalogue';
import { useGoodsPage } from '@mall/storefront/catalogue/api/goods';
import { useListParams } from '../hooks/use-list-params';
import { PagedGoods, type PagedGoodsProps } from './paged-goods';

export interface SortedGoodsProps {
  /** Which goods (the sort adds the price order). */
  filter: Omit<GoodsFilter, 'priceOrder'>;
  columns?: PagedGoodsProps['columns'];
}

/** The goods of a filter page by page, newest first or by price; page and sort are kept in the address. */
export function SortedGoods({ filter, columns }: SortedGoodsProps) {
  const list = useListParams();
  const goods = useGoodsPage({ ...filter, priceOrder: list.priceOrder }, list.page, LIST_PAGE_SIZE);
  return <PagedGoods data={goods.data} loading={goods.isPending} paging={list} sort={list} columns={columns} />;
}
