import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { checkSafeword } from '@mall/domain/validation';
import { SixDigitInput } from '@mall/ui/six-digit-input';
import { useToast } from '@mall/ui/toast-provider';
import { BalanceCheck } from '../../shared/components/balance-check';
import { useBalanceCheck } from '../../shared/hooks/use-balance';
import { useCurrentUser } from '../../shared/hooks/use-current-user';
import { usePayOrders } from '../../shared/hooks/use-pay-orders';
import { usePrice } from '../hooks/use-price';

export interface PayDialogProps {
  open: boolean;
  orderId: string;
  /** The order's total, shown above the password. */
  amount: number;
  onClose: () => void;
  /** Where a buyer without a transaction password sets one. */
  transactionPasswordHref: string;
  /** The wallet's recharge page, offered when the balance is short of the amount. */
  rechargeHref: string;
}

/**
 * Pays an unpaid order from the balance after the 6-digit transaction password (`order!pay`); the balance
 * shows above the password, and when it is short of the amount a recharge (coming back here) is offered
 * instead of a password that could not succeed.
 */
export function PayDialog({ open, orderId, amount, onClose, transactionPasswordHref, rechargeHref }: PayDialogProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const price = usePrice();
  const { user } = useCurrentUser();
  const pay = usePayOrders();
  const [safeword, setSafeword] = useState('');
  const [shown, setShown] = useState(false);
  const error = shown ? checkSafeword(safeword) : null;
  const noSafeword = user?.safeword === 0;
  const balance = useBalanceCheck(amount, open);
  const short = balance.short !== null;
  const close = () => { setSafeword(''); setShown(false); onClose(); };
  const submit = () => {
    if (short) return;
    setShown(true);
    if (checkSafeword(safeword)) return;
    pay.mutate({ orderIds: [orderId], safeword }, {
      onSuccess: () => { toast.show(t('orders:feedback.paid'), 'success'); close(); },
      // A wrong password is typed again from the start; the app's QueryClient shows why.
      onError: () => setSafeword(''),
    });
  };
  return (
    <Dialog open={open} onClose={pay.isPending ? undefined : close} maxWidth="xs" fullWidth aria-labelledby={`pay-${orderId}`}>
      <DialogTitle id={`pay-${orderId}`}>{t('orders:pay.title')}</DialogTitle>
      <DialogContent>
        <Stack component="form" id={`pay-form-${orderId}`} noValidate spacing={2} onSubmit={(e) => { e.preventDefault(); submit(); }}>
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
            <Typography variant="body2" color="text.secondary">{t('orders:pay.amount')}</Typography>
            <Typography variant="h6" component="p" dir="ltr" sx={{ fontWeight: 700, color: 'primary.main' }}>{price(amount)}</Typography>
          </Stack>
          <BalanceCheck check={balance} rechargeHref={rechargeHref} />
          {noSafeword && !short && (
            <Alert
              severity="warning"
              action={<Button component={RouterLink} to={transactionPasswordHref} color="inherit" size="small">{t('orders:pay.setSafeword')}</Button>}
            >
              {t('orders:pay.noSafeword')}
            </Alert>
          )}
          {!short && (
            <div>
              <SixDigitInput value={safeword} onChange={setSafeword} error={Boolean(error)} disabled={pay.isPending || noSafeword} autoFocus />
              {error && <FormHelperText error>{t(`errors:${error}`)}</FormHelperText>}
            </div>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={pay.isPending}>{t('orders:actions.back')}</Button>
        <Button type="submit" form={`pay-form-${orderId}`} variant="contained" disabled={pay.isPending || noSafeword || short}>
          {pay.isPending ? t('orders:pay.paying') : t('orders:pay.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
