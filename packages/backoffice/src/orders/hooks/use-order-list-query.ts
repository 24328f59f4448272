import { useState } from 'react';
import type { StaffOrderQuery } from '@mall/api-client/orders';
import type { OrderStatus } from '@mall/domain/order-status';
import type { PaginatedTableProps } from '../../shared/components/paginated-table';
import { useDebouncedValue } from '../../shared/hooks/use-debounced-value';

export interface OrderListQuery {
  query: StaffOrderQuery;
  status: OrderStatus | null;
  onStatus: (status: OrderStatus | null) => void;
  keyword: string;
  onKeyword: (keyword: string) => void;
  paging: Pick<PaginatedTableProps, 'pageNum' | 'pageSize' | 'onPage' | 'onPageSize'>;
}

/** List state of the orders page (state, keyword, page); any filter or page-size change goes back to page 1. */
export function useOrderListQuery(initialStatus: OrderStatus | null): OrderListQuery {
  const [pageNum, setPageNum] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const [keyword, setKeyword] = useState('');
  const [status, setStatus] = useState<OrderStatus | null>(initialStatus);
  const debounced = useDebouncedValue(keyword.trim());
  return {
    query: { status, keyword: debounced, pageNum, pageSize },
    status,
    onStatus: (s) => { setStatus(s); setPageNum(1); },
    keyword,
    onKeyword: (v) => { setKeyword(v); setPageNum(1); },
    paging: { pageNum, pageSize, onPage: setPageNum, onPageSize: (size) => { setPageSize(size); setPageNum(1); } },
  };
}
