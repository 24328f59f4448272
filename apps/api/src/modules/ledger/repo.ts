import { sql } from 'drizzle-orm';
import { rows, type Executor } from '../../db/rows';

// Ledger writes always run inside the caller's transaction (an Executor).
export type { Executor };

export interface AccountRow { id: number; code: string; type: 'asset' | 'liability' | 'revenue' | 'equity'; owner_kind: 'user' | 'seller' | null; balance: string }

/** Creates missing accounts, then locks all of them in id order (no deadlock between movements). */
export async function lockAccounts(db: Executor, specs: { code: string; type: string; ownerKind: string | null; ownerId: number | null }[]): Promise<AccountRow[]> {
  await rows(db, sql`INSERT INTO ledger_accounts (code, type, owner_kind, owner_id) VALUES ${sql.join(
    specs.map((s) => sql`(${s.code}, ${s.type}, ${s.ownerKind}, ${s.ownerId})`), sql`, `)} ON CONFLICT (code) DO NOTHING`);
  return rows<AccountRow>(db, sql`SELECT id, code, type, owner_kind, balance::text AS balance FROM ledger_accounts
    WHERE code IN (${sql.join(specs.map((s) => sql`${s.code}`), sql`, `)}) ORDER BY id FOR UPDATE`);
}

/** Inserts the transaction header; null when its key was posted before. */
export async function insertTransaction(db: Executor, t: { key: string; kind: string; memo: string; ref: string }): Promise<number | null> {
  const [row] = await rows<{ id: string | number }>(db, sql`INSERT INTO ledger_transactions (key, kind, memo, ref) VALUES (${t.key}, ${t.kind}, ${t.memo}, ${t.ref})
    ON CONFLICT (key) DO NOTHING RETURNING id`);
  return row ? Number(row.id) : null;
}

export async function insertPostings(db: Executor, txId: number, postings: { accountId: number; amount: string; balanceAfter: string }[]): Promise<void> {
  await rows(db, sql`INSERT INTO ledger_postings (tx_id, account_id, amount, balance_after) VALUES ${sql.join(
    postings.map((p) => sql`(${txId}, ${p.accountId}, ${p.amount}::numeric, ${p.balanceAfter}::numeric)`), sql`, `)}`);
}

export async function setBalance(db: Executor, accountId: number, balance: string): Promise<void> {
  await rows(db, sql`UPDATE ledger_accounts SET balance = ${balance}::numeric WHERE id = ${accountId}`);
}

export async function balanceOf(db: Executor, code: string): Promise<string> {
  const [row] = await rows<{ balance: string }>(db, sql`SELECT balance::text AS balance FROM ledger_accounts WHERE code = ${code}`);
  return row?.balance ?? '0';
}

/** Accounts whose stored balance differs from the sum of their postings (on the normal side). */
export async function accountMismatches(db: Executor) {
  return rows<{ code: string; balance: string; postings: string }>(db, sql`
    SELECT a.code, a.balance::text AS balance,
      (CASE WHEN a.type = 'asset' THEN 1 ELSE -1 END * COALESCE(p.s, 0))::text AS postings
    FROM ledger_accounts a
    LEFT JOIN (SELECT account_id, SUM(amount) AS s FROM ledger_postings GROUP BY account_id) p ON p.account_id = a.id
    WHERE a.balance <> CASE WHEN a.type = 'asset' THEN 1 ELSE -1 END * COALESCE(p.s, 0)
    ORDER BY a.id`);
}

/** Transactions whose postings do not sum to zero, or that have fewer than two postings. */
export async function unbalancedTransactions(db: Executor) {
  return rows<{ id: string; s: string; n: number }>(db, sql`
    SELECT t.id::text AS id, COALESCE(SUM(p.amount), 0)::text AS s, COUNT(p.id)::int AS n
    FROM ledger_transactions t LEFT JOIN ledger_postings p ON p.tx_id = t.id
    GROUP BY t.id HAVING COALESCE(SUM(p.amount), 0) <> 0 OR COUNT(p.id) < 2 ORDER BY t.id`);
}

export async function counts(db: Executor) {
  const [r] = await rows<{ accounts: number; transactions: number }>(db, sql`
    SELECT (SELECT COUNT(*)::int FROM ledger_accounts) AS accounts, (SELECT COUNT(*)::int FROM ledger_transactions) AS transactions`);
  return r;
}

