import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import type { AdminRecharge, Page } from '@mall/api-client/wallet-staff';
import { PagedQueryTable } from '@mall/backoffice/shared/paged-query-table';
import type { ReviewQueue } from '../hooks/use-review-queue';
import { OrderCell } from './order-cell';
import { OwnerCell } from './owner-cell';
import { ReviewActions } from './review-actions';
import { ReviewFilters } from './review-filters';
import { StateCell } from './state-cell';

/** What every recharge and withdrawal has for the cells this table draws itself. */
export type ReviewRow = Pick<AdminRecharge, 'order_no' | 'createTime' | 'owner' | 'ownerId' | 'ownerName' | 'state' | 'failure_msg' | 'reviewer' | 'reviewTime'>;

export interface ReviewQueueTableProps<Row extends ReviewRow> {
  queue: ReviewQueue;
  /** The list query of the queue's current page. */
  list: { isPending: boolean; isError: boolean; data?: Page<Row>; refetch: () => unknown };
  label: string;
  /** Headers of the columns between owner and review (the review column shows the state too). */
  columns: readonly ReactNode[];
  /** The cells between owner and review (TableCell elements). */
  cells: (row: Row) => ReactNode;
  onApprove: (row: Row) => void;
  onReject: (row: Row) => void;
}

/** A review queue: filters above a paged table whose rows open with the order and its owner and close with the decision. */
export function ReviewQueueTable<Row extends ReviewRow>({ queue, list, label, columns, cells, onApprove, onReject }: ReviewQueueTableProps<Row>) {
  const { t } = useTranslation();
  return (
    <>
      <ReviewFilters {...queue.filters} />
      <PagedQueryTable
        query={list}
        paging={queue.paging}
        label={label}
        columns={[t('admin:walletReview.columns.order'), t('admin:walletReview.columns.owner'), ...columns, t('admin:walletReview.columns.review')]}
        row={(row) => (
          <TableRow key={row.order_no} hover>
            <TableCell><OrderCell orderNo={row.order_no} createTime={row.createTime} /></TableCell>
            <TableCell><OwnerCell owner={row.owner} ownerId={row.ownerId} ownerName={row.ownerName} /></TableCell>
            {cells(row)}
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              <Box sx={{ marginBlockEnd: 0.5, whiteSpace: 'normal', maxWidth: 220 }}><StateCell state={row.state} failureMsg={row.failure_msg} /></Box>
              <ReviewActions
                orderNo={row.order_no}
                state={row.state}
                reviewer={row.reviewer}
                reviewTime={row.reviewTime}
                onApprove={() => onApprove(row)}
                onReject={() => onReject(row)}
              />
            </TableCell>
          </TableRow>
        )}
      />
    </>
  );
}
