import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useInfiniteQuery, useMutation, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { CHAT_PAGE_SIZE, CHAT_POLL_MS } from '@mall/contract/chat';
import { buyerThread, uploadChatImage, type ChatMessage, type ChatMessageType, type ThreadRef } from '@mall/api-client/chat';
import type { ChatSocketEvent } from '@mall/api-client/chat-socket';
import { useApi } from '../../shared/api-context';
import { chatKeys, threadKey } from '../api/chat-keys';
import { useChatSocket } from './use-chat-socket';

/** A message as a thread shows it: from the server, or one of mine still sending or failed. */
export interface ThreadMessage extends ChatMessage {
  state?: 'sending' | 'failed';
}

type Pages = InfiniteData<ChatMessage[], string>;


interface Pending {
  localId: string;
  thread: string;
  type: ChatMessageType;
  content: string;
  state: 'sending' | 'failed';
  createdAt: string;
  /** The newest message id of the thread when it was written: its echo comes after. */
  after: string;
}

/** Compares message ids (they grow with time). */
const compareIds = (a: string, b: string) => a.length - b.length || (a > b ? 1 : a < b ? -1 : 0);
/** Newest first. */
const newestFirst = (a: ChatMessage, b: ChatMessage) => compareIds(b.id, a.id);

/**
 * Puts messages into a thread's pages: ones already there are replaced (a withdrawal changes a
 * message), new ones go to the newest page. Answers whether any new one came from the other side.
 */
function mergeNewest(qc: QueryClient, key: readonly unknown[], incoming: readonly ChatMessage[]): boolean {
  let fromThem = false;
  qc.setQueryData<Pages>(key, (data) => {
    if (!data) return data;
    const byId = new Map(incoming.map((m) => [m.id, m]));
    const pages = data.pages.map((page) => page.map((m) => {
      const next = byId.get(m.id);
      if (next) byId.delete(m.id);
      return next ?? m;
    }));
    const fresh = [...byId.values()];
    if (fresh.length === 0) return { ...data, pages };
    fromThem = fresh.some((m) => m.send_receive === 'receive');
    pages[0] = [...fresh, ...(pages[0] ?? [])].sort(newestFirst);
    return { ...data, pages };
  });
  return fromThem;
}

export interface UseThreadOptions {
  /** The thread is on screen: it is read, kept live and polled while the socket is down. */
  open?: boolean;
}

/**
 * A buyer's thread (support or a store): pages newest first, paging back with `message_id`; new
 * messages from the socket; polled every CHAT_POLL_MS only while the socket is down and the thread is
 * open. Sending is optimistic: a message shows at once, then as failed with a retry if it could not go.
 */