/** Accounts with their owner's name, for the admin ledger view. */
export async function listAccounts(db: Executor, keyword: string, limit: number, offset: number) {
  const like = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const where = keyword ? sql`WHERE a.code ILIKE ${like} OR u.username ILIKE ${like} OR s.email ILIKE ${like}` : sql``;
  const from = sql`FROM ledger_accounts a
    LEFT JOIN users u ON a.owner_kind = 'user' AND u.id = a.owner_id
    LEFT JOIN sellers s ON a.owner_kind = 'seller' AND s.id = a.owner_id ${where}`;
  const list = await rows<{ id: number; code: string; type: string; name: string | null; balance: string }>(db, sql`
    SELECT a.id, a.code, a.type, COALESCE(u.username, s.email, '') AS name, a.balance::text AS balance ${from} ORDER BY a.owner_kind NULLS FIRST, a.id LIMIT ${limit} OFFSET ${offset}`);
  const [c] = await rows<{ n: number }>(db, sql`SELECT COUNT(*)::int AS n ${from}`);
  return { rows: list, total: c.n };
}

/** Postings of one account, newest first, with their transaction. */
export async function listPostings(db: Executor, accountId: number, limit: number, offset: number) {
  const list = await rows<{ id: string; tx_id: string; created_at: Date | string; kind: string; memo: string; ref: string; amount: string; balance_after: string; type: string }>(db, sql`
    SELECT p.id::text AS id, p.tx_id::text AS tx_id, p.created_at, t.kind, t.memo, t.ref, p.amount::text AS amount, p.balance_after::text AS balance_after, a.type
    FROM ledger_postings p JOIN ledger_transactions t ON t.id = p.tx_id JOIN ledger_accounts a ON a.id = p.account_id
    WHERE p.account_id = ${accountId} ORDER BY p.id DESC LIMIT ${limit} OFFSET ${offset}`);
  const [c] = await rows<{ n: number }>(db, sql`SELECT COUNT(*)::int AS n FROM ledger_postings WHERE account_id = ${accountId}`);
  return { rows: list, total: c.n };
}

export async function accountIdByCode(db: Executor, code: string): Promise<number | null> {
  const [r] = await rows<{ id: number }>(db, sql`SELECT id FROM ledger_accounts WHERE code = ${code}`);
  return r ? Number(r.id) : null;
}

/** The postings of a movement by its key, as signed amounts per account code. */
export async function postingsOfKey(db: Executor, key: string) {
  return rows<{ code: string; amount: string }>(db, sql`
    SELECT a.code, p.amount::text AS amount FROM ledger_postings p
    JOIN ledger_transactions t ON t.id = p.tx_id JOIN ledger_accounts a ON a.id = p.account_id WHERE t.key = ${key}`);
}

/**
 * Business records whose movement is missing: each acknowledged record (a paid, settled or refunded
 * order, an approved recharge, an applied, paid or returned withdrawal, an adjustment) must have the
 * ledger transaction of its key.
 */
export async function recordsWithoutPostings(db: Executor) {
  return rows<{ ref: string; key: string }>(db, sql`
    WITH expected(ref, key) AS (
      SELECT order_no, 'order:' || id || ':pay' FROM orders WHERE paid_at IS NOT NULL
      UNION ALL SELECT order_no, 'order:' || id || ':settle' FROM orders WHERE received_at IS NOT NULL AND paid_at IS NOT NULL
      UNION ALL SELECT order_no, 'order:' || id || ':refund' FROM orders WHERE return_status = 2 AND paid_at IS NOT NULL
      UNION ALL SELECT order_no, 'recharge:' || order_no FROM recharges WHERE state = 1
      UNION ALL SELECT order_no, 'withdraw:' || order_no || ':hold' FROM withdrawals
      UNION ALL SELECT order_no, 'withdraw:' || order_no || ':paid' FROM withdrawals WHERE state = 1
      UNION ALL SELECT order_no, 'withdraw:' || order_no || ':return' FROM withdrawals WHERE state = 2
      UNION ALL SELECT no, 'adjust:' || no FROM wallet_adjustments
    )
    SELECT e.ref, e.key FROM expected e WHERE NOT EXISTS (SELECT 1 FROM ledger_transactions t WHERE t.key = e.key) ORDER BY e.key LIMIT 1000`);
}
