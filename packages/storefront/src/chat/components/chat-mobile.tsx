import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import type { ThreadRef } from '@mall/api-client/chat';
import { PageSpinner, QueryState } from '@mall/ui/query-state';
import { usePageTitle } from '../../shared/hooks/use-page-title';
import { useToken } from '../../shared/utils/session';
import { useOpenStoreThread, useStoreThreads } from '../api/store-threads';
import type { ChatLinks } from '../chat-links';
import { useUnreadCounts } from '../hooks/use-unread-counts';
import { isStoreTarget, targetFromQuery } from '../utils/chat-target';
import { ChatConversationList } from './chat-conversation-list';
import { ChatGuest } from './chat-guest';
import { ChatThread } from './chat-thread';

export interface ChatMobileProps {
  links: ChatLinks;
  /** Leaves the chat (the list's back button). */
  onBack: () => void;
}

/**
 * The mobile chat page: the list of conversations (customer service, then stores), or one thread
 * (`?c=<id>` or `?c=support`). `?partnerId=&productId=` (or `orderNo`) opens that store's thread first.
 */
export function ChatMobile({ links, onBack }: ChatMobileProps) {
  const { t } = useTranslation();
  const signedIn = Boolean(useToken());
  const { pathname, search } = useLocation();
  const [params, setParams] = useSearchParams();
  const counts = useUnreadCounts();
  const threads = useStoreThreads(signedIn);
  const opener = useOpenStoreThread();
  const target = targetFromQuery(params);
  const wantsStore = isStoreTarget(target);
  const selected = params.get('c') ?? '';
  const openThread = opener.mutate;

  useEffect(() => {
    if (!signedIn || !wantsStore) return;
    openThread(target, {
      onSuccess: (c) => setParams({ c: c.id }, { replace: true }),
      onError: () => setParams({}, { replace: true }),
    });
  }, [signedIn, wantsStore, target.sellerId, target.productId, target.orderNo, openThread, setParams]);

  const list = threads.data?.elements ?? [];
  const opened = opener.data && !list.some((c) => c.id === opener.data.id) ? [opener.data, ...list] : list;
  const current = opened.find((c) => c.id === selected);
  const inThread = selected === 'support' || Boolean(current);
  const title = current ? current.sellerName : selected === 'support' ? t('chat:customerService') : t('chat:title');
  usePageTitle(title);
  const ref: ThreadRef = current ? { kind: 'conversation', id: current.id } : { kind: 'support' };

  const back = () => (inThread ? setParams({}) : onBack());

  return (
    <Box sx={{ height: '100dvh', display: 'flex', flexDirection: 'column', backgroundColor: 'background.default' }}>
      <AppBar position="static" color="inherit" elevation={0} sx={{ borderBlockEnd: 1, borderColor: 'divider' }}>
        <Toolbar>
          <IconButton edge="start" aria-label={inThread ? t('chat:list.back') : t('common:actions.back')} onClick={back}>
            <ArrowBackIcon sx={{ '&:dir(rtl)': { transform: 'scaleX(-1)' } }} />
          </IconButton>
          <Typography variant="h6" component="h1" sx={{ flex: 1, textAlign: 'center', marginInlineEnd: 5 }} noWrap>{title}</Typography>
        </Toolbar>
      </AppBar>
      {!signedIn ? (
        <ChatGuest signInHref={links.signIn} returnTo={pathname + search} />
      ) : wantsStore || (selected && selected !== 'support' && threads.isPending) ? (
        <PageSpinner />
      ) : inThread ? (
        <Box sx={{ flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column', backgroundColor: 'background.paper' }}>
          <ChatThread key={selected} threadRef={ref} subject={current?.subject} links={links} />
        </Box>
      ) : (
        <Box sx={{ flex: 1, overflowY: 'auto' }}>
          <QueryState isPending={threads.isPending} isError={threads.isError} onRetry={() => void threads.refetch()}>
            <ChatConversationList conversations={opened} supportUnread={counts.support} onSelect={(c) => setParams({ c })} />
          </QueryState>
        </Box>
      )}
    </Box>
  );
}

export default ChatMobile;
