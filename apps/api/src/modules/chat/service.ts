import type { ChatMessage, ChatSender, UnreadCounts } from '@mall/contract/chat';
import { CHAT_MAX_TEXT, CHAT_PAGE_SIZE } from '@mall/contract/chat';
import { formatWireTime } from '@mall/domain/time';
import type { Db } from '../../db/client';
import { AppError } from '../../core/app-error';
import type { Actor } from '../../core/auth';
import type { SysparaService } from '../platform/syspara';
import type { Fanned, Fanout } from './fanout';
import { ContentFilter, DEFAULT_FILTER, parseFilter } from './filter';
import { PollCache } from './poll-cache';
import * as repo from './repo';
import type { ConversationRow, MessageRow } from './repo';

const MAX_IMAGE_BYTES = 2 * 1024 * 1024;
const FILTER_WORDS = 'chat_filter_words';
const FILTER_PATTERNS = 'chat_filter_patterns';

/** The version key of an account's polls: a buyer, a seller, or the support desk as a whole. */
export const versionKey = {
  user: (id: number) => `user:${id}`,
  seller: (id: number) => `seller:${id}`,
  support: 'support',
};

/** Which side reads: buyers see their own messages as "send", sellers theirs, agents support's. */
export type Reader = ChatSender;

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : '');

/** A message as a reader sees it. */
export function messageView(m: MessageRow, c: ConversationRow, reader: Reader): ChatMessage {
  const other = reader === 'buyer' ? (c.kind === 'support' ? c.assignee_name || 'Customer service' : c.store_name) : c.buyer_name;
  return {
    id: m.id,
    send_receive: m.sender === reader ? 'send' : 'receive',
    type: m.type,
    content: m.withdrawn ? '' : m.content,
    createtime: formatWireTime(m.created_at).slice(0, 16),
    targetUsername: other,
    delete_status: m.withdrawn ? 1 : 0,
    conversationId: String(c.id),
    sender: m.sender,
    createdAt: iso(m.created_at),
    masked: m.masked ? 1 : 0,
  };
}

/**
 * Messages and their rules: who may read and write which conversation, message checks (length,
 * picture, rate, filter), unread counters, and what every process is told after a write.
 */
export class ChatService {
  readonly cache = new PollCache();
  /** Set when the module starts: the fan-out to every server process. */
  fanout: Fanout | null = null;
  private filter: { at: number; value: ContentFilter } | null = null;

  constructor(readonly db: Db, private readonly sysparas: SysparaService, private readonly sendPerMinute: number) {}

  async ensureDefaults(): Promise<void> {
    await this.sysparas.ensure([
      { code: FILTER_WORDS, value: DEFAULT_FILTER.words.join('\n'), description: 'Chat: words masked in buyer-store conversations (one per line)', isPublic: false },
      { code: FILTER_PATTERNS, value: DEFAULT_FILTER.patterns.join('\n'), description: 'Chat: patterns masked in buyer-store conversations (regular expressions, one per line)', isPublic: false },
    ]);
  }

  /** The content filter, read again at most every 30 s (another process may have changed it). */
  async contentFilter(): Promise<ContentFilter> {
    if (this.filter && Date.now() - this.filter.at < 30_000) return this.filter.value;
    const words = (await this.sysparas.get(FILTER_WORDS)) ?? '';
    const patterns = (await this.sysparas.get(FILTER_PATTERNS)) ?? '';
    const value = new ContentFilter(words.split('\n').filter(Boolean), patterns.split('\n').filter(Boolean));
    this.filter = { at: Date.now(), value };
    return value;
  }

  async saveFilter(words: string, patterns: string): Promise<{ words: string[]; patterns: string[] }> {
    const f = parseFilter(words, patterns);
    await this.sysparas.update(FILTER_WORDS, f.words.join('\n'));
    await this.sysparas.update(FILTER_PATTERNS, f.patterns.join('\n'));
    this.filter = null;
    return f;
  }

  /** Checks and normalises what a sender sends: text (decoded once by the caller) or an own uploaded picture. */
  async checkContent(actor: Actor, actorId: number, type: string, content: string): Promise<{ type: 'text' | 'img'; content: string }> {
    if (type !== 'text' && type !== 'img') throw new AppError('CHAT_TYPE_INVALID');
    if (type === 'text') {
      const text = content.replace(/\r\n?/g, '\n');
      if (!text.trim()) throw new AppError('CHAT_EMPTY');
      if ([...text].length > CHAT_MAX_TEXT) throw new AppError('CHAT_TOO_LONG');
      return { type, content: text };
    }
    // A picture is a URL this account got from the upload endpoint (absolute or not), JPEG or PNG, at most 2 MB.
    const path = content.trim().replace(/^https?:\/\/[^/]+/i, '');
    const name = /^\/uploads\/([A-Za-z0-9_-]+\.(?:png|jpg))$/.exec(path)?.[1];
    const up = name ? await repo.ownUpload(this.db, actor, actorId, name) : undefined;
    if (!up || up.size > MAX_IMAGE_BYTES || !['image/jpeg', 'image/png'].includes(up.mime)) throw new AppError('CHAT_IMAGE_INVALID');
    return { type, content: path };
  }

