import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import { useTranslation } from 'react-i18next';
import { useNumberFormat } from '@mall/backoffice/shared/use-number-format';
import { useReconcileLedger } from '../api/reconcile-ledger';

/** The "Reconcile" button and its answer: all balanced, or each account or transaction that is not. */
export function ReconcilePanel() {
  const { t } = useTranslation();
  const fmt = useNumberFormat();
  const reconcile = useReconcileLedger();
  const result = reconcile.data;
  return (
    <Box sx={{ marginBlockEnd: 3 }}>
      <Button variant="outlined" startIcon={<FactCheckOutlined />} onClick={() => reconcile.mutate()} disabled={reconcile.isPending}>
        {reconcile.isPending ? t('admin:ledger.reconciling') : t('admin:ledger.reconcile')}
      </Button>
      {result && (
        <Box role="status" sx={{ marginBlockStart: 2 }}>
          {result.ok ? (
            <Alert severity="success">
              {t('admin:ledger.reconcileOk', { accounts: fmt.count(result.accounts), transactions: fmt.count(result.transactions) })}
            </Alert>
          ) : (
            <Alert severity="error">
              <AlertTitle>{t('admin:ledger.reconcileFailed', { count: result.mismatches.length })}</AlertTitle>
              {t('admin:ledger.reconcileChecked', { accounts: fmt.count(result.accounts), transactions: fmt.count(result.transactions) })}
              <TableContainer component={Paper} variant="outlined" sx={{ marginBlockStart: 1.5 }}>
                <Table size="small" aria-label={t('admin:ledger.mismatches')}>
                  <TableHead>
                    <TableRow>
                      <TableCell>{t('admin:ledger.mismatch.kind')}</TableCell>
                      <TableCell>{t('admin:ledger.mismatch.ref')}</TableCell>
                      <TableCell>{t('admin:ledger.mismatch.expected')}</TableCell>
                      <TableCell>{t('admin:ledger.mismatch.actual')}</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {result.mismatches.map((m, i) => (
                      <TableRow key={`${m.kind}-${m.ref}-${i}`}>
                        <TableCell>{t(`admin:ledger.mismatch.kinds.${m.kind}`)}</TableCell>
                        <TableCell><bdi>{m.ref}</bdi></TableCell>
                        {/* Decimal text from the server, shown as it is: nothing is rounded in a reconciliation. */}
                        <TableCell dir="ltr" sx={{ fontFamily: 'monospace' }}>{m.expected}</TableCell>
                        <TableCell dir="ltr" sx={{ fontFamily: 'monospace' }}>{m.actual}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
            </Alert>
          )}
        </Box>
      )}
    </Box>
  );
}
