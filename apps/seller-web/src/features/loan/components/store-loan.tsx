import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { QueryData } from '@mall/backoffice/shared/query-data';
import { useLoanForReapply } from '../api/apply-for-loan';
import { useLoanBill } from '../api/get-loan-bill';
import { useCanApply, useLoanConfig } from '../api/get-loan-offer';
import { AutoRepayForm } from './auto-repay-form';
import { LoanApplicationForm } from './loan-application-form';
import { LoanBill } from './loan-bill';
import { LoanHistoryTable } from './loan-history-table';

/** The store's loan: the bill of the loan in use (or the application when none), automatic repayment, history. */
export function StoreLoan() {
  const { t } = useTranslation();
  const bill = useLoanBill();
  const config = useLoanConfig();
  const check = useCanApply();
  const [reapplyId, setReapplyId] = useState('');
  const before = useLoanForReapply(reapplyId);
  const inUse = bill.data && [1, 2, 3].includes(bill.data.status);
  return (
    <Stack spacing={3}>
      <QueryData query={bill}>{(b) => (inUse ? <LoanBill bill={b} /> : null)}</QueryData>
      {check.data === true && (!reapplyId || before.data) && (
        <QueryData query={config}>
          {(c) => <LoanApplicationForm key={reapplyId || 'new'} config={c} before={before.data} onDone={() => setReapplyId('')} />}
        </QueryData>
      )}
      {check.data === false && !inUse && <Alert severity="info">{t('credit:offer.inUse')}</Alert>}
      <AutoRepayForm />
      <Stack spacing={1}>
        <Typography component="h2" variant="h6">{t('credit:history.title')}</Typography>
        <LoanHistoryTable onReapply={setReapplyId} />
      </Stack>
    </Stack>
  );
}
