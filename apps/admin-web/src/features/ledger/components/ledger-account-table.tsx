import { useState } from 'react';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import type { LedgerAccount } from '@mall/api-client/wallet-staff';
import { PaginatedTable } from '@mall/backoffice/shared/paginated-table';
import { useDebouncedValue } from '@mall/backoffice/shared/use-debounced-value';
import { useNumberFormat } from '@mall/backoffice/shared/use-number-format';
import { QueryState } from '@mall/ui/query-state';
import { SearchField } from '@mall/ui/search-field';
import { useLedgerAccounts } from '../api/get-ledger-accounts';
import { LedgerEntriesDialog } from './ledger-entries-dialog';
import { ReconcilePanel } from './reconcile-panel';

/** Ledger accounts with their balances (full precision); an account opens its postings. */
export function LedgerAccountTable() {
  const { t } = useTranslation();
  const fmt = useNumberFormat();
  const [pageNum, setPageNum] = useState(1);
  const [pageSize, setPageSize] = useState(20);
  const [keyword, setKeyword] = useState('');
  const debounced = useDebouncedValue(keyword.trim());
  const accounts = useLedgerAccounts({ pageNum, pageSize, keyword: debounced });
  const [open, setOpen] = useState<LedgerAccount | null>(null);
  return (
    <>
      <ReconcilePanel />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ marginBlockEnd: 2 }}>
        <SearchField label={t('admin:ledger.search')} placeholder={t('admin:ledger.searchPlaceholder')} value={keyword} onChange={(v) => { setKeyword(v); setPageNum(1); }} />
      </Stack>
      <QueryState isPending={accounts.isPending} isError={accounts.isError} onRetry={() => void accounts.refetch()}>
        <PaginatedTable
          label={t('admin:ledger.accountsTitle')}
          columns={[t('admin:ledger.columns.code'), t('admin:ledger.columns.type'), t('admin:ledger.columns.name'), t('admin:ledger.columns.balance')]}
          total={accounts.data?.pageInfo.totalElements ?? 0}
          pageNum={pageNum}
          pageSize={pageSize}
          onPage={setPageNum}
          onPageSize={(size) => { setPageSize(size); setPageNum(1); }}
          rows={(accounts.data?.pageList ?? []).map((a) => (
            <TableRow key={a.id} hover>
              <TableCell>
                <Link
                  component="button"
                  type="button"
                  onClick={() => setOpen(a)}
                  aria-label={t('admin:ledger.openNamed', { code: a.code })}
                  sx={{ fontWeight: 600, fontFamily: 'monospace' }}
                >
                  <bdi>{a.code}</bdi>
                </Link>
              </TableCell>
              <TableCell>{t(`admin:ledger.types.${a.type}`)}</TableCell>
              <TableCell>{a.name || '--'}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>{fmt.exact(a.balance)}</TableCell>
            </TableRow>
          ))}
        />
      </QueryState>
      {open && <LedgerEntriesDialog account={open} onClose={() => setOpen(null)} />}
    </>
  );
}
