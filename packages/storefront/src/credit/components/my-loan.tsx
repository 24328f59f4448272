import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CreditBill } from '@mall/api-client/credit';
import { QueryState } from '@mall/ui/query-state';
import { useFormatAmount } from '../../shared/hooks/use-format-amount';
import { useCreditBill } from '../api/get-credit-bill';
import type { CreditLinks } from '../credit-links';
import { CreditHistory } from './credit-history';
import { ratePercent } from './credit-offer';
import { CreditStatusChip } from './credit-status-chip';
import { RepayDialog } from './repay-dialog';

function Fact({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="p">{label}</Typography>
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }} data-testid={testId}>{value}</Typography>
    </Box>
  );
}

/** The loan in use: principal, days, accrued interest and today's repayment, with Repay. */
function BillCard({ bill, links }: { bill: CreditBill; links: CreditLinks }) {
  const { t } = useTranslation();
  const fmt = useFormatAmount();
  const [repaying, setRepaying] = useState(false);
  if (bill.status === 0 || bill.status === 4 || bill.status === 5) {
    return (
      <Paper variant="outlined" sx={{ padding: { xs: 2, md: 3 } }}>
        <Stack spacing={1.5} sx={{ alignItems: 'flex-start' }}>
          <Typography>{t('credit:bill.none')}</Typography>
          <Button component={RouterLink} to={links.offer} variant="outlined">{t('credit:bill.applyNow')}</Button>
        </Stack>
      </Paper>
    );
  }
  if (bill.status === 1) {
    return <Alert severity="info" icon={false}><CreditStatusChip status={1} /> {t('credit:bill.underReview', { amount: fmt(bill.applyAmount) })}</Alert>;
  }
  const usdt = (v: number) => `${fmt(v)} USDT`;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="credit-bill-title" sx={{ padding: { xs: 2, md: 3 } }}>
      <Stack spacing={2}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 }}>
          <Typography id="credit-bill-title" variant="h6" component="h2">{t('credit:bill.title')}</Typography>
          <CreditStatusChip status={bill.status} />
        </Stack>
        {bill.overdueDays > 0 && <Alert severity="error">{t('credit:bill.overdue', { count: bill.overdueDays })}</Alert>}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' } }}>
          <Fact label={t('credit:bill.principal')} value={usdt(bill.applyAmount)} testId="credit-principal" />
          <Fact label={t('credit:bill.days')} value={String(bill.alreadyCreditDays)} testId="credit-days" />
          <Fact label={t('credit:bill.rate')} value={`${ratePercent(bill.creditRate)} %`} />
          <Fact label={t('credit:bill.interest')} value={usdt(bill.interest)} testId="credit-interest" />
          <Fact label={t('credit:bill.total')} value={usdt(bill.estimatePayment)} testId="credit-total" />
          <Fact label={t('credit:bill.due')} value={bill.dueDate || '--'} />
        </Box>
        <Button variant="contained" size="large" onClick={() => setRepaying(true)} sx={{ alignSelf: 'flex-start' }}>{t('credit:bill.repay')}</Button>
        <RepayDialog open={repaying} onClose={() => setRepaying(false)} creditId={bill.creditId} amount={bill.estimatePayment} links={links} />
      </Stack>
    </Paper>
  );
}

/** /credit/myLoan: the current bill with repayment, then the history of applications. */
export function MyLoan({ links }: { links: CreditLinks }) {
  const { t } = useTranslation();
  const bill = useCreditBill();
  return (
    <Stack spacing={3}>
      <Typography variant="h5" component="h1">{t('credit:offer.myLoan')}</Typography>
      <QueryState isPending={bill.isPending} isError={bill.isError} onRetry={() => void bill.refetch()}>
        {bill.data && <BillCard bill={bill.data} links={links} />}
      </QueryState>
      <CreditHistory links={links} />
    </Stack>
  );
}
