import type { ReactNode } from 'react';
import { QueryState } from '@mall/ui/query-state';

export interface QueryDataProps<T> {
  query: { isPending: boolean; isError: boolean; data?: T; refetch: () => unknown };
  /** Mounted once the data is there; a form inside keeps what is typed across background refetches. */
  children: (data: T) => ReactNode;
}

/** The kit's QueryState (spinner, retry) for one query whose data the content needs. */
export function QueryData<T>({ query, children }: QueryDataProps<T>) {
  return (
    <QueryState isPending={query.isPending} isError={query.isError} onRetry={() => void query.refetch()}>
      {query.data !== undefined && children(query.data)}
    </QueryState>
  );
}
