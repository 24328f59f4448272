import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { WalletSettings } from '@mall/api-client/wallet-staff';
import { parseCount } from '@mall/backoffice/shared/number-input';
import { useToast } from '@mall/ui/toast-provider';
import { QueryData } from '@mall/backoffice/shared/query-data';
import { useWalletSettings } from '../api/get-wallet-settings';
import { useSaveWalletSettings } from '../api/save-wallet-settings';

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Loads the wallet settings and edits them. */
export function WalletSettingsEditor() {
  // Mounted once with the stored values: a background refetch must not wipe what is being typed.
  return <QueryData query={useWalletSettings()}>{(settings) => <WalletSettingsForm settings={settings} />}</QueryData>;
}

/** Withdrawal hours (HH:mm, Shanghai time) and how many withdrawals one account may apply for each day. */
function WalletSettingsForm({ settings }: { settings: WalletSettings }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [form, setForm] = useState({ start: settings.withdrawHoursStart, end: settings.withdrawHoursEnd, count: String(settings.withdrawDailyCount) });
  const [touched, setTouched] = useState(false);
  const save = useSaveWalletSettings({ onSuccess: () => toast.show(t('admin:walletSettings.saved'), 'success') });
  const count = parseCount(form.count);
  const errors = {
    start: HH_MM.test(form.start) ? null : t('admin:walletSettings.errors.time'),
    end: HH_MM.test(form.end) ? null : t('admin:walletSettings.errors.time'),
    count: count === null || count < 1 ? t('admin:walletSettings.errors.count') : null,
  };
  const show = (k: keyof typeof errors) => (touched ? errors[k] : null);
  const submit = () => {
    setTouched(true);
    if (Object.values(errors).some(Boolean)) return;
    save.mutate({ withdrawHoursStart: form.start, withdrawHoursEnd: form.end, withdrawDailyCount: count ?? 1 });
  };
  const time = (k: 'start' | 'end') => (
    <TextField
      type="time"
      label={t(`admin:walletSettings.fields.${k}`)}
      value={form[k]}
      onChange={(e) => setForm((f) => ({ ...f, [k]: e.target.value }))}
      error={Boolean(show(k))}
      helperText={show(k) ?? t('admin:walletSettings.hints.time')}
      required
      fullWidth
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 60, dir: 'ltr' } }}
    />
  );
  return (
    <Paper component="form" noValidate variant="outlined" sx={{ padding: 3, maxWidth: 640 }} onSubmit={(e: React.FormEvent) => { e.preventDefault(); submit(); }}>
      <Stack spacing={2.5}>
        <Typography component="h2" variant="h6">{t('admin:walletSettings.sections.hours')}</Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
          {time('start')}
          {time('end')}
        </Box>
        <Typography variant="body2" color="text.secondary">{t('admin:walletSettings.hints.hours')}</Typography>
        <TextField
          label={t('admin:walletSettings.fields.count')}
          value={form.count}
          onChange={(e) => setForm((f) => ({ ...f, count: e.target.value }))}
          error={Boolean(show('count'))}
          helperText={show('count') ?? t('admin:walletSettings.hints.count')}
          required
          fullWidth
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <Box>
          <Button type="submit" variant="contained" disabled={save.isPending}>{t('backoffice:common.save')}</Button>
        </Box>
      </Stack>
    </Paper>
  );
}
