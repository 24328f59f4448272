import { sql, type SQL } from 'drizzle-orm';
import { rows, type Executor } from '../../db/rows';

// The only file of the referral module that speaks SQL. The tree lives in users.referrer_id (a buyer
// referred by a buyer) and users.referrer_seller_id (a buyer referred by a seller); sellers are roots.

export type Kind = 'user' | 'seller';
export interface NodeRef { kind: Kind; id: number }

export interface NodeRow {
  kind: Kind; id: number; name: string; usercode: string; invite_code: string;
  referral_disabled: boolean; agent_level: number; children: number; created_at: Date | string;
  referrer_id: number | null; referrer_seller_id: number | null; agent_code: string; status: string;
}

/** Any key for the transaction-scoped advisory lock that serialises changes of existing accounts' referrers. */
const TREE_LOCK = 720_020;

/** Serialises re-parenting within the caller's transaction, so that two binds cannot close a cycle together. */
export async function lockTree(tx: Executor): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${TREE_LOCK})`);
}

const USER_NODE = sql.raw(`'user' AS kind, u.id, u.username AS name, u.usercode, u.invite_code, u.referral_disabled, u.agent_level,
  (SELECT count(*)::int FROM users c WHERE c.referrer_id = u.id) AS children, u.created_at, u.referrer_id, u.referrer_seller_id, u.agent_code, u.status`);
const SELLER_NODE = sql.raw(`'seller' AS kind, s.id, s.email AS name, '' AS usercode, COALESCE(r.invite_code, '') AS invite_code,
  COALESCE(r.referral_disabled, false) AS referral_disabled, COALESCE(r.agent_level, 0) AS agent_level,
  (SELECT count(*)::int FROM users c WHERE c.referrer_seller_id = s.id) AS children, s.created_at,
  NULL::int AS referrer_id, NULL::int AS referrer_seller_id, '' AS agent_code, s.status`);

export async function userNode(db: Executor, id: number, lock = false): Promise<NodeRow | undefined> {
  const [r] = await rows<NodeRow>(db, sql`SELECT ${USER_NODE} FROM users u WHERE u.id = ${id} ${lock ? sql`FOR UPDATE OF u` : sql``}`);
  return r;
}

export async function sellerNode(db: Executor, id: number): Promise<NodeRow | undefined> {
  const [r] = await rows<NodeRow>(db, sql`SELECT ${SELLER_NODE} FROM sellers s LEFT JOIN seller_referrals r ON r.seller_id = s.id WHERE s.id = ${id}`);
  return r;
}

export const node = (db: Executor, ref: NodeRef): Promise<NodeRow | undefined> => (ref.kind === 'user' ? userNode(db, ref.id) : sellerNode(db, ref.id));

/** The account whose invitation code this is (buyer codes and seller codes never share a length). */
export async function codeOwner(db: Executor, code: string): Promise<NodeRow | undefined> {
  const [u] = await rows<NodeRow>(db, sql`SELECT ${USER_NODE} FROM users u WHERE u.invite_code = ${code}`);
  if (u) return u;
  const [s] = await rows<NodeRow>(db, sql`SELECT ${SELLER_NODE} FROM sellers s JOIN seller_referrals r ON r.seller_id = s.id WHERE r.invite_code = ${code}`);
  return s;
}

/** Finds a buyer by UID, username or code, or a seller by email or code. */
export async function findNode(db: Executor, q: string): Promise<NodeRow | undefined> {
  const [u] = await rows<NodeRow>(db, sql`SELECT ${USER_NODE} FROM users u
    WHERE u.usercode = ${q} OR u.username = ${q.toLowerCase()} OR u.username = ${q} OR u.invite_code = ${q.toUpperCase()} LIMIT 1`);
  if (u) return u;
  const [s] = await rows<NodeRow>(db, sql`SELECT ${SELLER_NODE} FROM sellers s LEFT JOIN seller_referrals r ON r.seller_id = s.id
    WHERE s.email = ${q.toLowerCase()} OR r.invite_code = ${q.toUpperCase()} LIMIT 1`);
  return s;
}

/** A seller's code, or undefined before one was drawn. */
export async function sellerCode(db: Executor, sellerId: number): Promise<string | undefined> {
  const [r] = await rows<{ invite_code: string }>(db, sql`SELECT invite_code FROM seller_referrals WHERE seller_id = ${sellerId}`);
  return r?.invite_code;
}

/** Stores a seller's first code; a concurrent first draw wins quietly. A code taken by another seller throws 23505. */
export async function insertSellerCode(db: Executor, sellerId: number, code: string): Promise<void> {
  await db.execute(sql`INSERT INTO seller_referrals (seller_id, invite_code) VALUES (${sellerId}, ${code}) ON CONFLICT (seller_id) DO NOTHING`);
}

/** Direct invitees of a root. */
const directOf = (root: NodeRef): SQL => (root.kind === 'user' ? sql`referrer_id = ${root.id}` : sql`referrer_seller_id = ${root.id}`);

/** The accounts below a root with their level, at most `maxLevel` deep. */
const tree = (root: NodeRef, maxLevel: number): SQL => sql`WITH RECURSIVE t(id, lvl) AS (
    SELECT id, 1 FROM users WHERE ${directOf(root)}
    UNION ALL
    SELECT u.id, t.lvl + 1 FROM users u JOIN t ON u.referrer_id = t.id WHERE t.lvl < ${maxLevel}
  )`;

/** How many accounts are at each level below the root. */
export async function levelCounts(db: Executor, root: NodeRef, maxLevel: number): Promise<{ level: number; count: number }[]> {
  const r = await rows<{ level: number; count: number }>(db, sql`${tree(root, maxLevel)}
    SELECT lvl AS level, count(*)::int AS count FROM t GROUP BY lvl ORDER BY lvl`);
  return r.map((x) => ({ level: Number(x.level), count: Number(x.count) }));
}

/** The accounts at one level below the root, newest first. */
export async function membersAt(db: Executor, root: NodeRef, level: number, limit: number, offset: number): Promise<{ total: number; list: { username: string; created_at: Date | string }[] }> {
  const [c] = await rows<{ n: number }>(db, sql`${tree(root, level)} SELECT count(*)::int AS n FROM t WHERE lvl = ${level}`);
  const list = await rows<{ username: string; created_at: Date | string }>(db, sql`${tree(root, level)}
    SELECT u.username, u.created_at FROM t JOIN users u ON u.id = t.id WHERE t.lvl = ${level}
    ORDER BY u.created_at DESC, u.id DESC LIMIT ${limit} OFFSET ${offset}`);
  return { total: Number(c?.n ?? 0), list };
}

/** The direct invitees of a root, as admin nodes. */
export async function children(db: Executor, root: NodeRef, limit: number, offset: number): Promise<{ total: number; list: NodeRow[] }> {
  const [c] = await rows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM users WHERE ${directOf(root)}`);
  const list = await rows<NodeRow>(db, sql`SELECT ${USER_NODE} FROM users u WHERE u.${sql.raw(root.kind === 'user' ? 'referrer_id' : 'referrer_seller_id')} = ${root.id}
    ORDER BY u.created_at DESC, u.id DESC LIMIT ${limit} OFFSET ${offset}`);
  return { total: Number(c?.n ?? 0), list };
}

