import { useState } from 'react';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { PaginatedTable } from '@mall/backoffice/shared/paginated-table';
import { useNumberFormat } from '@mall/backoffice/shared/use-number-format';
import { formatLocalTime } from '@mall/domain/format';
import { QueryState } from '@mall/ui/query-state';
import { useWalletEntries } from '../api/get-wallet-entries';

/** Every movement of the wallet, newest first, with the balance after it. */
export function WalletHistoryTable() {
  const { t } = useTranslation();
  const fmt = useNumberFormat();
  const [pageNo, setPageNo] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const entries = useWalletEntries(pageNo, pageSize);
  return (
    <QueryState isPending={entries.isPending} isError={entries.isError} onRetry={() => void entries.refetch()}>
      <PaginatedTable
        label={t('seller:wallet.history.title')}
        columns={[
          t('seller:wallet.history.columns.time'), t('seller:wallet.history.columns.type'), t('seller:wallet.history.columns.amount'),
          t('seller:wallet.history.columns.balance'), t('seller:wallet.history.columns.order'), t('seller:wallet.history.columns.remark'),
        ]}
        empty={t('seller:wallet.history.empty')}
        total={entries.data?.totalElements ?? 0}
        pageNum={pageNo}
        pageSize={pageSize}
        onPage={setPageNo}
        onPageSize={(size) => { setPageSize(size); setPageNo(1); }}
        rows={(entries.data?.elements ?? []).map((e) => (
          <TableRow key={e.id} hover>
            <TableCell sx={{ whiteSpace: 'nowrap' }}><bdi>{formatLocalTime(e.createTime)}</bdi></TableCell>
            <TableCell>{t(`seller:wallet.history.types.${e.type}`)}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap', fontWeight: 600, color: e.amount < 0 ? 'error.main' : 'success.main' }}>
              <bdi>{e.amount > 0 ? '+' : ''}{fmt.amount(e.amount)}</bdi>
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{fmt.amount(e.balance)}</TableCell>
            <TableCell><bdi>{e.order_no || '--'}</bdi></TableCell>
            <TableCell>{e.remark || '--'}</TableCell>
          </TableRow>
        ))}
      />
    </QueryState>
  );
}
