import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { isValidAddress } from '@mall/domain/chain-address';
import { ConfirmDialog } from './confirm-dialog';
import { EmptyState } from './empty-state';

// Binding the one withdrawal address, as buyers (storefronts) and sellers (seller zone) see it. The
// address is checked with @mall/domain/chain-address, the rule the server applies too; the apps list
// the open chain channels and send the binding. Texts come from the `wallet` namespace.

/** An open channel as `channelBlockchain!list` answers it: a coin on a blockchain network, or the bank card (no address). */
export interface WithdrawChannel { kind: string; coin: string; blockchain_name: string }

/** What is bound. */
export interface WithdrawAddressValues { network: string; coin: string; address: string }

export interface WithdrawAddressFormProps {
  /** The open channels, in the server's order; several may share a network or a coin. */
  channels: readonly WithdrawChannel[];
  /** Sends the binding; resolves when it is bound. */
  bind: (values: WithdrawAddressValues) => Promise<unknown>;
  pending: boolean;
}

const HINTS: Record<string, 'wallet:withdraw.bind.hintTrc20' | 'wallet:withdraw.bind.hintErc20'> = {
  TRC20: 'wallet:withdraw.bind.hintTrc20', ERC20: 'wallet:withdraw.bind.hintErc20',
};

/** Network, coin and address, checked against the network's format, then bound after a confirmation: only one address can be. */
export function WithdrawAddressForm({ channels, bind, pending }: WithdrawAddressFormProps) {
  const chains = channels.filter((c) => c.kind === 'chain').map((c) => ({ coin: c.coin, network: c.blockchain_name }));
  const { t } = useTranslation();
  const networks = [...new Set(chains.map((c) => c.network))];
  const [chosenNetwork, setNetwork] = useState('');
  const [chosenCoin, setCoin] = useState('');
  const [address, setAddress] = useState('');
  const [touched, setTouched] = useState(false);
  const [confirming, setConfirming] = useState<WithdrawAddressValues | null>(null);
  // Until the user picks, the first network and its first coin are chosen.
  const network = networks.includes(chosenNetwork) ? chosenNetwork : networks[0] ?? '';
  const coins = [...new Set(chains.filter((c) => c.network === network).map((c) => c.coin))];
  const coin = coins.includes(chosenCoin) ? chosenCoin : coins[0] ?? '';
  // A typo must not become the bound address: the server checks the same format.
  const addressError = isValidAddress(network, address.trim()) ? null : t('errors:ADDRESS_FORMAT');
  const hint = HINTS[network.toUpperCase()];

  const submit = () => {
    setTouched(true);
    if (addressError || !network || !coin) return;
    setConfirming({ network, coin, address: address.trim() });
  };

  if (networks.length === 0) return <EmptyState message={t('wallet:withdraw.bind.noNetworks')} />;
  return (
    <Paper variant="outlined" component="section" sx={{ padding: { xs: 2, md: 3 } }}>
      <Stack component="form" noValidate spacing={2.5} onSubmit={(e) => { e.preventDefault(); submit(); }}>
        <Typography variant="h6" component="h2">{t('wallet:withdraw.bind.title')}</Typography>
        <Alert severity="info">{t('wallet:withdraw.bind.onlyOne')}</Alert>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField select fullWidth label={t('wallet:withdraw.bind.network')} value={network} onChange={(e) => setNetwork(e.target.value)} disabled={pending}>
            {networks.map((n) => <MenuItem key={n} value={n}>{n}</MenuItem>)}
          </TextField>
          <TextField select fullWidth label={t('wallet:withdraw.bind.coin')} value={coin} onChange={(e) => setCoin(e.target.value)} disabled={pending}>
            {coins.map((c) => <MenuItem key={c} value={c}>{c}</MenuItem>)}
          </TextField>
        </Stack>
        <TextField
          label={t('wallet:withdraw.bind.address')}
          value={address}
          onChange={(e) => setAddress(e.target.value)}
          disabled={pending}
          required
          error={touched && Boolean(addressError)}
          helperText={(touched && addressError) || (hint ? t(hint) : undefined)}
          slotProps={{ htmlInput: { dir: 'ltr', autoComplete: 'off', spellCheck: false, maxLength: 128 } }}
        />
        <Button type="submit" variant="contained" size="large" disabled={pending}>{t('wallet:withdraw.bind.submit')}</Button>
      </Stack>
      <ConfirmDialog
        open={confirming !== null}
        title={t('wallet:withdraw.bind.confirmTitle')}
        message={confirming ? t('wallet:withdraw.bind.confirm', { address: confirming.address, coin: confirming.coin, network: confirming.network }) : ''}
        confirmLabel={t('wallet:withdraw.bind.submit')}
        busy={pending}
        onCancel={() => setConfirming(null)}
        // Refused, the dialog stays for another try (the app's QueryClient shows why).
        onConfirm={() => { if (confirming) bind(confirming).then(() => setConfirming(null), () => undefined); }}
      />
    </Paper>
  );
}
