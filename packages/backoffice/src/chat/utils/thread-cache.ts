import type { InfiniteData } from '@tanstack/react-query';
import type { ChatMessage } from '@mall/api-client/chat';

/** A thread as cached: pages newest first, each page newest first; the page parameter is the id it pages back from. */
export type ThreadData = InfiniteData<ChatMessage[], unknown>;

/** Orders message ids (decimal strings up to 18 digits) as numbers, without a float. */
export function compareIds(a: string, b: string): number {
  return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);
}

/**
 * Adds messages to a cached thread: a message already cached is replaced (it may have been withdrawn
 * since), a new one joins the newest page. Answers the same object when nothing changed.
 */
export function withMessages(data: ThreadData | undefined, incoming: readonly ChatMessage[]): ThreadData | undefined {
  if (!data || incoming.length === 0) return data;
  const fresh = new Map(incoming.map((m) => [m.id, m]));
  let changed = false;
  const pages = data.pages.map((page) => page.map((m) => {
    const next = fresh.get(m.id);
    if (!next) return m;
    fresh.delete(m.id);
    if (next.delete_status !== m.delete_status || next.content !== m.content) { changed = true; return next; }
    return m;
  }));
  if (fresh.size > 0) {
    changed = true;
    pages[0] = [...fresh.values(), ...(pages[0] ?? [])].sort((a, b) => compareIds(b.id, a.id));
  }
  return changed ? { ...data, pages } : data;
}

/** Marks one message withdrawn in a cached thread (its content is gone for everyone). */
export function withWithdrawn(data: ThreadData | undefined, messageId: string): ThreadData | undefined {
  if (!data) return data;
  return { ...data, pages: data.pages.map((page) => page.map((m) => (m.id === messageId ? { ...m, delete_status: 1, content: '' } : m))) };
}

/** The thread oldest first, as it is read, each message once. */
export function chronological(data: ThreadData | undefined): ChatMessage[] {
  if (!data) return [];
  const seen = new Set<string>();
  const out: ChatMessage[] = [];
  for (const m of data.pages.flat()) {
    if (seen.has(m.id)) continue;
    seen.add(m.id);
    out.push(m);
  }
  return out.sort((a, b) => compareIds(a.id, b.id));
}
