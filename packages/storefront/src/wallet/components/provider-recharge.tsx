import { useState } from 'react';
import { useHref } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useToast } from '@mall/ui/toast-provider';
import { useValidation } from '../../shared/hooks/use-validation';
import { useProviderCoins } from '../api/list-provider-coins';
import { useStartProviderRecharge } from '../api/start-provider-recharge';
import { providerAmountError } from '../utils/amount-rules';

/** Only a web page may be opened: a provider answer of any other kind is refused. */
const isWebUrl = (url: string) => /^https?:\/\//i.test(url.trim());

export interface ProviderRechargeProps {
  /** The wallet route: the provider sends the buyer back there. */
  walletHref: string;
  /** Runs after a failed call (back to the wallet after 2.5 s). */
  onFailed: () => void;
  disabled?: boolean;
}

/**
 * "Pay through provider": shown only when the configured provider takes coins
 * (`thirdPartyRecharge!getCoinList`); sends the window to the provider's payment page.
 */
export function ProviderRecharge({ walletHref, onFailed, disabled = false }: ProviderRechargeProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const coins = useProviderCoins();
  const start = useStartProviderRecharge();
  const [amount, setAmount] = useState('');
  const [leaving, setLeaving] = useState(false);
  const { fieldProps, validate } = useValidation<'amount'>(() => {
    const e = providerAmountError(amount);
    return e ? { amount: e } : {};
  });
  const back = new URL(useHref(walletHref), window.location.href).href;
  if (!coins.data?.length) return null;

  const pay = () => {
    if (!validate()) return;
    start.mutate({ amount: amount.trim(), pageUrl: back }, {
      onSuccess: (url) => {
        if (!isWebUrl(url)) { toast.show(t('errors:SERVER_ERROR')); onFailed(); return; }
        setLeaving(true);
        window.location.assign(url.trim());
      },
      onError: onFailed,
    });
  };

  const busy = disabled || start.isPending || leaving;
  return (
    <Paper variant="outlined" component="section" sx={{ padding: { xs: 2, md: 3 } }}>
      <Stack component="form" noValidate spacing={2} onSubmit={(e) => { e.preventDefault(); pay(); }}>
        <Typography variant="h6" component="h2">{t('wallet:recharge.provider.title')}</Typography>
        <Typography variant="body2" color="text.secondary">{t('wallet:recharge.provider.text')}</Typography>
        <Typography variant="body2">{t('wallet:recharge.provider.coins', { coins: coins.data.join(', ') })}</Typography>
        <TextField
          label={t('wallet:recharge.provider.amount')}
          value={amount}
          onChange={(e) => setAmount(e.target.value)}
          disabled={busy}
          slotProps={{ htmlInput: { inputMode: 'decimal', dir: 'ltr', autoComplete: 'off' } }}
          {...fieldProps('amount')}
        />
        <Button type="submit" variant="outlined" disabled={busy} sx={{ alignSelf: { sm: 'flex-start' } }}>
          {leaving ? t('wallet:recharge.provider.redirecting') : t('wallet:recharge.provider.pay')}
        </Button>
      </Stack>
    </Paper>
  );
}
