import type { AdminRole } from '@mall/contract/staff';
import type { Db } from '../db/client';
import * as repo from './repo';
import { newToken, sha256 } from './tokens';

export type Actor = repo.Actor;

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
    await repo.insertSession(this.db, { tokenHash: sha256(token), actor, actorId, expiresAt: new Date(Date.now() + LIFETIME_MS[actor]) });
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
    const s = await repo.liveSession(this.db, actor, tokenHash);
    if (s?.status !== 'active') return null;
    return { actor, id: s.actorId, tokenHash, roles: actor === 'admin' ? s.roles as AdminRole[] : [], email: s.email };
  }

  /** Extends a session (heartbeat). */
  async touch(auth: Auth): Promise<void> {
    await repo.extendSession(this.db, auth.tokenHash, new Date(Date.now() + LIFETIME_MS[auth.actor]));
  }

  /** Ends one session. */
  async revoke(tokenHash: string): Promise<void> {
    for (const [k, v] of this.recent) if (v.auth.tokenHash === tokenHash) this.recent.delete(k);
    await repo.deleteSession(this.db, tokenHash);
  }

  /** Ends every session of an account (password change, disable, cancellation). */
  async revokeAll(actor: Actor, actorId: number, exceptTokenHash?: string): Promise<void> {
    for (const [k, v] of this.recent) if (v.auth.actor === actor && v.auth.id === actorId && v.auth.tokenHash !== exceptTokenHash) this.recent.delete(k);
    await repo.deleteSessions(this.db, actor, actorId, exceptTokenHash);
  }
}
