import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EmptyState } from '@mall/ui/empty-state';
import { QueryState } from '@mall/ui/query-state';
import { useFormatAmount } from '../../shared/hooks/use-format-amount';
import { HISTORY_PAGE_SIZE, useCreditHistory } from '../api/list-credit-history';
import type { CreditLinks } from '../credit-links';
import { CreditStatusChip } from './credit-status-chip';
import { ratePercent } from './credit-offer';

/** Every application, newest first; a rejected one shows why and offers to apply again. */
export function CreditHistory({ links }: { links: Pick<CreditLinks, 'reapply'> }) {
  const { t } = useTranslation();
  const fmt = useFormatAmount();
  const [page, setPage] = useState(1);
  const history = useCreditHistory(page);
  const pages = history.data ? Math.ceil(history.data.totalElements / HISTORY_PAGE_SIZE) : 0;
  return (
    <Stack component="section" spacing={1.5} aria-labelledby="credit-history-title">
      <Typography id="credit-history-title" variant="h6" component="h2">{t('credit:history.title')}</Typography>
      <QueryState isPending={history.isPending} isError={history.isError} onRetry={() => void history.refetch()}>
        {history.data?.elements.length === 0 && <EmptyState message={t('credit:history.empty')} />}
        <Stack spacing={1} component="ul" sx={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {history.data?.elements.map((row) => (
            <Paper key={row.id} component="li" variant="outlined" data-testid="credit-history-row" sx={{ padding: 2 }}>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
                <Stack spacing={0.5} sx={{ minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 700 }}>{fmt(row.applyAmount)} USDT</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {[t('credit:form.termDays', { count: row.creditPeriod }), `${t('credit:history.rate')} ${ratePercent(row.creditRate)} %`, row.customerSubmitTime].join(' · ')}
                  </Typography>
                  {row.status === 4 && row.rejectReason && (
                    <Typography variant="body2" color="warning.main" sx={{ overflowWrap: 'anywhere' }}>{t('credit:history.reason', { reason: row.rejectReason })}</Typography>
                  )}
                  {row.status === 5 && <Typography variant="body2" color="text.secondary">{t('credit:history.repaid', { amount: fmt(row.repayAmount) })}</Typography>}
                </Stack>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexShrink: 0 }}>
                  <CreditStatusChip status={row.status} />
                  {row.status === 4 && <Button size="small" component={RouterLink} to={links.reapply(row.id)}>{t('credit:history.reapply')}</Button>}
                </Stack>
              </Stack>
            </Paper>
          ))}
        </Stack>
        {pages > 1 && <Pagination count={pages} page={page} onChange={(_, p) => setPage(p)} sx={{ alignSelf: 'center' }} />}
      </QueryState>
    </Stack>
  );
}
