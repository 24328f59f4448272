import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useToast } from '@mall/ui/toast-provider';
import { errorMessage } from '../../shared/utils/errors';
import { useSubscribe } from '../api/referral';

/** The footer's newsletter form (`subscribe!add`); an address already subscribed is refused by the server. */
export function SubscribeForm() {
  const { t } = useTranslation();
  const toast = useToast();
  const [email, setEmail] = useState('');
  const subscribe = useSubscribe();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    subscribe.mutate(email, {
      onSuccess: () => { setEmail(''); toast.show(t('referral:subscribe.done'), 'success'); },
    });
  };
  return (
    <Stack component="form" spacing={1} onSubmit={submit} aria-labelledby="subscribe-title" sx={{ maxWidth: 420 }}>
      <Typography id="subscribe-title" variant="subtitle1" component="h2">{t('referral:subscribe.title')}</Typography>
      <Typography variant="body2" color="text.secondary">{t('referral:subscribe.intro')}</Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        {/* Named by the heading ("Newsletter"), not "Email …", so it is never taken for the page's sign-in field. */}
        <TextField type="email" size="small" fullWidth required placeholder={t('referral:subscribe.label')} value={email}
          slotProps={{ htmlInput: { 'aria-labelledby': 'subscribe-title', autoComplete: 'email' } }}
          onChange={(e) => { setEmail(e.target.value); subscribe.reset(); }}
          error={subscribe.isError} helperText={subscribe.isError ? errorMessage(subscribe.error, t) : undefined} />
        <Button type="submit" variant="contained" disabled={subscribe.isPending || !email.trim()}>{t('referral:subscribe.submit')}</Button>
      </Stack>
    </Stack>
  );
}
