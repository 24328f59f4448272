import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ChatLinks } from '../chat-links';
import type { ChatTarget } from '../utils/chat-target';

/** Opens the chat: on a store's conversation, or customer service without a target. */
export type OpenChat = (target?: ChatTarget) => void;

/** The app's way to open the chat; null where there is none. */
export const OpenChatContext = createContext<OpenChat | null>(null);

/** Provides how this app opens the chat (the mobile app goes to its chat page). */
export function OpenChatProvider({ open, children }: { open: OpenChat; children: ReactNode }) {
  return <OpenChatContext.Provider value={open}>{children}</OpenChatContext.Provider>;
}

/** How to open the chat here; throws outside an `OpenChatProvider` or `ChatDialogProvider`. */
export function useOpenChat(): OpenChat {
  const open = useContext(OpenChatContext);
  if (!open) throw new Error('useOpenChat() needs a ChatDialogProvider or an OpenChatProvider.');
  return open;
}

// Loaded on first opening: pages without the dialog carry only the provider and the badge.
const ChatDialog = lazy(() => import('../components/chat-dialog'));

/** Query parameters that open the dialog on any page. */
export const OPEN_CHAT_PARAMS = ['customerService', 'customer-service'] as const;

export interface ChatDialogProviderProps {
  links: ChatLinks;
  children: ReactNode;
}

/**
 * The floating chat dialog of the desktop storefront and its opener: `useOpenChat()` below opens it,
 * and so does `?customerService=1` or `?customer-service=1` on any page (the parameter is then
 * removed). Closed, the dialog is unmounted, which stops its polling.
 */
export function ChatDialogProvider({ links, children }: ChatDialogProviderProps) {
  const [state, setState] = useState<{ open: boolean; target: ChatTarget | null; request: number }>({ open: false, target: null, request: 0 });
  const open = useCallback<OpenChat>((target) => setState((s) => ({ open: true, target: target ?? null, request: s.request + 1 })), []);
  const close = useCallback(() => setState((s) => ({ ...s, open: false })), []);
  const [params, setParams] = useSearchParams();
  const asked = OPEN_CHAT_PARAMS.some((p) => params.has(p));

  useEffect(() => {
    if (!asked) return;
    open();
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      for (const p of OPEN_CHAT_PARAMS) next.delete(p);
      return next;
    }, { replace: true });
  }, [asked, open, setParams]);

  const value = useMemo(() => open, [open]);
  return (
    <OpenChatContext.Provider value={value}>
      {children}
      {state.open && (
        <Suspense fallback={null}>
          <ChatDialog onClose={close} links={links} target={state.target} request={state.request} />
        </Suspense>
      )}
    </OpenChatContext.Provider>
  );
}
