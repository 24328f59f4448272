import { useEffect } from 'react';
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CHAT_PAGE_SIZE, CHAT_POLL_MS, UNREAD_POLL_MS } from '@mall/contract/chat';
import type { ChatMessageType } from '@mall/api-client/chat';
import { addToThread, refreshNewest, useChatLive } from '../hooks/chat-live';
import { withWithdrawn, type ThreadData } from '../utils/thread-cache';
import type { ChatListQuery } from './chat-backend';
import { chatKeys } from './chat-keys';

/** The navigation badge: unread conversations' messages; polled only while the socket is down. */
export function useChatUnread() {
  const { backend, enabled, socketOpen } = useChatLive();
  return useQuery({
    queryKey: chatKeys.unread(),
    queryFn: backend.unread,
    enabled,
    refetchInterval: socketOpen ? false : UNREAD_POLL_MS,
  });
}

/** One page of conversations; refreshed with the counts while the socket is down. */
export function useConversations(q: ChatListQuery) {
  const { backend, enabled, socketOpen } = useChatLive();
  return useQuery({
    queryKey: chatKeys.list(q),
    queryFn: () => backend.list(q),
    enabled,
    placeholderData: keepPreviousData,
    refetchInterval: socketOpen ? false : UNREAD_POLL_MS,
  });
}

/**
 * A thread, paged back from the newest message. While the socket is down the newest page is fetched
 * every CHAT_POLL_MS and merged in; the socket adds messages itself otherwise.
 */
export function useThread(conversationId: string) {
  const { backend, socketOpen } = useChatLive();
  const qc = useQueryClient();
  const query = useInfiniteQuery({
    queryKey: chatKeys.messages(conversationId),
    queryFn: ({ pageParam }) => backend.messages(conversationId, pageParam),
    initialPageParam: '',
    getNextPageParam: (last) => (last.length < CHAT_PAGE_SIZE ? undefined : last[last.length - 1]?.id),
  });
  const loaded = query.isSuccess;
  // Reading a thread marks it read on the server: the lists and counts change with it.
  useEffect(() => {
    if (!loaded) return;
    void qc.invalidateQueries({ queryKey: chatKeys.lists() });
    void qc.invalidateQueries({ queryKey: chatKeys.unread() });
  }, [loaded, conversationId, qc]);
  useEffect(() => {
    if (socketOpen) return undefined;
    const timer = setInterval(() => { void refreshNewest(qc, backend, conversationId).catch(() => {}); }, CHAT_POLL_MS);
    return () => clearInterval(timer);
  }, [socketOpen, backend, conversationId, qc]);
  return query;
}

/** Sends text or a picture URL; the answer joins the thread at once. */
export function useSendMessage(conversationId: string) {
  const { backend } = useChatLive();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ type, content }: { type: ChatMessageType; content: string }) => backend.send(conversationId, type, content),
    // The composer shows its own failed state with a retry; the app's toast would say it twice.
    meta: { silent: true },
    onSuccess: async (message) => {
      addToThread(qc, conversationId, [message]);
      await qc.invalidateQueries({ queryKey: chatKeys.lists() });
      await qc.invalidateQueries({ queryKey: chatKeys.unread() });
    },
  });
}

/** A change to a conversation (close, reopen, take, assign): the lists and counts reload after it. */
export function useConversationAction<Input, Result = void>(call: (input: Input) => Promise<Result>, onSuccess?: (result: Result) => void) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (result: Result) => {
      await qc.invalidateQueries({ queryKey: chatKeys.lists() });
      await qc.invalidateQueries({ queryKey: chatKeys.unread() });
      onSuccess?.(result);
    },
  });
}

/** Support: withdraws a message, which is then shown withdrawn in the cached thread. */
export function useWithdrawMessage(conversationId: string) {
  const { backend } = useChatLive();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (messageId: string) => backend.withdraw!(messageId),
    onSuccess: (_, messageId) => {
      qc.setQueryData<ThreadData>(chatKeys.messages(conversationId), (data) => withWithdrawn(data, messageId));
      void qc.invalidateQueries({ queryKey: chatKeys.lists() });
    },
  });
}

/** The buyer beside the thread: account, recent orders and (support) the wallet. */
export function useChatContext(conversationId: string) {
  const { backend } = useChatLive();
  return useQuery({ queryKey: chatKeys.context(conversationId), queryFn: () => backend.context(conversationId) });
}

/** The saved replies of the store or of support. */
export function useCannedReplies() {
  const { backend, enabled } = useChatLive();
  return useQuery({ queryKey: chatKeys.canned(), queryFn: backend.canned, enabled });
}

export function useSaveCanned(onSuccess?: () => void) {
  const { backend } = useChatLive();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: backend.saveCanned,
    onSuccess: async () => { await qc.invalidateQueries({ queryKey: chatKeys.canned() }); onSuccess?.(); },
  });
}

export function useDeleteCanned(onSuccess?: () => void) {
  const { backend } = useChatLive();
  const qc = useQueryClient();
  return useMutation({
    mutationFn: backend.deleteCanned,
    onSuccess: async () => { await qc.invalidateQueries({ queryKey: chatKeys.canned() }); onSuccess?.(); },
  });
}

export { addToThread };
