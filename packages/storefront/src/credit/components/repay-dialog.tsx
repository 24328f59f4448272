import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ApiError } from '@mall/api-client/client';
import { getBalance } from '@mall/api-client/wallet';
import { checkSafeword } from '@mall/domain/validation';
import { SixDigitInput } from '@mall/ui/six-digit-input';
import { useToast } from '@mall/ui/toast-provider';
import { useApi } from '../../shared/api-context';
import { useCurrentUser } from '../../shared/hooks/use-current-user';
import { useFormatAmount } from '../../shared/hooks/use-format-amount';
import { useRepayCredit } from '../api/repay-credit';
import type { CreditLinks } from '../credit-links';

export interface RepayDialogProps {
  open: boolean;
  onClose: () => void;
  creditId: string;
  /** Principal + interest to date. */
  amount: number;
  links: Pick<CreditLinks, 'recharge' | 'transactionPassword'>;
}

/** Repays the loan in full with the 6-digit transaction password; a short balance offers a recharge. */
export function RepayDialog({ open, onClose, creditId, amount, links }: RepayDialogProps) {
  const { t } = useTranslation();
  const api = useApi();
  const toast = useToast();
  const fmt = useFormatAmount();
  const { user } = useCurrentUser();
  const repay = useRepayCredit();
  const balance = useQuery({ queryKey: ['wallet', 'balance'], queryFn: () => getBalance(api), enabled: open });
  const [safeword, setSafeword] = useState('');
  const [shown, setShown] = useState(false);
  const noSafeword = user?.safeword === 0;
  const safewordError = shown ? checkSafeword(safeword) : null;
  const short = repay.error instanceof ApiError && repay.error.key === 'BALANCE_NOT_ENOUGH';

  const submit = () => {
    setShown(true);
    if (checkSafeword(safeword)) return;
    repay.mutate({ creditId, safeword }, {
      onSuccess: () => { toast.show(t('credit:repay.done'), 'success'); setSafeword(''); setShown(false); onClose(); },
      onError: () => setSafeword(''),
    });
  };

  return (
    <Dialog open={open} onClose={repay.isPending ? undefined : onClose} fullWidth maxWidth="xs">
      <DialogTitle>{t('credit:repay.title')}</DialogTitle>
      <DialogContent>
        <Stack component="form" id="repay-form" noValidate spacing={2} onSubmit={(e) => { e.preventDefault(); submit(); }}>
          <Typography>{t('credit:repay.lead', { amount: fmt(amount), balance: balance.isSuccess ? fmt(balance.data) : '--' })}</Typography>
          {noSafeword && (
            <Alert severity="warning" action={<Button component={RouterLink} to={links.transactionPassword} color="inherit" size="small">{t('credit:repay.setSafeword')}</Button>}>
              {t('credit:repay.noSafeword')}
            </Alert>
          )}
          <div>
            <SixDigitInput label={t('credit:repay.safeword')} value={safeword} onChange={setSafeword} error={Boolean(safewordError)} disabled={repay.isPending || noSafeword} />
            {safewordError && <FormHelperText error>{t(`errors:${safewordError}`)}</FormHelperText>}
          </div>
          {short && (
            <Alert severity="error" action={<Button component={RouterLink} to={links.recharge} color="inherit" size="small">{t('credit:repay.recharge')}</Button>}>
              {t('credit:repay.short')}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={repay.isPending}>{t('credit:repay.cancel')}</Button>
        <Button type="submit" form="repay-form" variant="contained" disabled={repay.isPending || noSafeword}>{t('credit:repay.confirm')}</Button>
      </DialogActions>
    </Dialog>
  );
}
