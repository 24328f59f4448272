import type { ChatListQuery } from './chat-backend';

/** Query keys of the chat screens (each app has its own cache). A new message refreshes `lists` and `unread`. */
export const chatKeys = {
  all: () => ['chat'] as const,
  lists: () => ['chat', 'list'] as const,
  list: (q: ChatListQuery) => ['chat', 'list', q] as const,
  unread: () => ['chat', 'unread'] as const,
  /** The console's per-tab counts (admin). */
  boxCounts: () => ['chat', 'unread', 'boxes'] as const,
  messages: (conversationId: string) => ['chat', 'messages', conversationId] as const,
  context: (conversationId: string) => ['chat', 'context', conversationId] as const,
  canned: () => ['chat', 'canned'] as const,
};
