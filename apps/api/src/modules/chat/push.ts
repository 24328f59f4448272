import type { FastifyBaseLogger } from 'fastify';
import type { Auth } from '../../core/auth';
import { accountKey, type PushHub } from '../../ws';
import type { Fanned } from './fanout';
import * as repo from './repo';
import { messageView, type ChatService } from './service';

const isAgent = (auth: Auth | undefined) => Boolean(auth && (auth.roles.includes('support') || auth.roles.includes('super_admin')));

/**
 * Turns fanned-out events into websocket pushes for the sockets this process holds: the message as
 * each side sees it, the new unread counts, seller notices and order status changes. Every process
 * receives every event; one that holds no concerned socket only bumps its poll versions.
 */
export class ChatPush {
  constructor(private readonly chat: ChatService, private readonly hub: PushHub, private readonly log: FastifyBaseLogger) {
    hub.onConnect = (auth) => void this.counts(auth.actor, auth.id, auth).catch((err) => this.fail(err));
  }

  deliver(e: Fanned): void {
    this.chat.bumpFor(e);
    void this.push(e).catch((err) => this.fail(err));
  }

  private fail(err: unknown): void {
    this.log.warn({ err: (err as Error).message }, 'chat push failed');
  }

  private async push(e: Fanned): Promise<void> {
    const hub = this.hub;
    if (e.t === 'notice') {
      const key = accountKey('seller', e.seller);
      if (hub.has(key)) hub.push(key, { type: 'notice', count: await repo.unreadNotices(this.chat.db, e.seller) });
      return;
    }
    if (e.t === 'order') {
      hub.push(accountKey('user', e.user), { type: 'order.status', orderNo: e.no, status: e.st });
      hub.push(accountKey('seller', e.seller), { type: 'order.status', orderNo: e.no, status: e.st });
      return;
    }
    const userKey = accountKey('user', e.user);
    const sellerKey = e.seller === null ? '' : accountKey('seller', e.seller);
    const admins = e.support ? hub.keys('admin:').filter((k) => isAgent(hub.authOf(k))) : [];
    const wantUser = hub.has(userKey);
    const wantSeller = Boolean(sellerKey) && hub.has(sellerKey);
    if (!wantUser && !wantSeller && !admins.length) return;
    if (e.t === 'msg') {
      const c = await repo.conversationById(this.chat.db, e.conv);
      const m = await repo.messageById(this.chat.db, e.msg);
      if (c && m) {
        const conversationId = String(c.id);
        if (wantUser) hub.push(userKey, { type: 'chat.message', conversationId, message: messageView(m, c, 'buyer') });
        if (wantSeller) hub.push(sellerKey, { type: 'chat.message', conversationId, message: messageView(m, c, 'seller') });
        if (c.kind === 'support' || c.flagged) for (const k of admins) hub.push(k, { type: 'chat.message', conversationId, message: messageView(m, c, 'support') });
      }
    }
    if (wantUser) await this.counts('user', e.user);
    if (wantSeller && e.seller !== null) await this.counts('seller', e.seller);
    for (const k of admins) await this.counts('admin', Number(k.split(':')[1]), hub.authOf(k));
  }

  /** Sends an account its unread counts (on connect, and after every change that concerns it). */
  private async counts(actor: 'user' | 'seller' | 'admin', id: number, auth?: Auth): Promise<void> {
    const key = accountKey(actor, id);
    if (actor === 'user') return this.hub.push(key, { type: 'chat.unread', counts: await this.chat.buyerCounts(id) });
    if (actor === 'seller') return this.hub.push(key, { type: 'chat.unread', counts: { support: 0, stores: await this.chat.sellerUnread(id) } });
    if (!isAgent(auth)) return;
    const c = await this.chat.supportCounts(id);
    this.hub.push(key, { type: 'chat.unread', counts: { support: c.unassigned + c.mine, stores: c.flagged } });
  }
}
