import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rows, type Conn, type Executor } from '../db/rows';
import { admins, appSecrets, sellers, sessions, users } from '../db/schema';

// The SQL of core: server secrets, the business number sequence, sessions and sign-in lockouts.

export type Actor = 'user' | 'seller' | 'admin';
const accountTable = (actor: Actor) => (actor === 'user' ? users : actor === 'seller' ? sellers : admins);

// ---- secrets and numbers ----

/** The secret of this name, stored first as `fresh` when there is none (every process then reads the same one). */
export async function secretOrInsert(db: Db, name: string, fresh: string): Promise<string> {
  await db.insert(appSecrets).values({ name, value: fresh }).onConflictDoNothing();
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, name));
  return row.value;
}

/** The next number of the one business number sequence, as text. */
export async function nextBusinessSeq(db: Executor): Promise<string> {
  const [r] = await rows<{ n: string }>(db, sql`SELECT nextval('business_no_seq')::text AS n`);
  return r.n;
}

// ---- sessions ----

export async function insertSession(db: Db, s: { tokenHash: string; actor: Actor; actorId: number; expiresAt: Date }): Promise<void> {
  await db.insert(sessions).values(s);
}

/** The unexpired session of a token hash and kind, with its account's status, email and (admins) roles. */
export async function liveSession(db: Db, actor: Actor, tokenHash: string): Promise<{ actorId: number; status: string; email: string; roles: string[] } | undefined> {
  const [s] = await db.select({ actorId: sessions.actorId }).from(sessions)
    .where(and(eq(sessions.tokenHash, tokenHash), eq(sessions.actor, actor), gt(sessions.expiresAt, new Date())));
  if (!s) return undefined;
  if (actor === 'admin') {
    const [a] = await db.select({ status: admins.status, email: admins.email, roles: admins.roles }).from(admins).where(eq(admins.id, s.actorId));
    return a && { actorId: s.actorId, status: a.status, email: a.email, roles: a.roles };
  }
  const t = actor === 'user' ? users : sellers;
  const [u] = await db.select({ status: t.status, email: t.email }).from(t).where(eq(t.id, s.actorId));
  return u && { actorId: s.actorId, status: u.status, email: u.email, roles: [] };
}

export async function extendSession(db: Db, tokenHash: string, expiresAt: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: new Date(), expiresAt }).where(eq(sessions.tokenHash, tokenHash));
}

export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
}

/** Deletes every session of an account, but the one of `exceptTokenHash` when given. */
export async function deleteSessions(db: Db, actor: Actor, actorId: number, exceptTokenHash?: string): Promise<void> {
  await db.delete(sessions).where(and(
    eq(sessions.actor, actor), eq(sessions.actorId, actorId),
    exceptTokenHash ? ne(sessions.tokenHash, exceptTokenHash) : undefined,
  ));
}

// ---- sign-in lockout ----

/** The password hash and sign-in failures of an account, its row locked until the transaction ends, with the database's time. */
export async function lockedLoginState(tx: Conn, actor: Actor, id: number): Promise<{ hash: string; fails: number; lockedUntil: Date | null; now: Date } | undefined> {
  const t = accountTable(actor);
  const [r] = await tx.select({ hash: t.passwordHash, fails: t.loginFailCount, lockedUntil: t.loginLockedUntil, now: sql<Date>`now()` })
    .from(t).where(eq(t.id, id)).for('update');
  return r;
}

export async function setLoginFailures(tx: Conn, actor: Actor, id: number, fails: number, lockedUntil: Date | null): Promise<void> {
  const t = accountTable(actor);
  await tx.update(t).set({ loginFailCount: fails, loginLockedUntil: lockedUntil }).where(eq(t.id, id));
}
