import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { rows, type Conn } from '../../db/rows';
import { blockedIdentities, sellers, users } from '../../db/schema';

// The only file of the account module that speaks SQL: buyer accounts, blocked identities after a
// cancellation, and the transaction passwords of buyers and sellers.

export type UserRow = typeof users.$inferSelect;
export type NewUser = Pick<typeof users.$inferInsert, 'usercode' | 'inviteCode' | 'username' | 'email' | 'phone' | 'areaCode' | 'passwordHash' | 'agentCode' | 'referrerId' | 'referrerSellerId'>;

export async function userById(db: Conn, id: number): Promise<UserRow | undefined> {
  const [u] = await db.select().from(users).where(eq(users.id, id));
  return u;
}

/** The account of a stored username (an email or "<cc> <phone>"), of any status unless `activeOnly`. */
export async function userByUsername(db: Conn, username: string, opts: { activeOnly?: boolean } = {}): Promise<UserRow | undefined> {
  const [u] = await db.select().from(users).where(and(eq(users.username, username), opts.activeOnly ? eq(users.status, 'active') : undefined));
  return u;
}

/** Inserts a buyer; a taken username, usercode or invite code throws the unique violation. */
export async function insertUser(db: Conn, values: NewUser): Promise<number> {
  const [row] = await db.insert(users).values(values).returning({ id: users.id });
  return row.id;
}

/** Replaces the login password's hash; `unlock` also clears a sign-in lockout. */
export async function setPasswordHash(db: Conn, id: number, passwordHash: string, opts: { unlock?: boolean } = {}): Promise<void> {
  await db.update(users).set(opts.unlock ? { passwordHash, loginFailCount: 0, loginLockedUntil: null } : { passwordHash }).where(eq(users.id, id));
}

export async function setAvatar(db: Conn, id: number, avatar: string): Promise<void> {
  await db.update(users).set({ avatar }).where(eq(users.id, id));
}

/** Marks the account cancelled, frees its username for the unique index, and blocks the identity until then. */
export async function cancelUser(db: Conn, u: Pick<UserRow, 'id' | 'username'>, reason: string, blockedUntil: Date): Promise<void> {
  await db.update(users).set({
    status: 'cancelled', cancelReason: reason, cancelledAt: new Date(),
    // The original name stays recoverable from the row.
    username: `cancelled:${u.id}:${u.username}`,
  }).where(eq(users.id, u.id));
  await db.insert(blockedIdentities).values({ identity: u.username, blockedUntil })
    .onConflictDoUpdate({ target: blockedIdentities.identity, set: { blockedUntil } });
}

/** Whether a cancelled identity may not sign up yet. */
export async function isBlocked(db: Conn, identity: string): Promise<boolean> {
  const [row] = await db.select({ identity: blockedIdentities.identity }).from(blockedIdentities)
    .where(and(eq(blockedIdentities.identity, identity), gt(blockedIdentities.blockedUntil, new Date())));
  return Boolean(row);
}

// ---- transaction passwords ----

export type SafewordOwner = 'user' | 'seller';
const safewordTable = (kind: SafewordOwner) => (kind === 'user' ? users : sellers);

/** The transaction password's hash and the day's failures; `lock` holds the account's row until the transaction ends. */
export async function safewordState(db: Conn, kind: SafewordOwner, id: number, opts: { lock?: boolean } = {}): Promise<{ hash: string | null; day: string; fails: number } | undefined> {
  const t = safewordTable(kind);
  const q = db.select({ hash: t.safewordHash, day: t.safewordFailDay, fails: t.safewordFailCount }).from(t).where(eq(t.id, id));
  const [r] = await (opts.lock ? q.for('update') : q);
  return r;
}

/** Sets the hash only when none is set yet; false when one was. */
export async function setFirstSafeword(db: Conn, kind: SafewordOwner, id: number, hash: string): Promise<boolean> {
  const t = safewordTable(kind);
  const done = await db.update(t).set({ safewordHash: hash }).where(and(eq(t.id, id), isNull(t.safewordHash))).returning({ id: t.id });
  return done.length === 1;
}

export async function setSafeword(db: Conn, kind: SafewordOwner, id: number, hash: string): Promise<void> {
  const t = safewordTable(kind);
  await db.update(t).set({ safewordHash: hash }).where(eq(t.id, id));
}

export async function recordSafewordFailure(db: Conn, kind: SafewordOwner, id: number, day: string, fails: number): Promise<void> {
  const t = safewordTable(kind);
  await db.update(t).set({ safewordFailDay: day, safewordFailCount: fails }).where(eq(t.id, id));
}

/** The state of the buyer's latest basic identity verification (null: never applied). */
export async function latestBasicVerification(db: Conn, userId: number): Promise<number | null> {
  const [latest] = await rows<{ status: number }>(db, sql`SELECT status FROM kyc_verifications
    WHERE owner_kind = 'user' AND owner_id = ${userId} AND level = 'basic' ORDER BY id DESC LIMIT 1`);
  return latest ? Number(latest.status) : null;
}
