import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { EmptyState } from '@mall/ui/empty-state';
import { QueryState } from '@mall/ui/query-state';

export interface ListTableProps {
  /** The query the rows come from: a spinner while it loads, a retry prompt when it failed. */
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  label: string;
  columns: readonly ReactNode[];
  /** TableRow elements (undefined while the query has no data). */
  rows: ReactNode[] | undefined;
  /** Said instead of a table when there are no rows. */
  emptyMessage: string;
}

/** A whole list (not paged) as a table: loading and error states, an empty message, the header and rows. */
export function ListTable({ query, label, columns, rows, emptyMessage }: ListTableProps) {
  return (
    <QueryState isPending={query.isPending} isError={query.isError} onRetry={() => void query.refetch()}>
      {!rows?.length ? <EmptyState message={emptyMessage} /> : (
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label={label}>
            <TableHead>
              <TableRow>
                {columns.map((c, i) => <TableCell key={i}>{c}</TableCell>)}
              </TableRow>
            </TableHead>
            <TableBody>{rows}</TableBody>
          </Table>
        </TableContainer>
      )}
    </QueryState>
  );
}
