import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { UNREAD_POLL_MS } from '@mall/contract/chat';
import { listStoreThreads, openStoreThread } from '@mall/api-client/chat';
import { useApi } from '../../shared/api-context';
import { useChatSocket } from '../hooks/use-chat-socket';
import type { ChatTarget } from '../utils/chat-target';
import { chatKeys } from './chat-keys';

/**
 * The buyer's conversations with stores, most recent first, with their unread counts (`storeChat!threads`).
 * Kept fresh by the socket; polled every UNREAD_POLL_MS while it is down.
 */
export function useStoreThreads(enabled: boolean) {
  const api = useApi();
  const { connected } = useChatSocket();
  return useQuery({
    queryKey: chatKeys.threads(),
    queryFn: () => listStoreThreads(api, 1),
    enabled,
    refetchInterval: connected ? false : UNREAD_POLL_MS,
  });
}

/** Opens (or finds) the conversation with a store, about a product or an order when given (`storeChat!open`). */
export function useOpenStoreThread() {
  const api = useApi();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (t: ChatTarget) => openStoreThread(api, t),
    onSuccess: () => { void qc.invalidateQueries({ queryKey: chatKeys.threads() }); },
  });
}
