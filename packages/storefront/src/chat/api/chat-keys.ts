import type { ThreadRef } from '@mall/api-client/chat';

// Query keys of the chat: every chat query sits under `chatKeys.all`, so signing in or a reconnected
// socket refreshes counts, conversations and threads at once.

/** A stable key part for a thread. */
export const threadKey = (ref: ThreadRef) => (ref.kind === 'support' ? 'support' : ref.id);

/** Query-key factory of the chat queries. */
export const chatKeys = {
  all: ['chat'] as const,
  unread: () => [...chatKeys.all, 'unread'] as const,
  threads: () => [...chatKeys.all, 'threads'] as const,
  thread: (ref: ThreadRef) => [...chatKeys.all, 'thread', threadKey(ref)] as const,
};
