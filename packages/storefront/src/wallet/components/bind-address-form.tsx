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
import { EmptyState } from '@mall/ui/empty-state';
import { QueryState } from '@mall/ui/query-state';
import { useToast } from '@mall/ui/toast-provider';
import { useValidation } from '../../shared/hooks/use-validation';
import { useBindWithdrawAddress } from '../api/bind-withdraw-address';
import { useChannels } from '../api/list-channels';
import { chainNetworks, coinsOnNetwork } from '../utils/channels';

const HINTS: Record<string, 'hintTrc20' | 'hintErc20'> = { TRC20: 'hintTrc20', ERC20: 'hintErc20' };

/**
 * Binds the buyer's withdrawal address: network (of the open chain channels), coin and address.
 * Only one address can be bound (docs/product-rules.md), which the form says before binding.
 */
export function BindAddressForm() {
  const { t } = useTranslation();
  const toast = useToast();
  const channels = useChannels();
  const bind = useBindWithdrawAddress();
  const all = channels.data ?? [];
  const networks = chainNetworks(all);
  const [chosenNetwork, setNetwork] = useState('');
  const [chosenCoin, setCoin] = useState('');
  const [address, setAddress] = useState('');
  // Until the buyer picks, the first network and its first coin are chosen.
  const network = networks.includes(chosenNetwork) ? chosenNetwork : networks[0] ?? '';
  const coins = coinsOnNetwork(all, network);
  const coin = coins.includes(chosenCoin) ? chosenCoin : coins[0] ?? '';
  // The server checks the same rule (TRC20 base58check, ERC20 with its EIP-55 checksum).
  const { fieldProps, validate } = useValidation<'address'>(() => (isValidAddress(network, address) ? {} : { address: 'ADDRESS_FORMAT' }));
  const hint = HINTS[network.toUpperCase()];
  const submit = () => {
    if (!validate() || !network || !coin) return;
    bind.mutate({ blockchainName: network, coin, address: address.trim() }, { onSuccess: () => toast.show(t('wallet:withdraw.bind.done'), 'success') });
  };
  const addressProps = fieldProps('address');
  return (
    <QueryState isPending={channels.isPending} isError={channels.isError} onRetry={() => void channels.refetch()}>
      {networks.length === 0 ? <EmptyState message={t('wallet:withdraw.bind.noNetworks')} /> : (
        <Paper variant="outlined" component="section" sx={{ padding: { xs: 2, md: 3 } }}>
          <Stack component="form" noValidate spacing={2.5} onSubmit={(e) => { e.preventDefault(); submit(); }}>
            <Typography variant="h6" component="h2">{t('wallet:withdraw.bind.title')}</Typography>
            <Alert severity="info">{t('wallet:withdraw.bind.onlyOne')}</Alert>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField select fullWidth label={t('wallet:withdraw.bind.network')} value={network} onChange={(e) => setNetwork(e.target.value)} disabled={bind.isPending}>
                {networks.map((n) => <MenuItem key={n} value={n}>{n}</MenuItem>)}
              </TextField>
              <TextField select fullWidth label={t('wallet:withdraw.bind.coin')} value={coin} onChange={(e) => setCoin(e.target.value)} disabled={bind.isPending}>
                {coins.map((c) => <MenuItem key={c} value={c}>{c}</MenuItem>)}
              </TextField>
            </Stack>
            <TextField
              label={t('wallet:withdraw.bind.address')}
              value={address}
              onChange={(e) => setAddress(e.target.value)}
              disabled={bind.isPending}
              required
              slotProps={{ htmlInput: { dir: 'ltr', autoComplete: 'off', spellCheck: false, maxLength: 128 } }}
              {...addressProps}
              helperText={addressProps.helperText ?? (hint ? t(`wallet:withdraw.bind.${hint}`) : undefined)}
            />
            <Button type="submit" variant="contained" size="large" disabled={bind.isPending}>{t('wallet:withdraw.bind.submit')}</Button>
          </Stack>
        </Paper>
      )}
    </QueryState>
  );
}
