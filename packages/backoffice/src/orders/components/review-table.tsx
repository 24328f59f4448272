import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Rating from '@mui/material/Rating';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { StaffReview } from '@mall/api-client/orders';
import { formatLocalTime } from '@mall/domain/format';
import { PagedQueryTable } from '../../shared/components/paged-query-table';
import { SelectFilter } from '../../shared/components/select-filter';
import { usePaging } from '../../shared/hooks/use-paging';
import { useStaffReviews } from '../api/get-staff-reviews';

export type ReviewStatus = StaffReview['status'];
export const REVIEW_STATUSES: readonly ReviewStatus[] = ['submitted', 'reviewing', 'passed', 'rejected'];
const colours = { submitted: 'warning', reviewing: 'info', passed: 'success', rejected: 'error' } as const;

export interface ReviewTableProps {
  /** The state the list opens on; '' is every state. */
  initialStatus?: ReviewStatus | '';
  /** A last column of actions (admin moderation). */
  actions?: { label: string; cell: (review: StaffReview) => ReactNode };
}

/** Reviews with a state filter: product, buyer, rating class, stars, text, pictures and moderation state. */
export function ReviewTable({ initialStatus = '', actions }: ReviewTableProps) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<ReviewStatus | ''>(initialStatus);
  const paging = usePaging();
  const reviews = useStaffReviews({ status: status || undefined, pageNum: paging.pageNum, pageSize: paging.pageSize });
  const col = (k: string) => t(`backoffice:reviews.columns.${k}`);
  return (
    <>
      <SelectFilter
        label={t(`backoffice:reviews.statusFilter`)} allLabel={t(`backoffice:reviews.allStates`)} sx={{ minWidth: 200, marginBlockEnd: 2 }}
        value={status} onChange={paging.resetting(setStatus)}
        options={REVIEW_STATUSES.map((s) => ({ value: s, label: t(`backoffice:reviews.status.${s}`) }))}
      />
      <PagedQueryTable
        query={reviews}
        paging={paging}
        label={t(`backoffice:reviews.title`)}
        columns={[col('product'), col('buyer'), col('rating'), col('content'), col('pictures'), col('status'), ...(actions ? [actions.label] : [])]}
        empty={t(`backoffice:reviews.empty`)}
        row={(r) => (
          <TableRow key={r.id} hover>
            <TableCell sx={{ minWidth: 160 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>{r.goodsName}</Typography>
              <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}><bdi>{formatLocalTime(r.createTime)}</bdi></Typography>
            </TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>{r.userName || '--'}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              <Typography variant="body2">{t(`backoffice:reviews.types.${r.evaluationType}`)}</Typography>
              <Rating value={r.rating} readOnly size="small" aria-label={t(`backoffice:reviews.stars`, { rating: r.rating })} />
            </TableCell>
            <TableCell sx={{ minWidth: 200, maxWidth: 360 }}><Typography variant="body2" sx={{ whiteSpace: 'pre-line' }}>{r.content || '--'}</Typography></TableCell>
            <TableCell>
              {r.images.length === 0 ? '--' : (
                <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
                  {r.images.map((src, i) => (
                    <Link key={src} href={src} target="_blank" rel="noreferrer">
                      <Box component="img" src={src} alt={t(`backoffice:reviews.picture`, { n: i + 1 })} sx={{ inlineSize: 40, blockSize: 40, objectFit: 'cover', borderRadius: 0.5, display: 'block' }} />
                    </Link>
                  ))}
                </Stack>
              )}
            </TableCell>
            <TableCell><Chip size="small" color={colours[r.status]} label={t(`backoffice:reviews.status.${r.status}`)} /></TableCell>
            {actions && <TableCell sx={{ whiteSpace: 'nowrap' }}>{actions.cell(r)}</TableCell>}
          </TableRow>
        )}
      />
    </>
  );
}
