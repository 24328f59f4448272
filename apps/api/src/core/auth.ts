import { and, eq, gt, sql } from 'drizzle-orm';
import type { AdminRole } from '@mall/contract/staff';
import type { Db } from '../db/client';
import { admins, sellers, sessions, users } from '../db/schema';
import { newToken, sha256 } from './tokens';

export type Actor = 'user' | 'seller' | 'admin';

/** The signed-in caller. */
export interface Auth {
  actor: Actor;
  id: number;
  tokenHash: string;
  roles: AdminRole[];
  email: string;
}

const LIFETIME_MS: Record<Actor, number> = {
  user: 30 * 24 * 3600_000,
  seller: 7 * 24 * 3600_000,
  admin: 12 * 3600_000,
};

/** Issues, resolves and revokes sessions; tokens are random and only their hash is stored. */
export class Authenticator {
  /** Sessions recently resolved for routes that poll (see `resolve`), by actor and token hash. */
  private readonly recent = new Map<string, { auth: Auth; until: number }>();
  constructor(private readonly db: Db) {}

  /** Starts a session and answers the token (shown once, never stored). */
  async create(actor: Actor, actorId: number): Promise<string> {
    const token = newToken();
    await this.db.insert(sessions).values({
      tokenHash: sha256(token), actor, actorId, expiresAt: new Date(Date.now() + LIFETIME_MS[actor]),
    });
    return token;
  }

  /** The caller behind a token, or null when it is unknown, expired, of another kind, or its account is not active. */
  async resolve(actor: Actor, token: string, cacheMs = 0): Promise<Auth | null> {
    if (!token || token.length > 200) return null;
    const tokenHash = sha256(token);
    // Routes that clients poll (chat, unread counts) may reuse a session resolved moments ago, so that a
    // poll with nothing new touches no table. A sign-out or password change here forgets it at once; in
    // another server process it lives at most `cacheMs`.
    if (!cacheMs) return this.lookup(actor, tokenHash);
    const key = `${actor}:${tokenHash}`;
    const hit = this.recent.get(key);
    if (hit && hit.until > Date.now()) return hit.auth;
    const auth = await this.lookup(actor, tokenHash);
    if (this.recent.size >= 50_000) this.recent.clear();
    if (auth) this.recent.set(key, { auth, until: Date.now() + cacheMs });
    else this.recent.delete(key);
    return auth;
  }

  private async lookup(actor: Actor, tokenHash: string): Promise<Auth | null> {
    const [s] = await this.db.select().from(sessions)
      .where(and(eq(sessions.tokenHash, tokenHash), eq(sessions.actor, actor), gt(sessions.expiresAt, new Date())));
    if (!s) return null;
    if (actor === 'user') {
      const [u] = await this.db.select({ status: users.status, email: users.email }).from(users).where(eq(users.id, s.actorId));
      return u?.status === 'active' ? { actor, id: s.actorId, tokenHash, roles: [], email: u.email } : null;
    }
    if (actor === 'seller') {
      const [u] = await this.db.select({ status: sellers.status, email: sellers.email }).from(sellers).where(eq(sellers.id, s.actorId));
      return u?.status === 'active' ? { actor, id: s.actorId, tokenHash, roles: [], email: u.email } : null;
    }
    const [a] = await this.db.select({ status: admins.status, email: admins.email, roles: admins.roles }).from(admins).where(eq(admins.id, s.actorId));
    return a?.status === 'active' ? { actor, id: s.actorId, tokenHash, roles: a.roles as AdminRole[], email: a.email } : null;
  }

  /** Extends a session (heartbeat). */
  async touch(auth: Auth): Promise<void> {
    await this.db.update(sessions)
      .set({ lastSeenAt: new Date(), expiresAt: new Date(Date.now() + LIFETIME_MS[auth.actor]) })
      .where(eq(sessions.tokenHash, auth.tokenHash));
  }

  /** Ends one session. */
  async revoke(tokenHash: string): Promise<void> {
    for (const [k, v] of this.recent) if (v.auth.tokenHash === tokenHash) this.recent.delete(k);
    await this.db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
  }

  /** Ends every session of an account (password change, disable, cancellation). */
  async revokeAll(actor: Actor, actorId: number, exceptTokenHash?: string): Promise<void> {
    for (const [k, v] of this.recent) if (v.auth.actor === actor && v.auth.id === actorId && v.auth.tokenHash !== exceptTokenHash) this.recent.delete(k);
    await this.db.delete(sessions).where(and(
      eq(sessions.actor, actor), eq(sessions.actorId, actorId),
      exceptTokenHash ? sql`${sessions.tokenHash} <> ${exceptTokenHash}` : undefined,
    ));
  }
}
