import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@mall/ui/confirm-dialog';
import { QueryState } from '@mall/ui/query-state';
import { useToast } from '@mall/ui/toast-provider';
import { useBindWithdrawAddress, type BindAddressInput } from '../api/bind-withdraw-address';
import { isValidAddress } from '@mall/domain/chain-address';
import { useChannels } from '../api/get-channels';

const ADDRESS_MAX = 128;

/** Binds the seller's one withdrawal address: a blockchain network (with its coin) and the address, confirmed first. */
export function BindAddressForm() {
  const { t } = useTranslation();
  const toast = useToast();
  const channels = useChannels();
  // One option per network and coin: several channels may share them.
  const networks = [...new Map((channels.data ?? []).filter((c) => c.kind === 'chain').map((c) => [`${c.coin}|${c.blockchain_name}`, c])).values()];
  const [network, setNetwork] = useState('');
  const [address, setAddress] = useState('');
  const [touched, setTouched] = useState(false);
  const [confirming, setConfirming] = useState<BindAddressInput | null>(null);
  const bind = useBindWithdrawAddress({ onSuccess: () => { toast.show(t('seller:wallet.bind.done'), 'success'); setConfirming(null); } });
  const chosen = networks.find((c) => `${c.coin}|${c.blockchain_name}` === network);
  const errors = {
    network: chosen ? null : t('seller:wallet.bind.errors.network'),
    address: !address.trim() ? t('backoffice:validation.required') : address.trim().length > ADDRESS_MAX ? t('backoffice:validation.maxLength', { max: ADDRESS_MAX })
      // The same format check as the buyer's form and the server: a typo must not become the bound address.
      : chosen && !isValidAddress(chosen.blockchain_name, address.trim()) ? t('errors:ADDRESS_FORMAT') : null,
  };
  const show = (k: keyof typeof errors) => (touched ? errors[k] : null);
  const submit = () => {
    setTouched(true);
    if (!chosen || Object.values(errors).some(Boolean)) return;
    setConfirming({ blockchainName: chosen.blockchain_name, coin: chosen.coin, address: address.trim() });
  };

  return (
    <QueryState isPending={channels.isPending} isError={channels.isError} onRetry={() => void channels.refetch()}>
      <Paper component="form" noValidate variant="outlined" sx={{ padding: 3, maxWidth: 640 }} onSubmit={(e: React.FormEvent) => { e.preventDefault(); submit(); }}>
        <Stack spacing={2.5}>
          <Typography component="h2" variant="h6">{t('seller:wallet.bind.title')}</Typography>
          <Alert severity="info">{t('seller:wallet.bind.intro')}</Alert>
          {networks.length === 0 ? (
            <Alert severity="warning">{t('seller:wallet.bind.noNetworks')}</Alert>
          ) : (
            <>
              <TextField
                select
                label={t('seller:wallet.bind.network')}
                value={network}
                onChange={(e) => setNetwork(e.target.value)}
                error={Boolean(show('network'))}
                helperText={show('network')}
                required
                fullWidth
              >
                {networks.map((c) => (
                  <MenuItem key={`${c.coin}|${c.blockchain_name}`} value={`${c.coin}|${c.blockchain_name}`}>{t('seller:wallet.coinOnNetwork', { coin: c.coin, network: c.blockchain_name })}</MenuItem>
                ))}
              </TextField>
              <TextField
                label={t('seller:wallet.bind.address')}
                value={address}
                onChange={(e) => setAddress(e.target.value)}
                error={Boolean(show('address'))}
                helperText={show('address') ?? t('seller:wallet.bind.addressHint')}
                required
                fullWidth
                autoComplete="off"
                slotProps={{ htmlInput: { dir: 'ltr', spellCheck: false } }}
              />
              <Box>
                <Button type="submit" variant="contained" disabled={bind.isPending}>{t('seller:wallet.bind.submit')}</Button>
              </Box>
            </>
          )}
        </Stack>
      </Paper>
      <ConfirmDialog
        open={confirming !== null}
        title={t('seller:wallet.bind.confirmTitle')}
        message={confirming ? t('seller:wallet.bind.confirm', { address: confirming.address, coin: confirming.coin, network: confirming.blockchainName }) : ''}
        confirmLabel={t('seller:wallet.bind.submit')}
        busy={bind.isPending}
        onCancel={() => setConfirming(null)}
        onConfirm={() => confirming && bind.mutate(confirming)}
      />
    </QueryState>
  );
}