export function useThread(ref: ThreadRef | null, { open = true }: UseThreadOptions = {}) {
  const api = useApi();
  const qc = useQueryClient();
  const { connected, subscribe } = useChatSocket();
  const tk = ref ? threadKey(ref) : '';
  // The ref is rebuilt by callers on every render: its key says when it changed.
  const calls = useMemo(() => (ref ? buyerThread(api, ref) : null), [api, tk]);
  const key = useMemo(() => (ref ? chatKeys.thread(ref) : [...chatKeys.all, 'thread', 'none']), [tk]);
  const [pending, setPending] = useState<Pending[]>([]);
  const supportId = useRef('');

  const markedRead = useCallback(() => {
    void qc.invalidateQueries({ queryKey: chatKeys.unread() });
    void qc.invalidateQueries({ queryKey: chatKeys.threads() });
  }, [qc]);

  const query = useInfiniteQuery({
    queryKey: key,
    queryFn: async ({ pageParam }) => {
      const page = await calls!.list(pageParam);
      // Reading the newest page marks the thread read on the server.
      if (!pageParam) markedRead();
      return page;
    },
    initialPageParam: '',
    getNextPageParam: (last: ChatMessage[]) => (last.length < CHAT_PAGE_SIZE ? undefined : last.at(-1)?.id),
    enabled: Boolean(calls) && open,
  });

  const loaded = query.data?.pages.flat() ?? [];
  if (!supportId.current && ref?.kind === 'support' && loaded[0]) supportId.current = loaded[0].conversationId;

  /** Reads the newest page again and merges it (it also marks the thread read). */
  const refreshNewest = useCallback(async () => {
    if (!calls) return;
    const fromThem = mergeNewest(qc, key, await calls.list(''));
    if (fromThem) markedRead();
  }, [calls, qc, key, markedRead]);

  // Live: messages of this conversation from the socket.
  useEffect(() => {
    if (!ref || !open) return undefined;
    return subscribe((e: ChatSocketEvent) => {
      if (e.type !== 'chat.message') return;
      const mine = ref.kind === 'conversation'
        ? e.conversationId === ref.id
        : supportId.current ? e.conversationId === supportId.current : e.message.sender === 'support';
      if (!mine) return;
      if (ref.kind === 'support') supportId.current = e.conversationId;
      if (mergeNewest(qc, key, [e.message])) void refreshNewest().catch(() => {});
    });
  }, [tk, open, subscribe, qc, key, refreshNewest]);

  // Without the socket, an open thread is polled.
  const ready = query.isSuccess;
  useEffect(() => {
    if (!ready || !open || connected) return undefined;
    const timer = setInterval(() => { void refreshNewest().catch(() => {}); }, CHAT_POLL_MS);
    return () => clearInterval(timer);
  }, [ready, open, connected, refreshNewest]);

  const send = useMutation({ mutationFn: (p: Pending) => calls!.send(p.type, p.content) });
  const upload = useMutation({ mutationFn: (file: File) => uploadChatImage(api, file) });

  const deliver = useCallback((p: Pending) => {
    setPending((ps) => ps.map((x) => (x.localId === p.localId ? { ...x, state: 'sending' } : x)));
    send.mutate(p, {
      onSuccess: (sent) => {
        if (ref?.kind === 'support') supportId.current = sent.conversationId;
        // Sent before the first page came: that page (read again) will hold it.
        if (qc.getQueryData(key)) mergeNewest(qc, key, [sent]); else void qc.invalidateQueries({ queryKey: key });
        setPending((ps) => ps.filter((x) => x.localId !== p.localId));
      },
      onError: () => setPending((ps) => ps.map((x) => (x.localId === p.localId ? { ...x, state: 'failed' } : x))),
    });
  }, [send.mutate, qc, key, tk]);

  const post = useCallback((type: ChatMessageType, content: string) => {
    const newest = qc.getQueryData<Pages>(key)?.pages[0]?.[0]?.id ?? '';
    const p: Pending = { localId: `local-${Date.now()}-${Math.random().toString(36).slice(2)}`, thread: tk, type, content, state: 'sending', createdAt: new Date().toISOString(), after: newest };
    setPending((ps) => [...ps, p]);
    deliver(p);
  }, [tk, deliver, qc, key]);

  const messages = useMemo<ThreadMessage[]>(() => {
    const seen = new Set<string>();
    const server = (query.data?.pages.flat() ?? []).filter((m) => !seen.has(m.id) && seen.add(m.id)).reverse();
    // The socket may echo a message of mine before its send has answered: show it once.
    const echoes = server.filter((m) => m.send_receive === 'send');
    const echoed = (p: Pending) => {
      const i = echoes.findIndex((m) => m.type === p.type && m.content === p.content && compareIds(m.id, p.after) > 0);
      if (i < 0) return false;
      echoes.splice(i, 1);
      return true;
    };
    const local = pending.filter((p) => p.thread === tk && !(p.state === 'sending' && echoed(p))).map((p): ThreadMessage => ({
      id: p.localId, send_receive: 'send', type: p.type, content: p.content, createtime: '', targetUsername: '', delete_status: 0,
      conversationId: '', sender: 'buyer', createdAt: p.createdAt, masked: 0, state: p.state,
    }));
    return [...server, ...local];
  }, [query.data, pending, tk]);

  return {
    messages,
    isPending: query.isPending,
    isError: query.isError,
    refetch: query.refetch,
    hasOlder: query.hasNextPage,
    loadingOlder: query.isFetchingNextPage,
    loadOlder: () => { void query.fetchNextPage(); },
    sendText: (text: string) => post('text', text),
    /** Uploads a picture (checked by the composer), then sends its URL. */
    sendPicture: (file: File) => upload.mutate(file, { onSuccess: (url) => post('img', url) }),
    uploading: upload.isPending,
    /** Sends a failed message again. */
    retry: (m: { id: string }) => {
      const p = pending.find((x) => x.localId === m.id);
      if (p) deliver(p);
    },
  };
}
