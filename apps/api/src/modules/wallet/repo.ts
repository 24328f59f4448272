import { and, count, desc, eq, gt, ilike, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { containsPattern, rows } from '../../db/rows';
import { recharges, sellers, users, walletAdjustments, walletChannels, walletTokens, withdrawAddresses, withdrawals } from '../../db/schema';

// The only file of the wallet module that speaks SQL. Writes take the caller's connection: the database
// or an open transaction of it.

/** The database or an open transaction. */
export type Conn = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;
export type OwnerKind = 'user' | 'seller';
export interface Owner { kind: OwnerKind; id: number }
export type Channel = typeof walletChannels.$inferSelect;
export type ChannelValues = Omit<typeof walletChannels.$inferInsert, 'id' | 'createdAt'>;
export type RechargeRow = typeof recharges.$inferSelect;
export type WithdrawRow = typeof withdrawals.$inferSelect;
export type BoundAddress = typeof withdrawAddresses.$inferSelect;
/** A record of an admin list, with its owner's name (buyer's account name or seller's email). */
export interface Named<T> { row: T; ownerName: string }

const ofOwner = (t: typeof recharges | typeof withdrawals | typeof withdrawAddresses | typeof walletTokens, owner: Owner) =>
  and(eq(t.ownerKind, owner.kind), eq(t.ownerId, owner.id));

// ---- tokens ----

/** Stores a new token's hash, dropping the owner's expired ones. */
export async function insertToken(db: Conn, owner: Owner, tokenHash: string, expiresAt: Date): Promise<void> {
  await db.delete(walletTokens).where(and(ofOwner(walletTokens, owner), lt(walletTokens.expiresAt, sql`now()`)));
  await db.insert(walletTokens).values({ tokenHash, ownerKind: owner.kind, ownerId: owner.id, expiresAt });
}

/** Uses up the owner's unexpired, unused token of this hash; false when there is none. */
export async function useToken(db: Conn, owner: Owner, tokenHash: string): Promise<boolean> {
  const used = await db.update(walletTokens).set({ usedAt: sql`now()` })
    .where(and(eq(walletTokens.tokenHash, tokenHash), ofOwner(walletTokens, owner), isNull(walletTokens.usedAt), gt(walletTokens.expiresAt, sql`now()`)))
    .returning({ h: walletTokens.tokenHash });
  return used.length === 1;
}

// ---- channels ----

export async function channels(db: Conn, opts: { enabled?: boolean; chainOnly?: boolean; ordered?: boolean } = {}): Promise<Channel[]> {
  const where = and(opts.enabled ? eq(walletChannels.enabled, true) : undefined, opts.chainOnly ? eq(walletChannels.kind, 'chain') : undefined);
  const q = db.select().from(walletChannels).where(where);
  return opts.ordered ? q.orderBy(walletChannels.sort, walletChannels.id) : q;
}

/** Open channels of a network (any case). */
export async function networkChannels(db: Conn, network: string): Promise<Channel[]> {
  return db.select().from(walletChannels).where(and(eq(walletChannels.enabled, true), sql`upper(${walletChannels.blockchainName}) = upper(${network})`));
}

/** An open channel of a coin (any case). */
export async function coinChannel(db: Conn, coin: string): Promise<Channel | undefined> {
  const [c] = await db.select().from(walletChannels).where(and(eq(walletChannels.enabled, true), sql`upper(${walletChannels.coin}) = upper(${coin})`)).limit(1);
  return c;
}

/** Updates a channel (its id, or nothing when there is none) or inserts one (`id` null); a second coin/network pair violates a unique index. */
export async function saveChannel(db: Conn, id: number | null, values: ChannelValues): Promise<number | undefined> {
  const [row] = id === null
    ? await db.insert(walletChannels).values(values).returning({ id: walletChannels.id })
    : await db.update(walletChannels).set(values).where(eq(walletChannels.id, id)).returning({ id: walletChannels.id });
  return row?.id;
}

// ---- recharges ----

/** Recharges (not provider payments) and withdrawals of the owner still in progress. */
export async function openFundOrders(db: Conn, owner: Owner): Promise<number> {
  const [r] = await rows<{ n: number }>(db, sql`SELECT
    (SELECT COUNT(*) FROM recharges WHERE owner_kind = ${owner.kind} AND owner_id = ${owner.id} AND state = 0 AND kind <> 'third_party')
    + (SELECT COUNT(*) FROM withdrawals WHERE owner_kind = ${owner.kind} AND owner_id = ${owner.id} AND state = 0) AS n`);
  return Number(r.n);
}

export async function hasOpenRecharge(db: Conn, owner: Owner): Promise<boolean> {
  return (await db.select({ id: recharges.id }).from(recharges).where(and(ofOwner(recharges, owner), eq(recharges.state, 0)))).length > 0;
}

/** Fails the owner's provider payments opened before `before` and never confirmed. */
export async function expireProviderRecharges(db: Conn, owner: Owner, before: Date): Promise<void> {
  await db.update(recharges).set({ state: 2, failureMsg: 'expired', reviewedAt: sql`now()` })
    .where(and(ofOwner(recharges, owner), eq(recharges.state, 0), eq(recharges.kind, 'third_party'), lt(recharges.createdAt, before)));
}

export async function insertRecharge(db: Conn, values: typeof recharges.$inferInsert): Promise<void> {
  await db.insert(recharges).values(values);
}

export async function rechargeExists(db: Conn, no: string): Promise<boolean> {
  return (await db.select({ id: recharges.id }).from(recharges).where(eq(recharges.orderNo, no))).length > 0;
}

/** Decides a recharge under review (not a provider payment) once; answers it, or nothing when it was not open. */
export async function decideRecharge(db: Conn, no: string, set: { state: 1 | 2; reviewer: string; failureMsg?: string }): Promise<RechargeRow | undefined> {
  const [r] = await db.update(recharges).set({ ...set, reviewedAt: sql`now()` })
    .where(and(eq(recharges.orderNo, no), eq(recharges.state, 0), ne(recharges.kind, 'third_party'))).returning();
  return r;
}

/** A provider payment, locked for its notification. */
export async function lockProviderRecharge(db: Conn, no: string, provider: string): Promise<RechargeRow | undefined> {
  const [r] = await db.select().from(recharges).where(and(eq(recharges.orderNo, no), eq(recharges.provider, provider))).for('update');
  return r;
}

export async function setProviderResult(db: Conn, no: string, set: { state: 1 | 2; providerRef: string; failureMsg?: string; reviewer?: string }): Promise<void> {
  await db.update(recharges).set({ ...set, reviewedAt: sql`now()` }).where(eq(recharges.orderNo, no));
}

// ---- withdrawals ----

export async function boundAddress(db: Conn, owner: Owner): Promise<BoundAddress | undefined> {
  const [a] = await db.select().from(withdrawAddresses).where(ofOwner(withdrawAddresses, owner));
  return a;
}

/** Binds the owner's one address; false when one is bound already. */
export async function bindAddress(db: Conn, owner: Owner, a: { blockchainName: string; coin: string; address: string }): Promise<boolean> {
  const done = await db.insert(withdrawAddresses).values({ ownerKind: owner.kind, ownerId: owner.id, ...a }).onConflictDoNothing().returning({ a: withdrawAddresses.address });
  return done.length > 0;
}

export async function hasOpenWithdrawal(db: Conn, owner: Owner): Promise<boolean> {
  return (await db.select({ id: withdrawals.id }).from(withdrawals).where(and(ofOwner(withdrawals, owner), eq(withdrawals.state, 0)))).length > 0;
}

/** The owner's withdrawal applications of a (Shanghai) day. */
export async function withdrawalsOfDay(db: Conn, owner: Owner, day: string): Promise<number> {
  const [r] = await db.select({ n: count() }).from(withdrawals).where(and(ofOwner(withdrawals, owner), eq(withdrawals.day, day)));
  return Number(r.n);
}

export async function insertWithdrawal(db: Conn, values: typeof withdrawals.$inferInsert): Promise<void> {
  await db.insert(withdrawals).values(values);
}

export async function withdrawalExists(db: Conn, no: string): Promise<boolean> {
  return (await db.select({ id: withdrawals.id }).from(withdrawals).where(eq(withdrawals.orderNo, no))).length > 0;
}

/** Decides a withdrawal under review once; answers it, or nothing when it was not open. */
export async function decideWithdrawal(db: Conn, no: string, set: { state: 1 | 2; reviewer: string; tx?: string; failureMsg?: string }): Promise<WithdrawRow | undefined> {
  const [r] = await db.update(withdrawals).set({ ...set, reviewedAt: sql`now()` }).where(and(eq(withdrawals.orderNo, no), eq(withdrawals.state, 0))).returning();
  return r;
}

// ---- records ----

/** One page of the owner's recharges, newest first. */
export async function ownerRecharges(db: Conn, owner: Owner, limit: number, offset: number): Promise<{ list: RechargeRow[]; total: number }> {
  const list = await db.select().from(recharges).where(ofOwner(recharges, owner)).orderBy(desc(recharges.id)).limit(limit).offset(offset);
  const [c] = await db.select({ n: count() }).from(recharges).where(ofOwner(recharges, owner));
  return { list, total: Number(c.n) };
}

export async function ownerWithdrawals(db: Conn, owner: Owner, limit: number, offset: number): Promise<{ list: WithdrawRow[]; total: number }> {
  const list = await db.select().from(withdrawals).where(ofOwner(withdrawals, owner)).orderBy(desc(withdrawals.id)).limit(limit).offset(offset);
  const [c] = await db.select({ n: count() }).from(withdrawals).where(ofOwner(withdrawals, owner));
  return { list, total: Number(c.n) };
}

export async function ownerRecharge(db: Conn, owner: Owner, no: string): Promise<RechargeRow | undefined> {
  const [r] = await db.select().from(recharges).where(and(eq(recharges.orderNo, no), ofOwner(recharges, owner)));
  return r;
}

export async function ownerWithdrawal(db: Conn, owner: Owner, no: string): Promise<WithdrawRow | undefined> {
  const [r] = await db.select().from(withdrawals).where(and(eq(withdrawals.orderNo, no), ofOwner(withdrawals, owner)));
  return r;
}

/** The filter of the admin queues: a state, and a keyword in the number or the owner's name. */
function adminWhere(t: typeof recharges | typeof withdrawals, state: number | null, keyword: string): SQL | undefined {
  const k = keyword.trim();
  return and(state === null ? undefined : eq(t.state, state), k ? or(ilike(t.orderNo, containsPattern(k)), ilike(users.username, containsPattern(k)), ilike(sellers.email, containsPattern(k))) : undefined);
}
const OWNER_NAME = sql<string>`COALESCE(${users.username}, ${sellers.email}, '')`;

/** Joins the owner of each record (a buyer or a seller), for the name and the keyword. */
function withOwners<Q extends PgSelect>(q: Q, t: typeof recharges | typeof withdrawals) {
  return q.leftJoin(users, and(eq(t.ownerKind, 'user'), eq(users.id, t.ownerId)))
    .leftJoin(sellers, and(eq(t.ownerKind, 'seller'), eq(sellers.id, t.ownerId)));
}

/** One page of every owner's recharges for the review queue, newest first. */
export async function adminRecharges(db: Conn, state: number | null, keyword: string, limit: number, offset: number): Promise<{ list: Named<RechargeRow>[]; total: number }> {
  const where = adminWhere(recharges, state, keyword);
  const list = await withOwners(db.select({ row: recharges, ownerName: OWNER_NAME }).from(recharges).$dynamic(), recharges)
    .where(where).orderBy(desc(recharges.id)).limit(limit).offset(offset);
  const [c] = await withOwners(db.select({ n: count() }).from(recharges).$dynamic(), recharges).where(where);
  return { list, total: Number(c.n) };
}

/** One page of every owner's withdrawals for the review queue, newest first. */
export async function adminWithdrawals(db: Conn, state: number | null, keyword: string, limit: number, offset: number): Promise<{ list: Named<WithdrawRow>[]; total: number }> {
  const where = adminWhere(withdrawals, state, keyword);
  const list = await withOwners(db.select({ row: withdrawals, ownerName: OWNER_NAME }).from(withdrawals).$dynamic(), withdrawals)
    .where(where).orderBy(desc(withdrawals.id)).limit(limit).offset(offset);
  const [c] = await withOwners(db.select({ n: count() }).from(withdrawals).$dynamic(), withdrawals).where(where);
  return { list, total: Number(c.n) };
}

// ---- owners and adjustments ----

/**
 * Up to two wallet owners an admin's reference names: the numeric account ID (`id`, 0 for none), or
 * for a buyer the account name or user code, for a seller the email.
 */
export async function ownersNamed(db: Conn, kind: OwnerKind, id: number, text: string): Promise<number[]> {
  const found = kind === 'user'
    ? await db.select({ id: users.id }).from(users).where(or(eq(users.id, id), eq(users.username, text), eq(users.usercode, text))).limit(2)
    : await db.select({ id: sellers.id }).from(sellers).where(or(eq(sellers.id, id), eq(sellers.email, text.toLowerCase()))).limit(2);
  return found.map((r) => r.id);
}

export async function ownerExists(db: Conn, owner: Owner): Promise<boolean> {
  const table = owner.kind === 'user' ? users : sellers;
  return (await db.select({ id: table.id }).from(table).where(eq(table.id, owner.id))).length > 0;
}

export async function insertAdjustment(db: Conn, a: { no: string; owner: Owner; amount: string; reason: string }): Promise<void> {
  await db.insert(walletAdjustments).values({ no: a.no, ownerKind: a.owner.kind, ownerId: a.owner.id, amount: a.amount, reason: a.reason });
}
