import { useState } from 'react';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PaginatedTable } from '@mall/backoffice/shared/paginated-table';
import { useNumberFormat } from '@mall/backoffice/shared/use-number-format';
import { formatLocalTime } from '@mall/domain/format';
import { QueryState } from '@mall/ui/query-state';
import { useWithdrawals } from '../api/get-withdrawals';
import { WalletStateChip } from './wallet-state-chip';

/** The seller's withdrawals with their state, and why a failed one failed. */
export function WithdrawalListTable() {
  const { t } = useTranslation();
  const fmt = useNumberFormat();
  const [pageNo, setPageNo] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const withdrawals = useWithdrawals(pageNo, pageSize);
  return (
    <QueryState isPending={withdrawals.isPending} isError={withdrawals.isError} onRetry={() => void withdrawals.refetch()}>
      <PaginatedTable
        label={t('seller:wallet.withdrawals.title')}
        columns={[
          t('seller:wallet.withdrawals.columns.time'), t('seller:wallet.withdrawals.columns.order'), t('seller:wallet.withdrawals.columns.volume'),
          t('seller:wallet.withdrawals.columns.fee'), t('seller:wallet.withdrawals.columns.amount'), t('seller:wallet.withdrawals.columns.to'),
          t('seller:wallet.withdrawals.columns.state'),
        ]}
        empty={t('seller:wallet.withdrawals.empty')}
        total={withdrawals.data?.totalElements ?? 0}
        pageNum={pageNo}
        pageSize={pageSize}
        onPage={setPageNo}
        onPageSize={(size) => { setPageSize(size); setPageNo(1); }}
        rows={(withdrawals.data?.elements ?? []).map((w) => (
          <TableRow key={w.order_no} hover>
            <TableCell sx={{ whiteSpace: 'nowrap' }}><bdi>{formatLocalTime(w.createTime)}</bdi></TableCell>
            <TableCell><bdi>{w.order_no}</bdi></TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{fmt.amount(w.volume)}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{fmt.amount(w.fee)}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>{fmt.amount(w.amount)}</TableCell>
            <TableCell sx={{ maxWidth: 240 }}>
              <Typography variant="body2">{w.coin} · {w.blockchain_name}</Typography>
              <Typography variant="caption" color="text.secondary" dir="ltr" sx={{ overflowWrap: 'anywhere' }}>{w.to}</Typography>
            </TableCell>
            <TableCell>
              <WalletStateChip state={w.state} />
              {w.state === 2 && w.failure_msg && (
                <Typography variant="caption" color="error" component="p" sx={{ marginBlockStart: 0.5 }}>{t('seller:wallet.withdrawals.reason', { reason: w.failure_msg })}</Typography>
              )}
              {w.state === 1 && w.tx && (
                <Typography variant="caption" color="text.secondary" component="p" dir="ltr" sx={{ marginBlockStart: 0.5, overflowWrap: 'anywhere' }}>{w.tx}</Typography>
              )}
            </TableCell>
          </TableRow>
        ))}
      />
    </QueryState>
  );
}
