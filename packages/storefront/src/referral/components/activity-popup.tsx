import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import { useToken } from '../../shared/utils/session';
import { useCurrentActivity } from '../api/referral';

/** Session storage key: the activity already shown in this browser session. */
export const ACTIVITY_SEEN_KEY = 'ES_ACTIVITY_SEEN';

function seen(id: string): boolean {
  try { return sessionStorage.getItem(ACTIVITY_SEEN_KEY) === id; } catch { return false; }
}
function markSeen(id: string): void {
  try { sessionStorage.setItem(ACTIVITY_SEEN_KEY, id); } catch { /* storage off: it may show again */ }
}

/**
 * The admin's pop-up activity for this visitor (the server picks it by audience and language), shown
 * once per browser session, with a close control and a link to its `detailUrl`.
 */
export function ActivityPopup() {
  const { t } = useTranslation();
  const signedIn = Boolean(useToken());
  const activity = useCurrentActivity(signedIn);
  const a = activity.data;
  const [openId, setOpenId] = useState<string | null>(null);
  useEffect(() => {
    if (a && !seen(a.id)) {
      markSeen(a.id);
      setOpenId(a.id);
    }
  }, [a]);
  if (!a || openId !== a.id) return null;
  const close = () => setOpenId(null);
  const external = /^https?:\/\//i.test(a.detailUrl);
  const linkProps = external
    ? { component: 'a' as const, href: a.detailUrl, target: '_blank', rel: 'noopener noreferrer' }
    : { component: RouterLink, to: a.detailUrl };
  return (
    <Dialog open onClose={close} aria-labelledby="activity-popup-title" maxWidth="xs" fullWidth data-testid="activity-popup">
      <DialogTitle id="activity-popup-title" sx={{ paddingInlineEnd: 6 }}>{a.title}</DialogTitle>
      <IconButton aria-label={t('referral:popup.close')} onClick={close} sx={{ position: 'absolute', insetInlineEnd: 8, insetBlockStart: 8 }}>
        <CloseIcon />
      </IconButton>
      {a.imgUrl && (
        <DialogContent>
          <Box component="img" src={a.imgUrl} alt="" sx={{ display: 'block', maxWidth: '100%', marginInline: 'auto' }} />
        </DialogContent>
      )}
      <DialogActions>
        <Button variant="contained" onClick={close} {...linkProps}>{t('referral:popup.open')}</Button>
      </DialogActions>
    </Dialog>
  );
}
