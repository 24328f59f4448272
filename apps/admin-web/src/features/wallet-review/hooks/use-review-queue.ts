import { useState } from 'react';
import type { ReviewQuery, WalletState } from '@mall/api-client/wallet-staff';
import type { PaginatedTableProps } from '@mall/backoffice/shared/paginated-table';
import { useDebouncedValue } from '@mall/backoffice/shared/use-debounced-value';
import type { ReviewFiltersProps } from '../components/review-filters';

export interface ReviewQueue {
  /** What to ask the list endpoint for; the keyword is trimmed and debounced. */
  query: ReviewQuery;
  /** Props of `ReviewFilters`. */
  filters: ReviewFiltersProps;
  /** Paging props of `PaginatedTable`. */
  paging: Pick<PaginatedTableProps, 'pageNum' | 'pageSize' | 'onPage' | 'onPageSize'>;
}

/** List state of a review queue (page, page size, state filter, keyword); any filter or page-size change goes back to page 1. */
export function useReviewQueue(): ReviewQueue {
  const [pageNum, setPageNum] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const [keyword, setKeyword] = useState('');
  // The queue opens on what still needs a decision.
  const [state, setState] = useState<WalletState | null>(0);
  const debounced = useDebouncedValue(keyword.trim());
  return {
    query: { pageNum, pageSize, state, keyword: debounced },
    filters: {
      state,
      onState: (s) => { setState(s); setPageNum(1); },
      keyword,
      onKeyword: (v) => { setKeyword(v); setPageNum(1); },
    },
    paging: {
      pageNum,
      pageSize,
      onPage: setPageNum,
      onPageSize: (size) => { setPageSize(size); setPageNum(1); },
    },
  };
}
