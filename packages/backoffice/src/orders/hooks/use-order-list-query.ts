import { useState } from 'react';
import type { StaffOrderQuery } from '@mall/api-client/orders';
import type { OrderStatus } from '@mall/domain/order-status';
import { usePagedSearch, type Paging } from '../../shared/hooks/use-paging';

export interface OrderListQuery {
  query: StaffOrderQuery;
  status: OrderStatus | null;
  onStatus: (status: OrderStatus | null) => void;
  keyword: string;
  onKeyword: (keyword: string) => void;
  paging: Paging;
}

/** List state of the orders page (state, keyword, page); any filter or page-size change goes back to page 1. */
export function useOrderListQuery(initialStatus: OrderStatus | null): OrderListQuery {
  const { paging, search, query } = usePagedSearch();
  const [status, setStatus] = useState<OrderStatus | null>(initialStatus);
  return {
    query: { ...query, status },
    status,
    onStatus: paging.resetting(setStatus),
    keyword: search.value,
    onKeyword: search.onChange,
    paging,
  };
}
