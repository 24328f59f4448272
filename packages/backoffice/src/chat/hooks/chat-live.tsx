import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { ChatSocket, defaultSocketUrl, type ChatSocketEvent } from '@mall/api-client/chat-socket';
import type { ChatMessage } from '@mall/api-client/chat';
import { useBackoffice } from '../../shared/backoffice-context';
import type { ChatBackend } from '../api/chat-backend';
import { chatKeys } from '../api/chat-keys';
import { withMessages, type ThreadData } from '../utils/thread-cache';

interface ChatLive {
  backend: ChatBackend;
  /** False when chat is not for this account (an admin without the support role): nothing is asked. */
  enabled: boolean;
  /** True while the websocket is open: the screens do not poll then. */
  socketOpen: boolean;
}

const ChatLiveContext = createContext<ChatLive | null>(null);

/** The surface's chat calls and whether the socket is open; throws outside a `ChatLiveProvider`. */
export function useChatLive(): ChatLive {
  const live = useContext(ChatLiveContext);
  if (!live) throw new Error('useChatLive() needs a ChatLiveProvider around the app shell.');
  return live;
}

/** Whether the staff socket is open (false outside a `ChatLiveProvider`): screens poll only while it is not. */
export function useSocketOpen(): boolean {
  return useContext(ChatLiveContext)?.socketOpen ?? false;
}

/** Adds messages to a cached thread (if that thread is cached at all); true when something changed. */
export function addToThread(qc: QueryClient, conversationId: string, messages: readonly ChatMessage[]): boolean {
  const before = qc.getQueryData<ThreadData>(chatKeys.messages(conversationId));
  const after = qc.setQueryData<ThreadData>(chatKeys.messages(conversationId), (data) => withMessages(data, messages));
  return before !== after;
}

/**
 * Fetches the newest page of a thread and merges it into the cache. Reading it marks the thread read
 * on the server, so when it brought something new the lists and counts are refreshed too.
 */
export async function refreshNewest(qc: QueryClient, backend: ChatBackend, conversationId: string, force = false): Promise<void> {
  const newest = await backend.messages(conversationId, '');
  if (!addToThread(qc, conversationId, newest) && !force) return;
  await qc.invalidateQueries({ queryKey: chatKeys.lists() });
  await qc.invalidateQueries({ queryKey: chatKeys.unread() });
}

export interface ChatLiveProviderProps {
  backend: ChatBackend;
  enabled?: boolean;
  /** The socket address; the page's own host (`/ws`) by default. */
  socketUrl?: string;
  /** Told every event the socket brings (the greeting on each connect too), for what the app keeps beside chat (the seller's notices). */
  onSocketEvent?: (e: ChatSocketEvent, qc: QueryClient) => void;
  children: ReactNode;
}

/**
 * Keeps one websocket open for the signed-in staff member (token of the app's session, surface of the
 * backend): a `chat.message` joins its thread at once and refreshes the lists and counts, `chat.unread`
 * refreshes the counts. When the socket (re)opens everything is reloaded once, to catch up on what was
 * missed while it was down; while it is down, the screens poll instead.
 */
export function ChatLiveProvider({ backend, enabled = true, socketUrl, onSocketEvent, children }: ChatLiveProviderProps) {
  const { session } = useBackoffice();
  const qc = useQueryClient();
  const [socketOpen, setSocketOpen] = useState(false);
  useEffect(() => {
    const token = session.get();
    if (!enabled || !token) return undefined;
    const socket = new ChatSocket({
      url: socketUrl ?? defaultSocketUrl(),
      token,
      surface: backend.surface,
      onStatus: (open) => {
        setSocketOpen(open);
        if (open) void qc.invalidateQueries({ queryKey: chatKeys.all() });
      },
      onEvent: (e) => {
        onSocketEvent?.(e, qc);
        if (e.type === 'chat.message') {
          addToThread(qc, e.conversationId, [e.message]);
          const thread = qc.getQueryCache().find({ queryKey: chatKeys.messages(e.conversationId), exact: true });
          // The thread on screen is read as it arrives; any other only changes the lists and counts.
          if (thread && thread.getObserversCount() > 0) void refreshNewest(qc, backend, e.conversationId, true).catch(() => {});
          else {
            void qc.invalidateQueries({ queryKey: chatKeys.lists() });
            void qc.invalidateQueries({ queryKey: chatKeys.unread() });
          }
        } else if (e.type === 'chat.unread') {
          void qc.invalidateQueries({ queryKey: chatKeys.unread() });
        }
      },
    });
    return () => { socket.close(); setSocketOpen(false); };
  }, [backend, enabled, session, socketUrl, onSocketEvent, qc]);
  return <ChatLiveContext.Provider value={{ backend, enabled, socketOpen }}>{children}</ChatLiveContext.Provider>;
}
