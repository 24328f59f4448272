import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@mall/ui/query-state';
import { SixDigitInput } from '@mall/ui/six-digit-input';
import { useToast } from '@mall/ui/toast-provider';
import { useSafewordSet } from '../api/get-safeword-set';
import { useSetSafeword } from '../api/set-safeword';

const SIX_DIGITS = /^\d{6}$/;

/** Sets the transaction password when there is none, else changes it (old, new, confirmation). */
export function SafewordEditor() {
  const isSet = useSafewordSet();
  return (
    <QueryState isPending={isSet.isPending} isError={isSet.isError} onRetry={() => void isSet.refetch()}>
      {isSet.data !== undefined && <SafewordForm key={String(isSet.data)} change={isSet.data} />}
    </QueryState>
  );
}

function SafewordForm({ change }: { change: boolean }) {
  const { t } = useTranslation();
  const toast = useToast();
  const empty = { old: '', next: '', confirm: '' };
  const [form, setForm] = useState(empty);
  const [touched, setTouched] = useState(false);
  const save = useSetSafeword({
    onSuccess: () => { toast.show(t(change ? 'seller:wallet.safeword.changed' : 'seller:wallet.safeword.saved'), 'success'); setForm(empty); setTouched(false); },
  });
  const errors = {
    old: change && !SIX_DIGITS.test(form.old) ? t('seller:wallet.safeword.errors.digits') : null,
    next: SIX_DIGITS.test(form.next) ? null : t('seller:wallet.safeword.errors.digits'),
    confirm: !SIX_DIGITS.test(form.confirm) ? t('seller:wallet.safeword.errors.digits') : form.confirm !== form.next ? t('seller:wallet.safeword.errors.mismatch') : null,
  };
  const submit = () => {
    setTouched(true);
    if (Object.values(errors).some(Boolean)) return;
    save.mutate({ oldSafeword: change ? form.old : undefined, safeword: form.next, confirm: form.confirm });
  };
  const field = (k: keyof typeof empty, label: string) => {
    const error = touched ? errors[k] : null;
    return (
      <Box>
        <SixDigitInput label={label} value={form[k]} onChange={(v) => setForm((f) => ({ ...f, [k]: v }))} error={Boolean(error)} />
        {error && <Typography variant="caption" color="error" role="alert">{error}</Typography>}
      </Box>
    );
  };
  return (
    <Paper component="form" noValidate variant="outlined" sx={{ padding: 3, maxWidth: 520 }} onSubmit={(e: React.FormEvent) => { e.preventDefault(); submit(); }}>
      <Stack spacing={2.5}>
        <Typography component="h2" variant="h6">{change ? t('seller:wallet.safeword.changeTitle') : t('seller:wallet.safeword.setTitle')}</Typography>
        <Alert severity="info">{t('seller:wallet.safeword.intro')}</Alert>
        {change && field('old', t('seller:wallet.safeword.old'))}
        {field('next', t('seller:wallet.safeword.new'))}
        {field('confirm', t('seller:wallet.safeword.confirm'))}
        <Box>
          <Button type="submit" variant="contained" disabled={save.isPending}>{change ? t('seller:wallet.safeword.changeSubmit') : t('seller:wallet.safeword.setSubmit')}</Button>
        </Box>
      </Stack>
    </Paper>
  );
}
