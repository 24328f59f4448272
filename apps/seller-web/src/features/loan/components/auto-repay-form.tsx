import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { QueryData } from '@mall/backoffice/shared/query-data';
import { useToast } from '@mall/ui/toast-provider';
import { useAutoRepay, useSetAutoRepay } from '../api/auto-repay';

/** A whole or decimal percentage from 0 to 100, or null. */
export function parsePercent(v: string): number | null {
  const s = v.trim();
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(s)) return null;
  const n = Number(s);
  return n <= 100 ? n : null;
}

function Form({ percent }: { percent: number }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [value, setValue] = useState(String(percent));
  const [touched, setTouched] = useState(false);
  const save = useSetAutoRepay({ onSuccess: () => toast.show(t('seller:loan.autoRepay.saved'), 'success') });
  const invalid = parsePercent(value) === null;
  return (
    <Paper component="form" noValidate variant="outlined" sx={{ padding: 3, maxWidth: 880 }}
      onSubmit={(e: React.FormEvent) => { e.preventDefault(); setTouched(true); if (!invalid) save.mutate(value.trim()); }}>
      <Stack spacing={2}>
        <Typography component="h2" variant="h6">{t('seller:loan.autoRepay.title')}</Typography>
        <Typography variant="body2" color="text.secondary">{t('seller:loan.autoRepay.intro')}</Typography>
        <TextField label={t('seller:loan.autoRepay.percent')} value={value} onChange={(e) => setValue(e.target.value)} sx={{ maxWidth: 280 }}
          error={touched && invalid} helperText={touched && invalid ? t('seller:loan.autoRepay.invalid') : t('seller:loan.autoRepay.hint')}
          slotProps={{ htmlInput: { inputMode: 'decimal', dir: 'ltr' } }} />
        <Box><Button type="submit" variant="outlined" disabled={save.isPending}>{t('backoffice:common.save')}</Button></Box>
      </Stack>
    </Paper>
  );
}

/** The share of each settlement withheld towards the loan until it is cleared (0 = off). */
export function AutoRepayForm() {
  return <QueryData query={useAutoRepay()}>{(percent) => <Form percent={percent} />}</QueryData>;
}
