import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import { usePageTitle } from '../../shared/hooks/use-page-title';
import { getToken, setToken, useToken } from '../../shared/utils/session';
import type { ChatLinks } from '../chat-links';
import { targetFromQuery } from '../utils/chat-target';
import { ChatGuest } from './chat-guest';
import { ChatWindow } from './chat-window';

export interface ChatWindowPageProps {
  links: ChatLinks;
}

/**
 * The chat on a page of its own, as a chat link opens it in a new window: `token` signs the window
 * in (and is then taken out of the address), `partnerId` / `productId` / `orderNo` choose the
 * conversation (none = customer service), `name` and `avatar` show who is chatting.
 */
export function ChatWindowPage({ links }: ChatWindowPageProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { pathname, search } = useLocation();
  // Read once: the link's parameters, before the token leaves the address.
  const [link] = useState(() => ({ target: targetFromQuery(params), name: params.get('name') ?? '', avatar: params.get('avatar') ?? '', token: params.get('token') ?? '' }));
  const target = useMemo(() => link.target, [link]);
  // The link's session replaces this browser's before anything loads with the old one.
  const [ready, setReady] = useState(() => !link.token || getToken() === link.token);
  useLayoutEffect(() => {
    if (ready) return;
    setToken(link.token);
    setReady(true);
  }, [ready, link.token]);
  const signedIn = Boolean(useToken());
  usePageTitle(t('chat:title'));

  useEffect(() => {
    if (!params.has('token')) return;
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      next.delete('token');
      return next;
    }, { replace: true });
  }, [params, setParams]);

  if (!ready) return null;
  return (
    <Box sx={{ height: '100dvh', display: 'flex', justifyContent: 'center', backgroundColor: 'background.default', padding: { xs: 0, md: 2 } }}>
      <Paper
        elevation={3}
        component="main"
        sx={{ width: '100%', maxWidth: 960, display: 'flex', flexDirection: 'column', overflow: 'hidden', borderRadius: { xs: 0, md: 2 } }}
      >
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', paddingInline: 2, minHeight: 56, backgroundColor: 'primary.main', color: 'primary.contrastText' }}>
          <SupportAgentOutlined aria-hidden />
          <Typography variant="h6" component="h1" sx={{ flex: 1 }} noWrap>{t('chat:title')}</Typography>
          {link.name && (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
              <Avatar src={link.avatar || undefined} alt="" sx={{ width: 28, height: 28 }} />
              <Typography variant="body2" noWrap data-testid="chat-window-name">{link.name}</Typography>
            </Stack>
          )}
        </Stack>
        {signedIn
          ? <ChatWindow links={links} target={target} autoFocus />
          : <ChatGuest signInHref={links.signIn} returnTo={pathname + search} />}
      </Paper>
    </Box>
  );
}

export default ChatWindowPage;
