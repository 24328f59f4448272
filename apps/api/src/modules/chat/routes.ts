import { adminChatApi as a, buyerChatApi as b, sellerChatApi as s } from '@mall/contract/chat';
import { AppError } from '../../core/app-error';
import type { Registry } from '../../core/rpc';
import * as repo from './repo';
import { chatContext, type CannedReplies, type SupportDesk } from './desk';
import type { ChatService } from './service';
import type { StoreThreads } from './threads';

/** Polled routes may reuse the caller's session for this long (a poll with nothing new reads no table). */
const POLL = { sessionCacheMs: 30_000 } as const;
const SEND = { rateLimit: 120 } as const;

/** Text arrives URL-encoded by the clients: decoded once here (a `%` that is not an escape stays as typed). */
function decodeText(type: string, content: string): string {
  if (type !== 'text') return content;
  try { return decodeURIComponent(content); } catch { return content; }
}

export interface ChatParts { chat: ChatService; threads: StoreThreads; desk: SupportDesk; canned: CannedReplies }

export function buyerChatRoutes(api: Registry<'user'>, { chat, threads }: ChatParts): void {
  api.serve(b.list, POLL, ({ auth, input }) => chat.supportPage(auth.id, input.message_id));
  api.serve(b.send, SEND, ({ auth, input }) => chat.supportSend(auth.id, input.type, decodeText(input.type, input.content)));
  api.serve(b.unread, POLL, async ({ auth }) => (auth ? (await chat.buyerCounts(auth.id)).support : 0));
  api.serve(b.storeUnread, POLL, async ({ auth }) => (auth ? (await chat.buyerCounts(auth.id)).stores : 0));
  api.serve(b.counts, POLL, ({ auth }) => chat.buyerCounts(auth.id));
  api.serve(b.threads, ({ auth, input }) => threads.buyerThreads(auth.id, input.pageNo));
  api.serve(b.open, { rateLimit: 120 }, ({ auth, input }) => threads.open(auth.id, input));
  api.serve(b.messages, POLL, ({ auth, input }) => threads.buyerPage(auth.id, input.conversationId, input.message_id));
  api.serve(b.sendTo, SEND, ({ auth, input }) => threads.buyerSend(auth.id, input.conversationId, input.type, decodeText(input.type, input.content)));
}

async function sellerStore(chat: ChatService, sellerId: number): Promise<number> {
  const store = await repo.storeOfSeller(chat.db, sellerId);
  if (!store) throw new AppError('STORE_NOT_FOUND');
  return store;
}

export function sellerChatRoutes(api: Registry<'seller'>, { chat, threads, canned }: ChatParts): void {
  api.serve(s.threads, ({ auth, input }) => threads.sellerThreads(auth.id, input));
  api.serve(s.messages, POLL, ({ auth, input }) => threads.sellerPage(auth.id, input.conversationId, input.message_id));
  api.serve(s.send, SEND, ({ auth, input }) => threads.sellerSend(auth.id, input.conversationId, input.type, decodeText(input.type, input.content)));
  api.serve(s.unread, POLL, ({ auth }) => chat.sellerUnread(auth.id));
  api.serve(s.close, async ({ auth, input }) => { await threads.sellerSetStatus(auth.id, input.conversationId, 'closed'); return null; });
  api.serve(s.reopen, async ({ auth, input }) => { await threads.sellerSetStatus(auth.id, input.conversationId, 'open'); return null; });
  api.serve(s.context, async ({ auth, input }) => chatContext(chat, await chat.owned(input.conversationId, { seller: auth.id }), false));
  api.serve(s.canned, async ({ auth }) => canned.list(await sellerStore(chat, auth.id)));
  api.serve(s.saveCanned, async ({ auth, input }) => canned.save(await sellerStore(chat, auth.id), input));
  api.serve(s.deleteCanned, async ({ auth, input }) => { await canned.remove(await sellerStore(chat, auth.id), input.id); return null; });
}

export function adminChatRoutes(api: Registry<'admin'>, { chat, desk, canned }: ChatParts): void {
  const roles = ['support'] as const;
  const on = (i: { conversationId: string }) => ({ target: `chat:${i.conversationId}` });
  api.serve(a.inbox, { roles }, ({ auth, input }) => desk.inbox(auth.id, input));
  api.serve(a.unread, { roles, ...POLL }, ({ auth }) => chat.supportCounts(auth.id));
  api.serve(a.messages, { roles }, ({ input }) => desk.messages(input.conversationId, input.message_id));
  api.serve(a.send, { roles, ...SEND, audit: (i, r) => ({ target: `chat:${i.conversationId}`, detail: { type: i.type, messageId: (r as { id?: string } | null)?.id } }) },
    ({ auth, input }) => desk.send(auth.id, input.conversationId, input.type, decodeText(input.type, input.content)));
  api.serve(a.assign, { roles, audit: (i) => ({ ...on(i), detail: { adminId: i.adminId || 'self' } }) }, async ({ auth, input }) => { await desk.assign(auth.id, input.conversationId, input.adminId); return null; });
  api.serve(a.close, { roles, audit: on }, async ({ auth, input }) => { await desk.setStatus(auth.id, input.conversationId, 'closed'); return null; });
  api.serve(a.reopen, { roles, audit: on }, async ({ auth, input }) => { await desk.setStatus(auth.id, input.conversationId, 'open'); return null; });
  api.serve(a.withdraw, { roles, audit: (i) => ({ target: `chat-message:${i.messageId}` }) }, async ({ input }) => { await desk.withdraw(input.messageId); return null; });
  api.serve(a.context, { roles }, async ({ input }) => chatContext(chat, await chat.owned(input.conversationId, { support: true }), true));
  api.serve(a.agents, { roles }, () => desk.agents());
  api.serve(a.stats, { roles }, () => desk.stats());
  api.serve(a.canned, { roles }, () => canned.list(null));
  api.serve(a.saveCanned, { roles, audit: (i, r) => ({ target: `chat-canned:${(r as { id: string }).id}`, detail: { title: i.title } }) }, ({ input }) => canned.save(null, input));
  api.serve(a.deleteCanned, { roles, audit: (i) => ({ target: `chat-canned:${i.id}` }) }, async ({ input }) => { await canned.remove(null, input.id); return null; });
  api.serve(a.filter, { roles }, async () => { const f = await chat.contentFilter(); return { words: f.words, patterns: f.patterns }; });
  api.serve(a.saveFilter, { roles, audit: (i) => ({ target: 'chat-filter', detail: i }) }, ({ input }) => chat.saveFilter(input.words, input.patterns));
}
