import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LanguageMenu } from '@mall/ui/language-menu';
import { useSetPasswordFromLink } from '../api/set-password-from-link';

/** The landing page of an approved applicant's link: choose the seller password (once), then sign in. */
export function SetPasswordPage({ signInHref }: { signInHref: string }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [shown, setShown] = useState(false);
  const set = useSetPasswordFromLink();
  const lengthError = password.length < 8 || password.length > 64 ? t('merchant:setPassword.hint') : undefined;
  const mismatch = password !== confirm ? t('merchant:setPassword.mismatch') : undefined;
  const submit = () => {
    setShown(true);
    if (lengthError || mismatch) return;
    // A refused link is shown by the app's QueryClient.
    set.mutate({ token, password });
  };
  return (
    <Box sx={{ minHeight: '100vh', backgroundColor: 'background.default' }}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', padding: 2 }}><LanguageMenu /></Box>
      <Paper variant="outlined" sx={{ maxWidth: 440, marginInline: 'auto', padding: 4 }}>
        <Typography variant="h5" component="h1" sx={{ marginBlockEnd: 1 }}>{t('merchant:setPassword.title')}</Typography>
        {!token ? <Alert severity="warning">{t('merchant:setPassword.missing')}</Alert> : set.isSuccess ? (
          <Stack spacing={2}>
            <Alert severity="success" role="status">{t('merchant:setPassword.done', { email: set.data.email })}</Alert>
            <Button component={RouterLink} to={signInHref} variant="contained">{t('merchant:setPassword.signIn')}</Button>
          </Stack>
        ) : (
          <Stack component="form" spacing={2} noValidate onSubmit={(e) => { e.preventDefault(); submit(); }}>
            <Typography color="text.secondary">{t('merchant:setPassword.intro')}</Typography>
            <TextField type="password" required label={t('merchant:setPassword.password')} value={password} autoComplete="new-password"
              onChange={(e) => setPassword(e.target.value)} error={shown && Boolean(lengthError)} helperText={t('merchant:setPassword.hint')} />
            <TextField type="password" required label={t('merchant:setPassword.confirm')} value={confirm} autoComplete="new-password"
              onChange={(e) => setConfirm(e.target.value)} error={shown && Boolean(mismatch)} helperText={shown ? mismatch : undefined} />
            <Button type="submit" variant="contained" disabled={set.isPending}>{t('merchant:setPassword.submit')}</Button>
          </Stack>
        )}
      </Paper>
    </Box>
  );
}
