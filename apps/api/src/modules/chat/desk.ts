import type { AgentStats, CannedReply, ChatContext, ChatMessage } from '@mall/contract/chat';
import { AppError } from '../../core/app-error';
import * as repo from './repo';
import { messageView, type ChatService } from './service';
import { conversationView } from './threads';

const PAGE = 20;
const MAX_CANNED = 200;
const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : '');

/** The support console: the inbox, taking and assigning, replies, closing, and what agents see beside a thread. */
export class SupportDesk {
  constructor(private readonly chat: ChatService) {}

  async inbox(adminId: number, q: { pageNo: number; box: 'unassigned' | 'mine' | 'all' | 'flagged'; status: 'open' | 'closed' | 'all'; keyword: string }) {
    const r = await repo.listConversations(this.chat.db, { where: repo.where.support(q.box, adminId, q.status, q.keyword), page: q.pageNo, size: PAGE });
    return { elements: await Promise.all(r.rows.map((c) => conversationView(this.chat, c, 'support'))), totalElements: r.total, thisPageNumber: q.pageNo, pageSize: PAGE };
  }

  /** Support threads and flagged store threads are open to every agent. */
  private async visible(conversationId: string) {
    const c = await this.chat.owned(conversationId, { support: true });
    if (c.kind === 'store' && !c.flagged) throw new AppError('CHAT_NOT_FOUND');
    return c;
  }

  async messages(conversationId: string, before: string): Promise<ChatMessage[]> {
    return this.chat.page(await this.visible(conversationId), 'support', before);
  }

  /** Replies in a support thread; an unassigned one becomes the replying agent's. */
  async send(adminId: number, conversationId: string, type: string, content: string): Promise<ChatMessage> {
    const c = await this.chat.owned(conversationId, { support: true });
    if (c.kind !== 'support') throw new AppError('CHAT_NOT_FOUND');
    const body = await this.chat.checkContent('admin', adminId, type, content);
    const m = await this.chat.write(c, 'support', adminId, body.type, body.content);
    const after = await repo.conversationById(this.chat.db, c.id);
    return messageView(m, after ?? c, 'support');
  }

  async assign(callerId: number, conversationId: string, adminId: string): Promise<{ agentId: number }> {
    const c = await this.chat.owned(conversationId, { support: true });
    if (c.kind !== 'support') throw new AppError('CHAT_NOT_FOUND');
    const agentId = adminId ? Number(adminId) : callerId;
    if (!Number.isSafeInteger(agentId) || !(await repo.isSupportAgent(this.chat.db, agentId))) throw new AppError('CHAT_AGENT_INVALID');
    await repo.setAssignee(this.chat.db, c.id, agentId);
    await this.chat.tell({ t: 'conv', conv: c.id, user: c.user_id, seller: null, support: true });
    return { agentId };
  }

  async setStatus(adminId: number, conversationId: string, to: 'open' | 'closed'): Promise<void> {
    const c = await this.chat.owned(conversationId, { support: true });
    if (c.kind !== 'support') throw new AppError('CHAT_NOT_FOUND');
    const changed = to === 'closed' ? await repo.close(this.chat.db, c, adminId) : await repo.reopen(this.chat.db, c.id);
    if (changed) await this.chat.tell({ t: 'conv', conv: c.id, user: c.user_id, seller: null, support: true });
  }

  async withdraw(messageId: string): Promise<{ conversationId: number }> {
    const m = await repo.withdrawMessage(this.chat.db, messageId);
    if (!m) throw new AppError('NOT_FOUND');
    const c = await repo.conversationById(this.chat.db, m.conversation_id);
    if (c) await this.chat.tell({ t: 'msg', conv: c.id, msg: m.id, user: c.user_id, seller: c.seller_id, support: true });
    return { conversationId: m.conversation_id };
  }

  async agents() {
    return (await repo.supportAgents(this.chat.db)).map((a) => ({ id: String(a.id), name: a.name }));
  }

  async stats(): Promise<AgentStats[]> {
    return (await repo.agentStats(this.chat.db)).map((r) => ({
      agentId: String(r.agent_id), agentName: r.agent_name, conversations: r.conversations, replied: r.replied,
      avgFirstReplySeconds: Math.round(r.avg_first_reply), resolved: r.resolved, avgResolutionSeconds: Math.round(r.avg_resolution),
    }));
  }
}

/** The buyer beside a thread: support sees the wallet, a store only its own orders with the buyer. */
export async function chatContext(chat: ChatService, c: repo.ConversationRow, forSupport: boolean): Promise<ChatContext> {
  const r = await repo.buyerContext(chat.db, c.user_id, forSupport ? null : c.store_id, forSupport);
  return {
    buyer: {
      id: String(r.buyer.id), name: r.buyer.name, userCode: r.buyer.usercode, email: forSupport ? r.buyer.email : '', phone: forSupport ? r.buyer.phone : '',
      createdAt: iso(r.buyer.created_at), status: r.buyer.status,
    },
    orders: r.orders.map((o) => ({ orderNo: o.order_no, status: o.status, amount: o.amount, createdAt: iso(o.created_at) })),
    wallet: r.wallet,
  };
}

/** Saved replies of the platform (storeId null) or of one store. */
export class CannedReplies {
  constructor(private readonly chat: ChatService) {}

  async list(storeId: number | null): Promise<CannedReply[]> {
    return (await repo.cannedReplies(this.chat.db, storeId)).map((r) => ({ id: String(r.id), title: r.title, content: r.content }));
  }

  async save(storeId: number | null, input: { id: string; title: string; content: string }): Promise<{ id: string }> {
    const title = input.title.trim();
    const content = input.content.replace(/\r\n?/g, '\n');
    if (!title || title.length > 100) throw new AppError('NAME_REQUIRED');
    if (!content.trim()) throw new AppError('CHAT_EMPTY');
    if ([...content].length > 2000) throw new AppError('CHAT_TOO_LONG');
    const id = input.id ? Number(input.id) : null;
    if (id === null && (await repo.countCanned(this.chat.db, storeId)) >= MAX_CANNED) throw new AppError('OPERATION_FREQUENT');
    const saved = await repo.saveCanned(this.chat.db, storeId, id && Number.isSafeInteger(id) ? id : null, title, content);
    if (!saved) throw new AppError('NOT_FOUND');
    return { id: String(saved) };
  }

  async remove(storeId: number | null, id: string): Promise<void> {
    if (!(await repo.deleteCanned(this.chat.db, storeId, Number(id)))) throw new AppError('NOT_FOUND');
  }
}
