import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { AdminLoan, CreditStatus } from '@mall/api-client/loan-staff';
import { ImagePreview } from '@mall/backoffice/shared/image-preview';
import { PagedQueryTable } from '@mall/backoffice/shared/paged-query-table';
import { SelectFilter } from '@mall/backoffice/shared/select-filter';
import { TextPromptDialog } from '@mall/backoffice/shared/text-prompt-dialog';
import { useNumberFormat } from '@mall/backoffice/shared/use-number-format';
import { usePagedSearch } from '@mall/backoffice/shared/use-paging';
import { ConfirmDialog } from '@mall/ui/confirm-dialog';
import { SearchField } from '@mall/ui/search-field';
import { useToast } from '@mall/ui/toast-provider';
import { useApproveLoan } from '../api/approve-loan';
import { useLoans } from '../api/get-loans';
import { useRejectLoan } from '../api/reject-loan';
import { LOAN_STATUSES, LoanStatusChip } from './loan-status-chip';

const PICTURES = [['imgCertificateFace', 'face'], ['imgCertificateBack', 'back'], ['imgCertificateHand', 'hand']] as const;

/** The ID pictures of one application, each opening full size. */
function Pictures({ loan }: { loan: AdminLoan }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={0.5}>
      {PICTURES.map(([field, side]) => {
        const alt = t(`admin:loans.pictures.${side}`, { name: loan.realName });
        return <ImagePreview key={field} src={loan[field]} alt={alt} enlargeLabel={t('admin:loans.enlarge', { picture: alt })} />;
      })}
    </Stack>
  );
}

/** Applications and loans: filter by state, search by account or name, see the ID pictures, approve or reject with a reason. */
export function LoanDesk() {
  const { t } = useTranslation();
  const fmt = useNumberFormat();
  const toast = useToast();
  const [status, setStatus] = useState<CreditStatus | null>(1);
  const { paging, search, query } = usePagedSearch(10);
  const loans = useLoans({ ...query, status });
  const [approving, setApproving] = useState<AdminLoan | null>(null);
  const [rejecting, setRejecting] = useState<AdminLoan | null>(null);
  const approve = useApproveLoan({
    onSuccess: (r) => {
      toast.show(r.needsSecondApproval ? t('admin:loans.waitingSecond') : t('admin:loans.approved', { id: approving?.id }), 'success');
      setApproving(null);
    },
  });
  const reject = useRejectLoan({ onSuccess: () => { toast.show(t('admin:loans.rejected', { id: rejecting?.id }), 'success'); setRejecting(null); } });

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <SearchField label={t('admin:loans.search')} placeholder={t('admin:loans.searchPlaceholder')} {...search} />
        <SelectFilter
          label={t('admin:loans.statusFilter')} allLabel={t('admin:loans.allStates')} sx={{ minWidth: 200 }}
          value={status === null ? '' : String(status)}
          onChange={paging.resetting((v: string) => setStatus(v === '' ? null : (Number(v) as CreditStatus)))}
          options={LOAN_STATUSES.map((s) => ({ value: String(s), label: t(`admin:loans.status.${s}`) }))}
        />
      </Stack>
      <PagedQueryTable
        query={loans}
        paging={paging}
        label={t('admin:loans.title')}
        columns={[
          t('admin:loans.columns.applicant'), t('admin:loans.columns.amount'), t('admin:loans.columns.term'), t('admin:loans.columns.pictures'),
          t('admin:loans.columns.outstanding'), t('admin:loans.columns.status'), t('backoffice:common.actions'),
        ]}
        row={(l) => (
          <TableRow key={l.id} data-testid="loan-row">
            <TableCell>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>{l.realName}</Typography>
              <Typography variant="caption" color="text.secondary" component="p" sx={{ overflowWrap: 'anywhere' }}>{l.ownerName} · {t(`admin:loans.owner.${l.ownerKind}`)}</Typography>
              <Typography variant="caption" color="text.secondary" component="p" dir="ltr" sx={{ textAlign: 'start' }}>{l.identification}</Typography>
              {(l.kinName || l.kinPhone) && <Typography variant="caption" color="text.secondary" component="p">{t('admin:loans.kin', { name: l.kinName || '--', phone: l.kinPhone || '--', relation: l.kinRelation || '--' })}</Typography>}
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{fmt.amount(l.applyAmount)}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              {t('admin:loans.termDays', { count: l.creditPeriod })}
              <Typography variant="caption" color="text.secondary" component="p">{t('admin:loans.dailyRate', { rate: fmt.exact(l.creditRate * 100) })}</Typography>
            </TableCell>
            <TableCell><Pictures loan={l} /></TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              {l.status === 2 || l.status === 3 ? fmt.amount(l.outstanding) : '--'}
              {l.overdueDays > 0 && <Typography variant="caption" color="error" component="p">{t('admin:loans.overdueDays', { count: l.overdueDays })}</Typography>}
            </TableCell>
            <TableCell>
              <LoanStatusChip status={l.status} />
              {l.status === 4 && l.rejectReason && <Typography variant="caption" color="text.secondary" component="p" sx={{ overflowWrap: 'anywhere' }}>{l.rejectReason}</Typography>}
              {l.needsSecondApproval && <Typography variant="caption" color="warning.main" component="p">{t('admin:loans.firstApprovedBy', { admin: l.firstApprover })}</Typography>}
            </TableCell>
            <TableCell>
              {l.status === 1 && (
                <Stack direction="row" spacing={1}>
                  <Button size="small" variant="contained" onClick={() => setApproving(l)} aria-label={t('admin:loans.approveNamed', { id: l.id })}>{t('admin:loans.approve')}</Button>
                  <Button size="small" color="error" onClick={() => setRejecting(l)} aria-label={t('admin:loans.rejectNamed', { id: l.id })}>{t('admin:loans.reject')}</Button>
                </Stack>
              )}
            </TableCell>
          </TableRow>
        )}
      />
      <ConfirmDialog
        open={approving !== null}
        title={t('admin:loans.approveTitle')}
        message={approving ? t('admin:loans.approveMessage', { amount: fmt.amount(approving.applyAmount), name: approving.realName, count: approving.creditPeriod }) : ''}
        confirmLabel={t('admin:loans.approve')}
        busy={approve.isPending}
        onCancel={() => setApproving(null)}
        onConfirm={() => approving && approve.mutate(approving.id)}
      />
      {rejecting && (
        <TextPromptDialog
          title={t('admin:loans.rejectTitle')}
          message={t('admin:loans.rejectMessage', { name: rejecting.realName })}
          label={t('admin:loans.reason')}
          requiredMessage={t('admin:loans.reasonRequired')}
          confirmLabel={t('admin:loans.reject')}
          multiline
          destructive
          busy={reject.isPending}
          onCancel={() => setRejecting(null)}
          onSubmit={(reason) => reject.mutate({ id: rejecting.id, reason })}
        />
      )}
    </Stack>
  );
}
