import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { checkSafeword } from '@mall/domain/validation';
import { SixDigitInput } from '@mall/ui/six-digit-input';
import { BalanceCheck } from '../../shared/components/balance-check';
import type { BalanceCheckState } from '../../shared/hooks/use-balance';

export interface PayPasswordDialogProps {
  open: boolean;
  /** The formatted amount to pay. */
  amount: string;
  busy: boolean;
  /** The balance against the amount: when it falls short, a recharge is offered instead of the password. */
  balance: BalanceCheckState;
  /** The recharge page and where it comes back to. */
  recharge: { href: string; returnTo: string };
  /** Pays with the entered password; answers whether it was accepted (a refused one is typed again). */
  onPay: (safeword: string) => Promise<boolean>;
  onCancel: () => void;
}

/**
 * Asks for the full 6-digit transaction password before paying (docs/product-rules.md), below the balance;
 * a balance short of the amount asks for no password but offers a recharge.
 */
export function PayPasswordDialog({ open, amount, busy, balance, recharge, onPay, onCancel }: PayPasswordDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [safeword, setSafeword] = useState('');
  const [error, setError] = useState<ReturnType<typeof checkSafeword>>(null);
  const short = balance.short !== null;
  const pay = async () => {
    if (short) return;
    const problem = checkSafeword(safeword);
    setError(problem);
    if (problem) return;
    if (!(await onPay(safeword))) setSafeword('');
  };
  return (
    <Dialog open={open} onClose={busy ? undefined : onCancel} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t('cart:settlement.pay.title')}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary">{t('cart:settlement.pay.amount')}</Typography>
        <Typography variant="h5" component="p" data-testid="pay-amount" sx={{ color: 'primary.main', fontWeight: 700, marginBlockEnd: 2 }}><bdi>{amount}</bdi></Typography>
        <Box sx={{ marginBlockEnd: 2 }}><BalanceCheck check={balance} rechargeHref={recharge.href} returnTo={recharge.returnTo} /></Box>
        {!short && <SixDigitInput value={safeword} onChange={(v) => { setSafeword(v); setError(null); }} error={Boolean(error)} disabled={busy} autoFocus />}
        {error && <FormHelperText error>{t(`errors:${error}`)}</FormHelperText>}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>{t('cart:settlement.pay.later')}</Button>
        <Button variant="contained" onClick={() => void pay()} disabled={busy || short}>
          {busy ? t('cart:settlement.pay.paying') : t('cart:settlement.pay.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
