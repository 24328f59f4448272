import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ApiError } from '@mall/api-client/client';
import type { CreditBill } from '@mall/api-client/credit';
import { useNumberFormat } from '@mall/backoffice/shared/use-number-format';
import { checkSafeword } from '@mall/domain/validation';
import { SixDigitInput } from '@mall/ui/six-digit-input';
import { useToast } from '@mall/ui/toast-provider';
import { paths } from '../../../config/paths';
import { useRepayLoan } from '../api/repay-loan';

function RepayDialog({ bill, onClose }: { bill: CreditBill; onClose: () => void }) {
  const { t } = useTranslation();
  const fmt = useNumberFormat();
  const toast = useToast();
  const repay = useRepayLoan();
  const [safeword, setSafeword] = useState('');
  const [shown, setShown] = useState(false);
  const error = shown ? checkSafeword(safeword) : null;
  const short = repay.error instanceof ApiError && repay.error.key === 'BALANCE_NOT_ENOUGH';
  const submit = () => {
    setShown(true);
    if (checkSafeword(safeword)) return;
    repay.mutate({ creditId: bill.creditId, safeword }, { onSuccess: () => { toast.show(t('credit:repay.done'), 'success'); onClose(); }, onError: () => setSafeword('') });
  };
  return (
    <Dialog open onClose={repay.isPending ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby="seller-repay-title">
      <DialogTitle id="seller-repay-title">{t('credit:repay.title')}</DialogTitle>
      <DialogContent>
        <Stack component="form" id="seller-repay" spacing={2} noValidate onSubmit={(e) => { e.preventDefault(); submit(); }}>
          <Typography>{t('seller:loan.repayLead', { amount: fmt.amount(bill.estimatePayment) })}</Typography>
          <SixDigitInput label={t('credit:repay.safeword')} value={safeword} onChange={setSafeword} error={Boolean(error)} disabled={repay.isPending} />
          {error && <Typography variant="caption" color="error">{t(`errors:${error}`)}</Typography>}
          <Button component={RouterLink} to={paths.walletSafeword.getHref()} size="small" sx={{ alignSelf: 'flex-start' }}>{t('seller:loan.setSafeword')}</Button>
          {short && <Alert severity="error" action={<Button component={RouterLink} to={paths.wallet.getHref()} color="inherit" size="small">{t('seller:nav.wallet')}</Button>}>{t('credit:repay.short')}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={repay.isPending}>{t('credit:repay.cancel')}</Button>
        <Button type="submit" form="seller-repay" variant="contained" disabled={repay.isPending}>{t('credit:repay.confirm')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/** The store's loan in use: principal, days, accrued interest, today's repayment, with Repay. */
export function LoanBill({ bill }: { bill: CreditBill }) {
  const { t } = useTranslation();
  const fmt = useNumberFormat();
  const [repaying, setRepaying] = useState(false);
  if (bill.status === 1) return <Alert severity="info">{t('credit:bill.underReview', { amount: fmt.amount(bill.applyAmount) })}</Alert>;
  const facts = [
    ['principal', fmt.amount(bill.applyAmount), 'loan-principal'], ['days', String(bill.alreadyCreditDays), 'loan-days'],
    ['interest', fmt.amount(bill.interest), 'loan-interest'], ['total', fmt.amount(bill.estimatePayment), 'loan-total'], ['due', bill.dueDate || '--', 'loan-due'],
  ] as const;
  return (
    <Paper variant="outlined" component="section" aria-label={t('credit:bill.title')} sx={{ padding: 3 }}>
      <Stack spacing={2}>
        <Typography component="h2" variant="h6">{t('credit:bill.title')}</Typography>
        {bill.overdueDays > 0 && <Alert severity="error">{t('credit:bill.overdue', { count: bill.overdueDays })}</Alert>}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(5, minmax(0, 1fr))' } }}>
          {facts.map(([key, value, testId]) => (
            <Box key={key} sx={{ minWidth: 0 }}>
              <Typography variant="caption" color="text.secondary" component="p">{t(`credit:bill.${key}`)}</Typography>
              <Typography sx={{ fontWeight: 600 }} data-testid={testId}>{value}</Typography>
            </Box>
          ))}
        </Box>
        <Box><Button variant="contained" onClick={() => setRepaying(true)}>{t('credit:bill.repay')}</Button></Box>
        {repaying && <RepayDialog bill={bill} onClose={() => setRepaying(false)} />}
      </Stack>
    </Paper>
  );
}
