import { useState } from 'react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslation } from 'react-i18next';
import type { LedgerAccount } from '@mall/api-client/wallet-staff';
import { PaginatedTable } from '@mall/backoffice/shared/paginated-table';
import { useNumberFormat } from '@mall/backoffice/shared/use-number-format';
import { QueryState } from '@mall/ui/query-state';
import { formatTime } from '../../../lib/format-time';
import { useLedgerEntries } from '../api/get-ledger-entries';

/** The postings of one ledger account, newest first, each with the balance after it. */
export function LedgerEntriesDialog({ account, onClose }: { account: LedgerAccount; onClose: () => void }) {
  const { t } = useTranslation();
  const fmt = useNumberFormat();
  const [pageNum, setPageNum] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const entries = useLedgerEntries({ accountId: account.id, pageNum, pageSize });
  const title = t('admin:ledger.entriesTitle', { code: account.code });
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="lg" aria-label={title}>
      <DialogTitle sx={{ paddingInlineEnd: 6 }}>
        <bdi>{title}</bdi>
        <Typography variant="body2" color="text.secondary">
          {t(`admin:ledger.types.${account.type}`)} · {t('admin:ledger.balanceNow', { balance: fmt.exact(account.balance) })}
        </Typography>
      </DialogTitle>
      <IconButton onClick={onClose} aria-label={t('admin:common.close')} sx={{ position: 'absolute', insetInlineEnd: 8, insetBlockStart: 8 }}>
        <CloseIcon />
      </IconButton>
      <DialogContent>
        <QueryState isPending={entries.isPending} isError={entries.isError} onRetry={() => void entries.refetch()}>
          <PaginatedTable
            label={title}
            columns={[t('admin:ledger.columns.time'), t('admin:ledger.columns.kind'), t('admin:ledger.columns.memo'), t('admin:ledger.columns.amount'), t('admin:ledger.columns.balanceAfter')]}
            total={entries.data?.pageInfo.totalElements ?? 0}
            pageNum={pageNum}
            pageSize={pageSize}
            onPage={setPageNum}
            onPageSize={(size) => { setPageSize(size); setPageNum(1); }}
            rows={(entries.data?.pageList ?? []).map((e) => (
              <TableRow key={e.id} hover>
                <TableCell sx={{ whiteSpace: 'nowrap' }}><bdi>{formatTime(e.createTime)}</bdi></TableCell>
                <TableCell>{t(`admin:ledger.kinds.${e.kind}`, { defaultValue: e.kind })}</TableCell>
                <TableCell>{e.memo || '--'}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums', color: e.amount < 0 ? 'error.main' : 'success.main' }}>
                  <bdi>{e.amount > 0 ? '+' : ''}{fmt.exact(e.amount)}</bdi>
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>{fmt.exact(e.balanceAfter)}</TableCell>
              </TableRow>
            ))}
          />
        </QueryState>
      </DialogContent>
    </Dialog>
  );
}
