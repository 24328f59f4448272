import { useState } from 'react';
import { useDebouncedValue } from './use-debounced-value';

/** The page a paged table shows and how to move, as `PaginatedTable` takes them. */
export interface Paging {
  /** 1-based, as the API counts. */
  pageNum: number;
  pageSize: number;
  onPage: (pageNum: number) => void;
  onPageSize: (pageSize: number) => void;
}

/** Page state of a paged list: a new page size, or a filter set through `resetting`, goes back to page 1. */
export function usePaging(initialPageSize = 20): Paging & { resetting: <T>(set: (value: T) => void) => (value: T) => void } {
  const [pageNum, setPageNum] = useState(1);
  const [pageSize, setPageSize] = useState(initialPageSize);
  return {
    pageNum,
    pageSize,
    onPage: setPageNum,
    onPageSize: (size) => { setPageSize(size); setPageNum(1); },
    // The rows a filter leaves may not fill the page the table was on.
    resetting: (set) => (value) => { set(value); setPageNum(1); },
  };
}

/** A paged list with a search box: the box's props, and the page and settled, trimmed keyword to ask for. */
export function usePagedSearch(initialPageSize?: number) {
  const paging = usePaging(initialPageSize);
  const [keyword, setKeyword] = useState('');
  const settled = useDebouncedValue(keyword.trim());
  return {
    paging,
    search: { value: keyword, onChange: paging.resetting(setKeyword) },
    query: { pageNum: paging.pageNum, pageSize: paging.pageSize, keyword: settled },
  };
}
