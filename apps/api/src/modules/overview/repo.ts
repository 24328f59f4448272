import { sql, type SQL } from 'drizzle-orm';
import { rows, type Executor } from '../../db/rows';

// The only file of the overview module that speaks SQL. Every query reads the records themselves
// (orders, order lines, reviews, recorded visits, accounts, recharges, withdrawals, loan postings),
// grouped by Shanghai calendar day, from `from` (the Shanghai midnight the period starts) onwards.

const DAY = (col: string) => sql.raw(`to_char(${col} AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD')`);

export interface DayCount { day: string; n: number }
export interface DayAmount { day: string; n: number; amount: string }
export interface DayRating { day: string; n: number; stars: number }

const count = (db: Executor, q: SQL) => rows<DayCount>(db, q);
const amounts = (db: Executor, q: SQL) => rows<DayAmount>(db, q);

/** The store of a seller (none until the seller opened one). */
export async function storeOfSeller(db: Executor, sellerId: number): Promise<number | null> {
  const [r] = await rows<{ id: number }>(db, sql`SELECT id FROM stores WHERE seller_id = ${sellerId}`);
  return r ? Number(r.id) : null;
}

/** Paid orders of a store (or of every store) by the day they were paid, with their totals. */
export function paidOrders(db: Executor, from: Date, storeId?: number): Promise<DayAmount[]> {
  return amounts(db, sql`SELECT ${DAY('paid_at')} AS day, count(*)::int AS n, COALESCE(sum(total), 0)::text AS amount
    FROM orders WHERE paid_at IS NOT NULL AND paid_at >= ${from} ${storeId == null ? sql`` : sql`AND store_id = ${storeId}`} GROUP BY 1`);
}

/** Units of a store's paid orders by the day they were paid. */
export function paidUnits(db: Executor, from: Date, storeId: number): Promise<DayCount[]> {
  return count(db, sql`SELECT ${DAY('o.paid_at')} AS day, COALESCE(sum(l.qty), 0)::int AS n
    FROM orders o JOIN order_lines l ON l.order_id = o.id
    WHERE o.store_id = ${storeId} AND o.paid_at IS NOT NULL AND o.paid_at >= ${from} GROUP BY 1`);
}

/** Recorded store and product page views of a store per day (`day` is already a Shanghai day). */
export function visits(db: Executor, firstDay: string, storeId: number): Promise<DayCount[]> {
  return count(db, sql`SELECT day, views::int AS n FROM store_daily_stats WHERE store_id = ${storeId} AND day >= ${firstDay}`);
}

/** Passed reviews of a store by the day they were posted: how many and their stars added up. */
export function reviews(db: Executor, from: Date, storeId: number): Promise<DayRating[]> {
  return rows<DayRating>(db, sql`SELECT ${DAY('created_at')} AS day, count(*)::int AS n, COALESCE(sum(rating), 0)::int AS stars
    FROM evaluations WHERE store_id = ${storeId} AND status = 'passed' AND created_at >= ${from} GROUP BY 1`);
}

/** Buyer accounts created per day. */
export function signUps(db: Executor, from: Date): Promise<DayCount[]> {
  return count(db, sql`SELECT ${DAY('created_at')} AS day, count(*)::int AS n FROM users WHERE created_at >= ${from} GROUP BY 1`);
}

/** Recharges credited per day (state 1), by the day they were decided. */
export function creditedRecharges(db: Executor, from: Date): Promise<DayAmount[]> {
  return amounts(db, sql`SELECT ${DAY('reviewed_at')} AS day, count(*)::int AS n, COALESCE(sum(amount), 0)::text AS amount
    FROM recharges WHERE state = 1 AND reviewed_at >= ${from} GROUP BY 1`);
}

/** Withdrawals paid out per day (state 1), by the day they were decided. */
export function paidWithdrawals(db: Executor, from: Date): Promise<DayAmount[]> {
  return amounts(db, sql`SELECT ${DAY('reviewed_at')} AS day, count(*)::int AS n, COALESCE(sum(amount), 0)::text AS amount
    FROM withdrawals WHERE state = 1 AND reviewed_at >= ${from} GROUP BY 1`);
}

/**
 * The loan receivable's balance (principal owed) at the end of each day from `firstDay` to `lastDay`:
 * the balance after the account's last posting before the next Shanghai midnight (0 before any).
 */
export function loanReceivableByDay(db: Executor, firstDay: string, lastDay: string): Promise<{ day: string; amount: string | null }[]> {
  return rows(db, sql`SELECT to_char(d, 'YYYY-MM-DD') AS day,
      (SELECT p.balance_after::text FROM ledger_postings p JOIN ledger_accounts a ON a.id = p.account_id
        WHERE a.code = 'loan_receivable' AND p.created_at < ((d + interval '1 day') AT TIME ZONE 'Asia/Shanghai')
        ORDER BY p.id DESC LIMIT 1) AS amount
    FROM generate_series(${firstDay}::timestamp, ${lastDay}::timestamp, interval '1 day') d`);
}

/** Applications and requests waiting for a back-office decision now. */
export async function openQueues(db: Executor) {
  const [r] = await rows<{ recharges: number; withdrawals: number; loans: number; kyc: number; reviews: number; stores: number }>(db, sql`SELECT
    (SELECT count(*)::int FROM recharges WHERE state = 0 AND kind <> 'third_party') AS recharges,
    (SELECT count(*)::int FROM withdrawals WHERE state = 0) AS withdrawals,
    (SELECT count(*)::int FROM loans WHERE status = 1) AS loans,
    (SELECT count(*)::int FROM kyc_verifications WHERE status IN (0, 1)) AS kyc,
    (SELECT count(*)::int FROM evaluations WHERE status IN ('submitted', 'reviewing')) AS reviews,
    (SELECT count(*)::int FROM stores WHERE status = 'pending') AS stores`);
  return r;
}
