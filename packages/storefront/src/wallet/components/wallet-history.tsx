import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { WalletEntry } from '@mall/api-client/wallet';
import { formatLocalTime } from '@mall/domain/format';
import { useWalletEntries } from '../api/list-wallet-entries';
import { useFormatAmount } from '../../shared/hooks/use-format-amount';
import { RecordsList } from './records-list';

/** One movement: type, remark and time; the signed amount and the balance after it at the end. */
function EntryRow({ e }: { e: WalletEntry }) {
  const { t } = useTranslation();
  const fmt = useFormatAmount();
  const type = t(`wallet:entryTypes.${e.type}`);
  return (
    <Paper component="li" variant="outlined" aria-label={type} sx={{ padding: { xs: 1.5, md: 2 } }}>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
        <Stack sx={{ minWidth: 0 }} spacing={0.25}>
          <Typography variant="subtitle2" component="h3">{type}</Typography>
          <Typography variant="caption" color="text.secondary" dir="ltr" sx={{ textAlign: 'start' }}>{formatLocalTime(e.createTime)}</Typography>
          <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {t('wallet:records.remark')}: {e.remark || '--'}
          </Typography>
        </Stack>
        <Stack sx={{ alignItems: 'flex-end', flexShrink: 0 }} spacing={0.25}>
          <Typography
            variant="subtitle1"
            component="p"
            sx={{ fontWeight: 700, color: e.amount > 0 ? 'success.main' : e.amount < 0 ? 'error.main' : 'text.primary' }}
          >
            {fmt(e.amount, { signed: true })}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {t('wallet:records.balanceAfter')}: {fmt(e.balance)}
          </Typography>
        </Stack>
      </Stack>
    </Paper>
  );
}

/** The wallet history (`wallet!records`): every movement with the balance after it. */
export function WalletHistory() {
  const [page, setPage] = useState(1);
  const query = useWalletEntries(page);
  const items = query.data?.elements ?? [];
  return (
    <RecordsList query={query} page={page} onPage={setPage} count={items.length}>
      {items.map((e) => <EntryRow key={e.id} e={e} />)}
    </RecordsList>
  );
}
