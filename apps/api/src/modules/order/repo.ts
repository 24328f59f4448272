import { sql, type SQL } from 'drizzle-orm';
import type { SellerNoticeKind } from '@mall/contract/orders';
import type { OrderStatus } from '@mall/domain/order-status';
import { rows, type Executor } from '../../db/rows';

// The order module's SQL is in this file and its capability parts `repo.<part>.ts` (checkout, reads,
// reviews, notices): here what several parts use, one order, its status, timeline, stock and sales.
// Writes take the caller's executor (a transaction, or the one an event hands over), which runs raw
// queries: hence typed SQL rather than the query builder.
export type { Executor };

/** Money columns read as exact decimal text; timestamps as Date. */
export interface OrderRecord {
  id: number; order_no: string; user_id: number; store_id: number; status: OrderStatus;
  contacts: string; phone: string; email: string; country: string; province: string; city: string; address: string; postcode: string;
  goods_count: number; goods_amount: string; shipping_fee: string; long_distance_fee: string; delivery_fee: string; freight: string; tax: string;
  discount: string; handling_fee: string; service_fee: string; total: string; commission: string; pay_method: string;
  paid_at: Date | null; cancel_reason: number | null; cancelled_at: Date | null; reminded_at: Date | null; confirmed_at: Date | null;
  carrier: string; tracking_no: string; shipped_at: Date | null; received_at: Date | null; reviewed_at: Date | null;
  return_status: 0 | 1 | 2 | 3; return_reason: number; return_detail: string; return_money: string; status_before_return: OrderStatus | null;
  created_at: Date;
}
export type ListedOrder = OrderRecord & { store_name: string; buyer_name: string };
export interface LineRecord { id: number; order_id: number; seller_goods_id: number; sku_id: number | null; name: string; attributes: string[]; image: string; unit_price: string; qty: number; amount: string }
export interface LogRecord { id: number; order_id: number; event: string; note: string; created_at: Date }
/** Whose orders: one buyer's, one seller's store's, or (neither given) all. */
export interface OrderScope { userId?: number; sellerId?: number }

/** The id of the seller's store, as a subquery. */
export const storeOf = (sellerId: number) => sql`(SELECT id FROM stores WHERE seller_id = ${sellerId})`;
export const ids = (list: readonly number[]) => sql.join(list.map((n) => sql`${n}`), sql`, `);

export function scope(s: OrderScope, alias: string): SQL {
  const a = sql.raw(alias);
  if (s.userId !== undefined) return sql`${a}.user_id = ${s.userId}`;
  if (s.sellerId !== undefined) return sql`${a}.store_id = ${storeOf(s.sellerId)}`;
  return sql`TRUE`;
}

// ---- one order ----

/**
 * An order by id within a scope, optionally only in one status, optionally locked: `update` waits for
 * the row, `skip` passes over a row another transaction holds (sweeps).
 */
export async function findOrder(ex: Executor, id: number, opts: { scope?: OrderScope; status?: OrderStatus; lock?: 'update' | 'skip' } = {}): Promise<OrderRecord | undefined> {
  const status = opts.status === undefined ? sql`` : sql` AND o.status = ${opts.status}`;
  const lock = opts.lock === 'update' ? sql` FOR UPDATE` : opts.lock === 'skip' ? sql` FOR UPDATE SKIP LOCKED` : sql``;
  const [o] = await rows<OrderRecord>(ex, sql`SELECT o.* FROM orders o WHERE o.id = ${id} AND ${scope(opts.scope ?? {}, 'o')}${status}${lock}`);
  return o;
}

/** The columns a status move may set with it; a `stamp` column is set to now(). */
export interface StatusFields {
  stamp?: 'paid_at' | 'cancelled_at' | 'confirmed_at' | 'shipped_at' | 'received_at' | 'reviewed_at';
  payMethod?: 'balance' | 'wallet';
  cancelReason?: number;
  carrier?: string;
  trackingNo?: string;
  returnStatus?: 0 | 1 | 2 | 3;
  returnReason?: number;
  returnDetail?: string;
  returnMoney?: string;
  statusBeforeReturn?: OrderStatus | null;
}
const FIELD_COLUMNS = {
  payMethod: 'pay_method', cancelReason: 'cancel_reason', carrier: 'carrier', trackingNo: 'tracking_no', returnStatus: 'return_status',
  returnReason: 'return_reason', returnDetail: 'return_detail', returnMoney: 'return_money', statusBeforeReturn: 'status_before_return',
} as const satisfies Record<Exclude<keyof StatusFields, 'stamp'>, string>;

/**
 * Sets the status to `to` only while it is `from`, with the other fields of the move. Answers what the
 * `order.status` event carries, or nothing when the order was not in `from`.
 */
