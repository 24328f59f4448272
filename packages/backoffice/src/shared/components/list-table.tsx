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

/** A small table with its header row; the body is `children` (TableRow elements). */
export function HeadedTable({ label, columns, children }: { label: string; columns: readonly ReactNode[]; children: ReactNode }) {
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            {columns.map((c, i) => <TableCell key={i}>{c}</TableCell>)}
          </TableRow>
        </TableHead>
        <TableBody>{children}</TableBody>
      </Table>
    </TableContainer>
  );
}

/** A whole list (not paged) as a table: loading and error states, an empty message, the header and rows. */
export function ListTable({ query, label, columns, rows, emptyMessage }: ListTableProps) {
  return (
    <QueryState isPending={query.isPending} isError={query.isError} onRetry={() => void query.refetch()}>
      {!rows?.length ? <EmptyState message={emptyMessage} /> : (
        <Paper variant="outlined"><HeadedTable label={label} columns={columns}>{rows}</HeadedTable></Paper>
      )}
    </QueryState>
  );
}
