/** Unread customer-service messages; the chat is a later issue, so this is 0 for now. */
export function useUnreadCount(): number {
  return 0;
}
