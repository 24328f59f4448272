import { useQuery } from '@tanstack/react-query';
import { UNREAD_POLL_MS } from '@mall/contract/chat';
import { getBuyerUnread, type UnreadCounts } from '@mall/api-client/chat';
import { useApi } from '../../shared/api-context';
import { useToken } from '../../shared/utils/session';
import { chatKeys } from '../api/chat-keys';
import { useChatSocket } from './use-chat-socket';

export interface UnreadSummary extends UnreadCounts {
  /** Support and stores together: the header's badge. */
  total: number;
}

const none: UnreadSummary = { support: 0, stores: 0, total: 0 };

/**
 * Unread messages from support and from stores. Read once, then kept live by the socket's
 * `chat.unread` events; polled every UNREAD_POLL_MS only while the socket is down. Zero for guests.
 */
export function useUnreadCounts(): UnreadSummary {
  const api = useApi();
  const signedIn = Boolean(useToken());
  const { connected } = useChatSocket();
  const { data } = useQuery({
    queryKey: chatKeys.unread(),
    queryFn: () => getBuyerUnread(api),
    enabled: signedIn,
    refetchInterval: connected ? false : UNREAD_POLL_MS,
    // A badge that could not refresh is not worth a toast.
    meta: { silent: true },
  });
  if (!signedIn || !data) return none;
  return { ...data, total: data.support + data.stores };
}