/**
 * The buyers above a buyer, nearest first, ending with the seller at the root when there is one.
 * The walk stops after `limit` steps so that it ends even on data written around the checks.
 */
export async function uplineIds(db: Executor, userId: number, limit: number): Promise<{ users: number[]; sellerId: number | null }> {
  const r = await rows<{ id: number; referrer_id: number | null; referrer_seller_id: number | null; depth: number }>(db, sql`WITH RECURSIVE up(id, referrer_id, referrer_seller_id, depth) AS (
      SELECT id, referrer_id, referrer_seller_id, 0 FROM users WHERE id = ${userId}
      UNION ALL
      SELECT u.id, u.referrer_id, u.referrer_seller_id, up.depth + 1 FROM users u JOIN up ON u.id = up.referrer_id WHERE up.depth < ${limit}
    ) SELECT id, referrer_id, referrer_seller_id, depth FROM up ORDER BY depth`);
  const users = r.slice(1).map((x) => Number(x.id));
  const last = r[r.length - 1];
  return { users, sellerId: last?.referrer_seller_id == null ? null : Number(last.referrer_seller_id) };
}

/** True when `ancestor` is `userId` itself or above it in the tree. */
export async function isSelfOrAbove(db: Executor, ancestor: number, userId: number): Promise<boolean> {
  const [r] = await rows<{ hit: boolean }>(db, sql`WITH RECURSIVE up(id, depth) AS (
      SELECT id, 0 FROM users WHERE id = ${userId}
      UNION ALL
      SELECT u.referrer_id, up.depth + 1 FROM users u JOIN up ON u.id = up.id WHERE u.referrer_id IS NOT NULL AND up.depth < 100000
    ) SELECT EXISTS (SELECT 1 FROM up WHERE id = ${ancestor}) AS hit`);
  return Boolean(r?.hit);
}

/** Sets the referrer of a buyer who has none; false when one was set meanwhile. */
export async function setReferrer(tx: Executor, userId: number, referrer: NodeRef, code: string): Promise<boolean> {
  const set = referrer.kind === 'user' ? sql`referrer_id = ${referrer.id}` : sql`referrer_seller_id = ${referrer.id}`;
  const r = await rows<{ id: number }>(tx, sql`UPDATE users SET ${set}, agent_code = ${code}
    WHERE id = ${userId} AND referrer_id IS NULL AND referrer_seller_id IS NULL RETURNING id`);
  return r.length === 1;
}

/** Admin settings of a buyer, or of a seller (whose row exists once its code was drawn). */
export async function updateSettings(db: Executor, ref: NodeRef, patch: { agentLevel?: number; disabled?: boolean }): Promise<boolean> {
  const sets: SQL[] = [];
  if (patch.agentLevel !== undefined) sets.push(sql`agent_level = ${patch.agentLevel}`);
  if (patch.disabled !== undefined) sets.push(sql`referral_disabled = ${patch.disabled}`);
  if (sets.length === 0) return true;
  const r = ref.kind === 'user'
    ? await rows<{ id: number }>(db, sql`UPDATE users SET ${sql.join(sets, sql`, `)} WHERE id = ${ref.id} RETURNING id`)
    : await rows<{ id: number }>(db, sql`UPDATE seller_referrals SET ${sql.join(sets, sql`, `)} WHERE seller_id = ${ref.id} RETURNING seller_id AS id`);
  return r.length === 1;
}
