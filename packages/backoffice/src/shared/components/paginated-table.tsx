import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import TableCell from '@mui/material/TableCell';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@mall/ui/empty-state';
import { HeadedTable } from './list-table';

export const PAGE_SIZES = [10, 20, 50] as const;

export interface PaginatedTableProps {
  label: string;
  columns: readonly ReactNode[];
  /** Rows of the current page (TableRow elements). */
  rows: ReactNode[];
  total: number;
  /** 1-based page number, as the API counts. */
  pageNum: number;
  pageSize: number;
  onPage: (pageNum: number) => void;
  onPageSize: (pageSize: number) => void;
  /** Shown instead of the kit's "nothing here" in an empty table. */
  empty?: ReactNode;
}

/** A table of one API page with pagination controls translated from the app's namespace (`common.*`). */
export function PaginatedTable({ label, columns, rows, total, pageNum, pageSize, onPage, onPageSize, empty }: PaginatedTableProps) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined">
      <HeadedTable label={label} columns={columns}>
        {rows.length === 0 ? (
          <TableRow>
            <TableCell colSpan={columns.length}>{empty ?? <EmptyState />}</TableCell>
          </TableRow>
        ) : rows}
      </HeadedTable>
      <TablePagination
        component="div"
        count={total}
        page={Math.max(0, pageNum - 1)}
        rowsPerPage={pageSize}
        rowsPerPageOptions={[...PAGE_SIZES]}
        onPageChange={(_, page) => onPage(page + 1)}
        onRowsPerPageChange={(e) => onPageSize(Number(e.target.value))}
        labelRowsPerPage={t(`backoffice:common.rowsPerPage`)}
        labelDisplayedRows={({ from, to, count }) => t(`backoffice:common.displayedRows`, { from, to, count })}
        getItemAriaLabel={(type) => t(`backoffice:common.pagination.${type}`)}
      />
    </Paper>
  );
}
