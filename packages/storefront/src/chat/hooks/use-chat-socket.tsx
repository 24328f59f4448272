import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ChatSocket, defaultSocketUrl, type ChatSocketEvent } from '@mall/api-client/chat-socket';
import { useToken } from '../../shared/utils/session';
import { chatKeys } from '../api/chat-keys';

type Listener = (e: ChatSocketEvent) => void;

export interface ChatSocketState {
  /** True while the socket is open: nothing polls then. */
  connected: boolean;
  /** Listens to the socket's events; answers the unsubscribe. */
  subscribe: (listener: Listener) => () => void;
}

// Without a provider (component tests, a page outside the app's layout) there is no socket: the hooks poll.
const offline: ChatSocketState = { connected: false, subscribe: () => () => {} };
const SocketContext = createContext<ChatSocketState>(offline);

export interface ChatSocketProviderProps {
  children: ReactNode;
  /** The socket's address; the page's own `/ws` by default. */
  url?: string;
  /** The WebSocket constructor (tests pass a fake). */
  WebSocketImpl?: typeof WebSocket;
}

/**
 * One socket per signed-in buyer for the whole app: it keeps the unread counts live (`chat.unread`)
 * and tells the hooks whether to poll. After the socket comes back, what it missed is fetched again.
 */
export function ChatSocketProvider({ children, url, WebSocketImpl }: ChatSocketProviderProps) {
  const token = useToken();
  const queryClient = useQueryClient();
  const [connected, setConnected] = useState(false);
  const listeners = useRef(new Set<Listener>());

  useEffect(() => {
    if (!token) return undefined;
    let wasOpen = false;
    const socket = new ChatSocket({
      url: url ?? defaultSocketUrl(),
      token,
      surface: 'user',
      WebSocketImpl,
      onEvent: (e) => {
        if (e.type === 'chat.unread') {
          queryClient.setQueryData(chatKeys.unread(), e.counts);
          // A store's count lives in its conversation row.
          void queryClient.invalidateQueries({ queryKey: chatKeys.threads() });
        }
        for (const l of listeners.current) l(e);
      },
      onStatus: (open) => {
        setConnected(open);
        // Events sent while the socket was away are lost: read the counts and open threads again.
        if (open && wasOpen) void queryClient.invalidateQueries({ queryKey: chatKeys.all });
        if (open) wasOpen = true;
      },
    });
    return () => {
      socket.close();
      setConnected(false);
    };
  }, [token, url, WebSocketImpl, queryClient]);

  const subscribe = useCallback((listener: Listener) => {
    listeners.current.add(listener);
    return () => { listeners.current.delete(listener); };
  }, []);
  const value = useMemo(() => ({ connected, subscribe }), [connected, subscribe]);
  return <SocketContext.Provider value={value}>{children}</SocketContext.Provider>;
}

/** The app's chat socket: whether it is open, and its events. */
export function useChatSocket(): ChatSocketState {
  return useContext(SocketContext);
}
