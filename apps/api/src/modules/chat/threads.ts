import type { ChatConversation, ChatMessage, ChatSubject } from '@mall/contract/chat';
import { AppError } from '../../core/app-error';
import * as repo from './repo';
import type { ConversationRow } from './repo';
import { messageView, versionKey, type ChatService, type Reader } from './service';

const PAGE = 20;
const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : '');

/** A conversation in a list, with the reader's unread count and its subject card. */
export async function conversationView(chat: ChatService, c: ConversationRow, reader: Reader): Promise<ChatConversation> {
  return {
    id: String(c.id),
    kind: c.kind,
    status: c.status,
    buyerId: String(c.user_id),
    buyerName: c.buyer_name,
    sellerId: c.store_id ? String(c.store_id) : '',
    sellerName: c.store_name,
    subject: await subject(chat, c),
    assigneeId: c.assignee_id ? String(c.assignee_id) : '',
    assigneeName: c.assignee_name,
    lastMessage: c.last_message,
    lastMessageAt: iso(c.last_message_at),
    unread: reader === 'buyer' ? c.user_unread : reader === 'seller' || c.kind === 'support' ? c.staff_unread : 0,
    flagged: c.flagged ? 1 : 0,
  };
}

async function subject(chat: ChatService, c: ConversationRow): Promise<ChatSubject | null> {
  if (!c.subject_kind || !c.subject_id) return null;
  if (c.subject_kind === 'product') {
    const p = await repo.productCard(chat.db, c.subject_id);
    return p ? { kind: 'product', id: String(c.subject_id), title: p.title, image: p.image, amount: p.amount } : null;
  }
  const o = await repo.orderCard(chat.db, { id: c.subject_id });
  return o ? { kind: 'order', id: o.title, title: o.title, image: o.image, amount: o.amount } : null;
}

const pageOf = async (chat: ChatService, r: { rows: ConversationRow[]; total: number }, pageNo: number, reader: Reader) => ({
  elements: await Promise.all(r.rows.map((c) => conversationView(chat, c, reader))),
  totalElements: r.total,
  thisPageNumber: pageNo,
  pageSize: PAGE,
});

/** The buyer's conversations with stores, and the seller's inbox. */
export class StoreThreads {
  constructor(private readonly chat: ChatService) {}

  /** Opens (or finds) the buyer's thread with a store, about one of its products or the buyer's order with it. */
  async open(userId: number, about: { sellerId: string; productId: string; orderNo: string }): Promise<ChatConversation> {
    const db = this.chat.db;
    let storeId = /^\d{1,9}$/.test(about.sellerId) ? Number(about.sellerId) : 0;
    let subj: { kind: 'product' | 'order'; id: number } | null = null;
    if (about.orderNo) {
      const o = await repo.orderCard(db, { orderNo: about.orderNo, userId });
      if (!o || (storeId && o.store_id !== storeId)) throw new AppError('ORDER_NOT_FOUND');
      storeId = o.store_id;
      subj = { kind: 'order', id: o.id };
    } else if (about.productId) {
      const p = /^\d{1,9}$/.test(about.productId) ? await repo.productCard(db, Number(about.productId), storeId || undefined) : undefined;
      if (!p) throw new AppError('GOODS_NOT_FOUND');
      storeId = p.store_id;
      subj = { kind: 'product', id: Number(about.productId) };
    }
    const store = storeId ? await repo.storeExists(db, storeId) : undefined;
    if (!store) throw new AppError('STORE_NOT_FOUND');
    const c = await repo.storeConversation(db, userId, storeId, subj);
    return conversationView(this.chat, c, 'buyer');
  }

  async buyerThreads(userId: number, pageNo: number) {
    return pageOf(this.chat, await repo.listConversations(this.chat.db, { where: repo.where.buyerStores(userId), page: pageNo, size: PAGE }), pageNo, 'buyer');
  }

  async buyerPage(userId: number, conversationId: string, before: string): Promise<ChatMessage[]> {
    const load = async () => this.chat.page(await this.chat.owned(conversationId, { buyer: userId }), 'buyer', before);
    return before ? load() : this.chat.cache.get(versionKey.user(userId), `user:${userId}:c${conversationId}`, load);
  }

  async buyerSend(userId: number, conversationId: string, type: string, content: string): Promise<ChatMessage> {
    const c = await this.chat.owned(conversationId, { buyer: userId });
    if (c.kind !== 'store') throw new AppError('CHAT_NOT_FOUND');
    const body = await this.chat.checkContent('user', userId, type, content);
    return messageView(await this.chat.write(c, 'buyer', userId, body.type, body.content), c, 'buyer');
  }

  async sellerThreads(sellerId: number, q: { pageNo: number; status: 'open' | 'closed' | 'all'; keyword: string }) {
    const store = await repo.storeOfSeller(this.chat.db, sellerId);
    if (!store) return { elements: [], totalElements: 0, thisPageNumber: q.pageNo, pageSize: PAGE };
    return pageOf(this.chat, await repo.listConversations(this.chat.db, { where: repo.where.store(store, q.status, q.keyword), page: q.pageNo, size: PAGE }), q.pageNo, 'seller');
  }

  async sellerPage(sellerId: number, conversationId: string, before: string): Promise<ChatMessage[]> {
    const load = async () => this.chat.page(await this.chat.owned(conversationId, { seller: sellerId }), 'seller', before);
    return before ? load() : this.chat.cache.get(versionKey.seller(sellerId), `seller:${sellerId}:c${conversationId}`, load);
  }

  async sellerSend(sellerId: number, conversationId: string, type: string, content: string): Promise<ChatMessage> {
    const c = await this.chat.owned(conversationId, { seller: sellerId });
    const body = await this.chat.checkContent('seller', sellerId, type, content);
    return messageView(await this.chat.write(c, 'seller', sellerId, body.type, body.content), c, 'seller');
  }

  async sellerSetStatus(sellerId: number, conversationId: string, to: 'open' | 'closed'): Promise<void> {
    const c = await this.chat.owned(conversationId, { seller: sellerId });
    const changed = to === 'closed' ? await repo.close(this.chat.db, c, sellerId) : await repo.reopen(this.chat.db, c.id);
    if (changed) await this.chat.tell({ t: 'conv', conv: c.id, user: c.user_id, seller: c.seller_id, support: false });
  }
}
