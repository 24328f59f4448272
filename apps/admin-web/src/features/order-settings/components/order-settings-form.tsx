import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { OrderSettings } from '@mall/api-client/orders';
import { useToast } from '@mall/ui/toast-provider';
import { QueryData } from '@mall/backoffice/shared/query-data';
import { useOrderSettings } from '../api/get-order-settings';
import { useSaveOrderSettings } from '../api/save-order-settings';
import {
  checkSettings, COUNT_FIELDS, draftFromSettings, FEE_FIELDS, RATE_FIELDS, settingsFromDraft, type SettingsDraft, type SettingsField,
} from '../utils/settings-draft';

/** Loads the order settings and edits them. */
export function OrderSettingsEditor() {
  // Mounted once with the stored values: a background refetch must not wipe what is being typed.
  return <QueryData query={useOrderSettings()}>{(settings) => <OrderSettingsForm settings={settings} />}</QueryData>;
}

/** Timeouts (whole minutes and days) and money rules (rates 0..1 and fees, up to 10 decimals). */
function OrderSettingsForm({ settings }: { settings: OrderSettings }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [draft, setDraft] = useState<SettingsDraft>(() => draftFromSettings(settings));
  const [touched, setTouched] = useState(false);
  const save = useSaveOrderSettings({ onSuccess: () => toast.show(t('admin:orderSettings.saved'), 'success') });
  const problems = checkSettings(draft);
  const submit = () => {
    setTouched(true);
    if (Object.keys(problems).length) return;
    save.mutate(settingsFromDraft(draft));
  };
  const field = (k: SettingsField, hint: string) => {
    const problem = touched ? problems[k] : undefined;
    return (
      <TextField
        key={k}
        label={t(`admin:orderSettings.fields.${k}`)}
        value={draft[k]}
        onChange={(e) => setDraft((d) => ({ ...d, [k]: e.target.value }))}
        error={Boolean(problem)}
        helperText={problem ? t(`admin:orderSettings.errors.${problem}`) : t(`admin:orderSettings.hints.${hint}`)}
        required
        fullWidth
        slotProps={{ htmlInput: { inputMode: hint === 'count' ? 'numeric' : 'decimal', dir: 'ltr' } }}
      />
    );
  };
  const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } };
  return (
    <Paper component="form" noValidate variant="outlined" sx={{ padding: 3, maxWidth: 760 }} onSubmit={(e: React.FormEvent) => { e.preventDefault(); submit(); }}>
      <Stack spacing={2.5}>
        <Typography component="h2" variant="h6">{t('admin:orderSettings.sections.timeouts')}</Typography>
        <Box sx={grid}>{COUNT_FIELDS.map((k) => field(k, 'count'))}</Box>
        <Typography component="h2" variant="h6">{t('admin:orderSettings.sections.money')}</Typography>
        <Box sx={grid}>
          {RATE_FIELDS.map((k) => field(k, 'rate'))}
          {FEE_FIELDS.map((k) => field(k, 'fee'))}
        </Box>
        <Box>
          <Button type="submit" variant="contained" disabled={save.isPending}>{t('backoffice:common.save')}</Button>
        </Box>
      </Stack>
    </Paper>
  );
}