export async function updateStatus(ex: Executor, id: number, from: OrderStatus, to: OrderStatus, fields: StatusFields = {}): Promise<{ order_no: string; user_id: number; seller_id: number } | undefined> {
  const set: SQL[] = [sql`status = ${to}`];
  if (fields.stamp) set.push(sql`${sql.identifier(fields.stamp)} = now()`);
  for (const [key, column] of Object.entries(FIELD_COLUMNS) as [keyof typeof FIELD_COLUMNS, string][]) {
    const value = fields[key];
    if (value !== undefined) set.push(column === 'return_money' ? sql`return_money = ${value}::numeric` : sql`${sql.identifier(column)} = ${value}`);
  }
  const [r] = await rows<{ order_no: string; user_id: number; seller_id: number }>(ex, sql`UPDATE orders o SET ${sql.join(set, sql`, `)}
    WHERE o.id = ${id} AND o.status = ${from} RETURNING o.order_no, o.user_id, (SELECT seller_id FROM stores WHERE id = o.store_id) AS seller_id`);
  return r;
}

export async function setReturnStatus(ex: Executor, id: number, returnStatus: 0 | 1 | 2 | 3): Promise<void> {
  await rows(ex, sql`UPDATE orders SET return_status = ${returnStatus} WHERE id = ${id}`);
}

/** Marks the order reminded; false when it was reminded before. */
export async function markReminded(ex: Executor, id: number): Promise<boolean> {
  return (await rows(ex, sql`UPDATE orders SET reminded_at = now() WHERE id = ${id} AND reminded_at IS NULL RETURNING id`)).length === 1;
}

export async function sellerOfStore(ex: Executor, storeId: number): Promise<number> {
  const [r] = await rows<{ seller_id: number }>(ex, sql`SELECT seller_id FROM stores WHERE id = ${storeId}`);
  return Number(r.seller_id);
}

export async function storeAndBuyer(ex: Executor, storeId: number, userId: number): Promise<{ store_name: string; buyer_name: string }> {
  const [r] = await rows<{ store_name: string; buyer_name: string }>(ex, sql`SELECT (SELECT name FROM stores WHERE id = ${storeId}) AS store_name,
    (SELECT username FROM users WHERE id = ${userId}) AS buyer_name`);
  return { store_name: r?.store_name ?? '', buyer_name: r?.buyer_name ?? '' };
}

/** Puts an order's reserved stock back. */
export async function releaseStock(ex: Executor, orderId: number): Promise<void> {
  const lines = await rows<{ seller_goods_id: number; sku_id: number | null; qty: number }>(ex, sql`SELECT seller_goods_id, sku_id, qty FROM order_lines WHERE order_id = ${orderId}`);
  for (const l of lines) {
    if (l.sku_id) await rows(ex, sql`UPDATE seller_goods_skus SET stock = stock + ${l.qty} WHERE id = ${l.sku_id}`);
    await rows(ex, sql`UPDATE seller_goods SET stock = stock + ${l.qty} WHERE id = ${l.seller_goods_id}`);
  }
}

/** A Postgres text[] literal of the values, quoted. */
export const textArray = (list: string[]) => `{${list.map((a) => `"${a.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;

/** Adds an event to the order's timeline and, for the kinds the store acts on, a notice to its seller (answered: the seller). */
export async function insertLog(ex: Executor, orderId: number, event: string, note: string, notice: SellerNoticeKind | null): Promise<number | null> {
  await rows(ex, sql`INSERT INTO order_logs (order_id, event, note) VALUES (${orderId}, ${event}, ${note})`);
  if (!notice) return null;
  const [n] = await rows<{ seller_id: number }>(ex, sql`INSERT INTO seller_notices (store_id, order_id, kind) SELECT store_id, id, ${notice} FROM orders WHERE id = ${orderId}
    RETURNING (SELECT seller_id FROM stores WHERE id = seller_notices.store_id) AS seller_id`);
  return n ? Number(n.seller_id) : null;
}

// ---- payment ----

/** Counts a paid order's lines as sold. */
export async function insertSales(ex: Executor, orderId: number, storeId: number): Promise<void> {
  await rows(ex, sql`INSERT INTO sales (seller_goods_id, store_id, qty, order_id) SELECT seller_goods_id, ${storeId}, qty, ${orderId} FROM order_lines WHERE order_id = ${orderId}`);
}

export async function deleteSales(ex: Executor, orderId: number): Promise<void> {
  await rows(ex, sql`DELETE FROM sales WHERE order_id = ${orderId}`);
}

// ---- sweeps ----

/** Orders in `status` whose `since` time is before `before`, oldest ids first, at most 500. */
export async function dueOrders(ex: Executor, status: 0 | 3 | 4, before: Date): Promise<number[]> {
  const since = { 0: sql`created_at`, 3: sql`shipped_at`, 4: sql`received_at` }[status];
  const list = await rows<{ id: number }>(ex, sql`SELECT id FROM orders WHERE status = ${status} AND ${since} < ${before} ORDER BY id LIMIT 500`);
  return list.map((r) => Number(r.id));
}
