import { useEffect, useId, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import CloseIcon from '@mui/icons-material/Close';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import { useCurrentUser } from '../../shared/hooks/use-current-user';
import { getToken } from '../../shared/utils/session';
import type { ChatLinks } from '../chat-links';
import { useFloatingPosition } from '../hooks/use-floating-position';
import { chatWindowUrl } from '../utils/chat-window-url';
import type { ChatTarget } from '../utils/chat-target';
import { ChatGuest } from './chat-guest';
import { ChatWindow } from './chat-window';

/** The online-service dialog's size. */
export const CHAT_DIALOG_SIZE = { width: 480, height: 680 };

export interface ChatDialogProps {
  onClose: () => void;
  links: ChatLinks;
  target?: ChatTarget | null;
  request?: number;
}

/** `?customerService=1` added to a path: the page it is on opens the chat again. */
function withChatOpen(pathname: string, search: string): string {
  const q = new URLSearchParams(search);
  q.set('customerService', '1');
  return `${pathname}?${q}`;
}

/**
 * The floating online-service dialog (480×680, smaller windows permitting): dragged by its header,
 * kept inside the window, remembered where it was left; closes with its button or Escape. Guests
 * are asked to sign in.
 */
export function ChatDialog({ onClose, links, target, request }: ChatDialogProps) {
  const { t, i18n } = useTranslation();
  const rtl = useTheme().direction === 'rtl';
  const { signedIn, user } = useCurrentUser();
  const { pathname, search } = useLocation();
  const { position, size, handle } = useFloatingPosition(CHAT_DIALOG_SIZE, rtl);
  const titleId = useId();
  const paper = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = paper.current;
    if (el && !el.contains(document.activeElement)) el.focus();
  }, []);

  const openWindow = () => {
    if (!links.window) return;
    const url = chatWindowUrl(links.window, { token: getToken() ?? '', target: target ?? {}, name: user?.username ?? '', lang: i18n.language, avatar: user?.avatar ?? '' });
    window.open(url, '_blank', 'noopener');
    onClose();
  };

  return (
    <Paper
      ref={paper}
      role="dialog"
      aria-labelledby={titleId}
      tabIndex={-1}
      elevation={12}
      data-testid="chat-dialog"
      onKeyDown={(e) => {
        // A picture open full size closes first (its own dialog stops the key).
        if (e.key === 'Escape') { e.stopPropagation(); onClose(); }
      }}
      // The place is physical (the pointer moves in page coordinates): inline style, not flipped for RTL.
      style={{ left: position.x, top: position.y, width: size.width, height: size.height }}
      sx={{ position: 'fixed', zIndex: (theme) => theme.zIndex.modal - 50, display: 'flex', flexDirection: 'column', overflow: 'hidden', borderRadius: 2, outline: 'none' }}
    >
      <Box
        {...handle}
        tabIndex={0}
        aria-label={t('chat:dialog.move')}
        data-testid="chat-dialog-handle"
        sx={{
          display: 'flex', alignItems: 'center', gap: 1, paddingInlineStart: 2, paddingInlineEnd: 0.5, minHeight: 48, flexShrink: 0,
          cursor: 'move', userSelect: 'none', touchAction: 'none', backgroundColor: 'primary.main', color: 'primary.contrastText',
          '&:focus-visible': { outline: '2px solid', outlineOffset: -2 },
        }}
      >
        <SupportAgentOutlined aria-hidden />
        <Typography id={titleId} variant="subtitle1" component="h2" sx={{ flex: 1, fontWeight: 600 }} noWrap>{t('chat:title')}</Typography>
        {signedIn && links.window && (
          <Tooltip title={t('chat:dialog.openWindow')}>
            <IconButton color="inherit" aria-label={t('chat:dialog.openWindow')} onClick={openWindow}><OpenInNewIcon fontSize="small" /></IconButton>
          </Tooltip>
        )}
        <Tooltip title={t('chat:dialog.close')}>
          <IconButton color="inherit" aria-label={t('chat:dialog.close')} onClick={onClose}><CloseIcon /></IconButton>
        </Tooltip>
      </Box>
      {signedIn
        ? <ChatWindow links={links} target={target} request={request} autoFocus />
        : <ChatGuest signInHref={links.signIn} returnTo={withChatOpen(pathname, search)} onSignIn={onClose} />}
    </Paper>
  );
}

export default ChatDialog;
