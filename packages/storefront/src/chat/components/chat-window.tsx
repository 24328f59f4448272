import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ChatConversation, ThreadRef } from '@mall/api-client/chat';
import { PageSpinner } from '@mall/ui/query-state';
import { useToken } from '../../shared/utils/session';
import { useOpenStoreThread, useStoreThreads } from '../api/store-threads';
import type { ChatLinks } from '../chat-links';
import { useUnreadCounts } from '../hooks/use-unread-counts';
import { isStoreTarget, type ChatTarget } from '../utils/chat-target';
import { ChatThread } from './chat-thread';

export interface ChatWindowProps {
  links: ChatLinks;
  /** The conversation to show first: a store's (opened on the server when new), or support. */
  target?: ChatTarget | null;
  /** Bumped by the caller to show `target` again (the same store asked for twice). */
  request?: number;
  autoFocus?: boolean;
}

const SUPPORT = 'support';

function TabLabel({ text, unread }: { text: string; unread: number }) {
  return (
    <Badge badgeContent={unread} color="error" max={99} sx={{ '& .MuiBadge-badge': { insetInlineEnd: -10 } }}>
      <Box component="span" sx={{ maxWidth: 140, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{text}</Box>
    </Badge>
  );
}

/**
 * The signed-in buyer's chat: a tab for customer service and one per store conversation, each with
 * its unread count, above the chosen thread.
 */
export function ChatWindow({ links, target, request = 0, autoFocus = false }: ChatWindowProps) {
  const { t } = useTranslation();
  const signedIn = Boolean(useToken());
  const counts = useUnreadCounts();
  const threads = useStoreThreads(signedIn);
  const opener = useOpenStoreThread();
  const [selected, setSelected] = useState(SUPPORT);
  // The conversation just opened, until the list has it.
  const [opened, setOpened] = useState<ChatConversation | null>(null);
  const openThread = opener.mutate;

  useEffect(() => {
    if (!isStoreTarget(target)) {
      setSelected(SUPPORT);
      return;
    }
    openThread(target, {
      onSuccess: (c) => { setOpened(c); setSelected(c.id); },
      onError: () => setSelected(SUPPORT),
    });
    // A new request for the same target opens it again.
  }, [request, target?.sellerId, target?.productId, target?.orderNo, openThread]);

  const list = threads.data?.elements ?? [];
  const conversations = opened && !list.some((c) => c.id === opened.id) ? [opened, ...list] : list;
  const current = conversations.find((c) => c.id === selected);
  const ref: ThreadRef = current ? { kind: 'conversation', id: current.id } : { kind: 'support' };
  const value = current ? current.id : SUPPORT;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', flex: 1, minHeight: 0 }}>
      <Tabs
        value={value}
        onChange={(_, v: string) => setSelected(v)}
        variant="scrollable"
        scrollButtons="auto"
        aria-label={t('chat:conversations')}
        sx={{ borderBlockEnd: 1, borderColor: 'divider', minHeight: 40, '& .MuiTab-root': { minHeight: 40, textTransform: 'none', paddingInline: 2.5 } }}
      >
        <Tab value={SUPPORT} label={<TabLabel text={t('chat:customerService')} unread={value === SUPPORT ? 0 : counts.support} />} />
        {conversations.map((c) => (
          <Tab key={c.id} value={c.id} label={<TabLabel text={c.sellerName} unread={value === c.id ? 0 : c.unread} />} />
        ))}
      </Tabs>
      {opener.isPending
        ? <PageSpinner />
        : <ChatThread key={value} threadRef={ref} subject={current?.subject} links={links} autoFocus={autoFocus} />}
    </Box>
  );
}
