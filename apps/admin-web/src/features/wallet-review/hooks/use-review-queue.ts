import { useState } from 'react';
import type { ReviewQuery, WalletState } from '@mall/api-client/wallet-staff';
import { usePagedSearch, type Paging } from '@mall/backoffice/shared/use-paging';
import type { ReviewFiltersProps } from '../components/review-filters';

export interface ReviewQueue {
  /** What to ask the list endpoint for; the keyword is trimmed and debounced. */
  query: ReviewQuery;
  /** Props of `ReviewFilters`. */
  filters: ReviewFiltersProps;
  paging: Paging;
}

/** List state of a review queue (page, page size, state filter, keyword); any filter or page-size change goes back to page 1. */
export function useReviewQueue(): ReviewQueue {
  const { paging, search, query } = usePagedSearch();
  // The queue opens on what still needs a decision.
  const [state, setState] = useState<WalletState | null>(0);
  return {
    query: { ...query, state },
    filters: { state, onState: paging.resetting(setState), keyword: search.value, onKeyword: search.onChange },
    paging,
  };
}
