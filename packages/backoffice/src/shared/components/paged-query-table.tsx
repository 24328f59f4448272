import type { ReactNode } from 'react';
import type { Paging } from '../hooks/use-paging';
import { PaginatedTable } from './paginated-table';
import { QueryData } from './query-data';

/** One page of a list as the API answers it. */
export interface ApiPage<T> {
  pageList: T[];
  pageInfo: { totalElements: number };
}

export interface PagedQueryTableProps<T> {
  /** The query of the current page: a spinner while it loads, a retry prompt when it failed. */
  query: { isPending: boolean; isError: boolean; data?: ApiPage<T>; refetch: () => unknown };
  paging: Paging;
  label: string;
  columns: readonly ReactNode[];
  /** The TableRow of one item. */
  row: (item: T) => ReactNode;
  /** Shown instead of the kit's "nothing here" in an empty table. */
  empty?: ReactNode;
}

/** A paged list query as a table: loading and error states, the rows of the page and the page controls. */
export function PagedQueryTable<T>({ query, paging, row, ...table }: PagedQueryTableProps<T>) {
  return (
    <QueryData query={query}>
      {(page) => (
        <PaginatedTable
          {...table}
          rows={page.pageList.map((item) => row(item))}
          total={page.pageInfo.totalElements}
          pageNum={paging.pageNum}
          pageSize={paging.pageSize}
          onPage={paging.onPage}
          onPageSize={paging.onPageSize}
        />
      )}
    </QueryData>
  );
}