  /**
   * Writes a message: the sender's rate is checked under a per-sender lock, buyer↔store text goes
   * through the content filter, and the conversation's counters move in the same transaction.
   */
  async write(c: ConversationRow, sender: ChatSender, senderId: number, type: 'text' | 'img', content: string): Promise<MessageRow> {
    let text = content;
    let masked = false;
    if (type === 'text' && c.kind === 'store') ({ text, masked } = (await this.contentFilter()).apply(content));
    const m = await this.db.transaction(async (tx) => {
      await repo.lockSender(tx, sender, senderId);
      if (await repo.sentLastMinute(tx, sender, senderId) >= this.sendPerMinute) throw new AppError('CHAT_TOO_FAST');
      const row = await repo.insertMessage(tx, { conversationId: c.id, sender, senderId, type, content: text, masked });
      await repo.noteMessage(tx, c, row, type === 'img' ? '[img]' : text.slice(0, 100));
      return row;
    });
    await this.tell({ t: 'msg', conv: c.id, msg: m.id, user: c.user_id, seller: c.seller_id, support: c.kind === 'support' || masked || c.flagged });
    return m;
  }

  /** Tells every process (this one too) what changed, after the commit. */
  async tell(e: Fanned): Promise<void> {
    // This process's polls see the change at once; the others when the event reaches them.
    this.bumpFor(e);
    await this.fanout?.publish(e);
  }

  /** Bumps the poll versions an event concerns (every process does this on delivery). */
  bumpFor(e: Fanned): void {
    if (e.t === 'msg' || e.t === 'conv') {
      this.cache.bump(versionKey.user(e.user));
      if (e.seller !== null) this.cache.bump(versionKey.seller(e.seller));
      if (e.support) this.cache.bump(versionKey.support);
    }
  }

  /** A page of messages newest first; reading the newest page marks the reader's side read. */
  async page(c: ConversationRow, reader: Reader, before: string): Promise<ChatMessage[]> {
    const list = await repo.messages(this.db, c.id, before, CHAT_PAGE_SIZE);
    // Support looking into a flagged store thread does not read it for the store.
    if (!before && !(reader === 'support' && c.kind === 'store')) {
      const side = reader === 'buyer' ? 'user' : 'staff';
      if (await repo.markRead(this.db, c.id, side)) {
        await this.tell({ t: 'conv', conv: c.id, user: c.user_id, seller: c.seller_id, support: c.kind === 'support' });
      }
    }
    return list.map((m) => messageView(m, c, reader));
  }

  /** A conversation the caller may read: its own as a buyer, its store's as a seller; else CHAT_NOT_FOUND. */
  async owned(id: string, who: { buyer: number } | { seller: number } | { support: true }): Promise<ConversationRow> {
    const c = await repo.conversationById(this.db, Number(id));
    const ok = c && ('buyer' in who ? c.user_id === who.buyer : 'seller' in who ? c.kind === 'store' && c.seller_id === who.seller : true);
    if (!c || !ok) throw new AppError('CHAT_NOT_FOUND');
    return c;
  }

  async buyerCounts(userId: number): Promise<UnreadCounts> {
    return this.cache.get(versionKey.user(userId), `user:${userId}:counts`, () => repo.buyerUnread(this.db, userId));
  }

  async sellerUnread(sellerId: number): Promise<number> {
    return this.cache.get(versionKey.seller(sellerId), `seller:${sellerId}:unread`, async () => {
      const store = await repo.storeOfSeller(this.db, sellerId);
      return store ? repo.storeUnread(this.db, store) : 0;
    });
  }

  async supportCounts(adminId: number) {
    return this.cache.get(versionKey.support, `admin:${adminId}:counts`, () => repo.supportCounts(this.db, adminId));
  }

  // The buyer's support thread (the existing clients' calls).

  async supportPage(userId: number, before: string): Promise<ChatMessage[]> {
    const load = async () => this.page(await repo.supportConversation(this.db, userId), 'buyer', before);
    // The newest page is what clients poll: kept until something in the buyer's chats changes.
    return before ? load() : this.cache.get(versionKey.user(userId), `user:${userId}:support`, load);
  }

  async supportSend(userId: number, type: string, content: string): Promise<ChatMessage> {
    const body = await this.checkContent('user', userId, type, content);
    const c = await repo.supportConversation(this.db, userId);
    const m = await this.write(c, 'buyer', userId, body.type, body.content);
    return messageView(m, c, 'buyer');
  }
}
