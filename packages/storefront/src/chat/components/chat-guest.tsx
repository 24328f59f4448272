import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LockOutlined from '@mui/icons-material/LockOutlined';
import type { FromState } from '../../shared/utils/from-state';

export interface ChatGuestProps {
  signInHref: string;
  /** Where the sign-in page returns to (the chat again). */
  returnTo: string;
  /** Called when the link is followed (the floating dialog closes). */
  onSignIn?: () => void;
}

/** What a guest sees instead of the chat: not signed in, and a way to sign in. */
export function ChatGuest({ signInHref, returnTo, onSignIn }: ChatGuestProps) {
  const { t } = useTranslation();
  const state: FromState = { from: returnTo };
  return (
    <Stack spacing={2} sx={{ flex: 1, alignItems: 'center', justifyContent: 'center', padding: 3, textAlign: 'center' }} data-testid="chat-guest">
      <LockOutlined color="action" sx={{ fontSize: 48 }} aria-hidden />
      <Typography variant="h6" component="p">{t('chat:guest.title')}</Typography>
      <Typography color="text.secondary">{t('chat:guest.message')}</Typography>
      <Button component={RouterLink} to={signInHref} state={state} variant="contained" onClick={onSignIn}>{t('chat:guest.signIn')}</Button>
    </Stack>
  );
}
