import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useCurrentUser } from '../../shared/hooks/use-current-user';

/** The promotion page's address: `lang` and the buyer's `avatar` as query parameters. */
export function promoteHref(promotePath: string, lang: string, avatar: string): string {
  const q = new URLSearchParams({ lang, avatar });
  return `${promotePath}?${q.toString()}`;
}

/**
 * /merchantSettled: opens the promotion page in a new window once, and offers a link in case the
 * browser blocked the pop-up.
 */
export function MerchantSettled({ promotePath }: { promotePath: string }) {
  const { t, i18n } = useTranslation();
  const { user, loading } = useCurrentUser();
  const href = promoteHref(promotePath, i18n.language, user?.avatar ?? '');
  const opened = useRef(false);
  useEffect(() => {
    if (loading || opened.current) return;
    opened.current = true;
    window.open(href, '_blank', 'noopener');
  }, [href, loading]);
  return (
    <Paper variant="outlined" sx={{ padding: { xs: 3, md: 5 }, marginBlock: 4, textAlign: 'center' }}>
      <Typography variant="h5" component="h1">{t('merchant:settled.title')}</Typography>
      <Typography color="text.secondary" sx={{ marginBlock: 2 }}>{t('merchant:settled.text')}</Typography>
      <Button variant="contained" href={href} target="_blank" rel="noopener">{t('merchant:settled.open')}</Button>
    </Paper>
  );
}
