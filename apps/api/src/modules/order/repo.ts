import { sql, type SQL } from 'drizzle-orm';
import type { SellerNoticeKind } from '@mall/contract/orders';
import type { OrderStatus } from '@mall/domain/order-status';
import { rows, type Executor } from '../../db/rows';

// The only file of the order module that speaks SQL. Writes take the caller's executor (a transaction,
// or the one an event hands over), which runs raw queries: hence typed SQL rather than the query builder.
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
export interface ReviewRecord {
  id: number; seller_goods_id: number; goods_name: string; order_id: number | null; user_name: string; evaluation_type: 1 | 2 | 3; rating: number;
  content: string; images: string[]; status: 'submitted' | 'reviewing' | 'passed' | 'rejected'; created_at: Date;
}
export interface NoticeRecord { id: number; kind: SellerNoticeKind; order_id: number; order_no: string; read_at: Date | null; created_at: Date }
export interface AddressRecord { contacts: string; area_code: string; phone: string; email: string; country: string; province: string; city: string; address: string; postcode: string }
export interface CheckoutListing {
  id: number; store_id: number; sp: string; dp: string | null; buy_min: number; visible: boolean; name: string; images: string[] | null; freight: string;
  store_name: string; seller_email: string | null; sku_count: number;
}
export interface CheckoutSku { id: number; sp: string; dp: string | null; img: string; attrs: string[] | null }

/** Whose orders: one buyer's, one seller's store's, or (neither given) all. */
export interface OrderScope { userId?: number; sellerId?: number }

/** The id of the seller's store, as a subquery. */
const storeOf = (sellerId: number) => sql`(SELECT id FROM stores WHERE seller_id = ${sellerId})`;
const ids = (list: readonly number[]) => sql.join(list.map((n) => sql`${n}`), sql`, `);
const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function scope(s: OrderScope, alias: string): SQL {
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

// ---- checkout ----

export async function buyerEmail(ex: Executor, userId: number): Promise<string | undefined> {
  const [r] = await rows<{ email: string }>(ex, sql`SELECT email FROM users WHERE id = ${userId}`);
  return r?.email;
}

export async function buyerAddress(ex: Executor, userId: number, addressId: number): Promise<AddressRecord | undefined> {
  const [r] = await rows<AddressRecord>(ex, sql`SELECT contacts, area_code, phone, email, country, province, city, address, postcode
    FROM addresses WHERE id = ${addressId} AND user_id = ${userId}`);
  return r;
}

/** A listed product with what pricing needs: prices, minimum, freight, its store and seller. */
export async function checkoutListing(ex: Executor, sellerGoodsId: number): Promise<CheckoutListing | undefined> {
  const [g] = await rows<CheckoutListing>(ex, sql`
    SELECT sg.id, sg.store_id, sg.selling_price::text AS sp, sg.discount_price::text AS dp, sg.buy_min, sg.visible,
      gd.name, gd.images, gd.freight_amount::text AS freight, st.name AS store_name, se.email AS seller_email,
      (SELECT count(*)::int FROM seller_goods_skus k WHERE k.seller_goods_id = sg.id) AS sku_count
    FROM seller_goods sg JOIN goods gd ON gd.id = sg.goods_id JOIN stores st ON st.id = sg.store_id JOIN sellers se ON se.id = st.seller_id
    WHERE sg.id = ${sellerGoodsId}`);
  return g;
}

/** A variant of the product, with its attribute values in attribute order. */
export async function checkoutSku(ex: Executor, sellerGoodsId: number, skuId: number): Promise<CheckoutSku | undefined> {
  const [k] = await rows<CheckoutSku>(ex, sql`
    SELECT k.id, k.selling_price::text AS sp, k.discount_price::text AS dp, k.img,
      ARRAY(SELECT v.name FROM goods_attr_values v JOIN goods_attrs a ON a.id = v.attr_id WHERE v.id = ANY(k.attr_value_ids) ORDER BY a.sort, a.id) AS attrs
    FROM seller_goods_skus k WHERE k.id = ${skuId} AND k.seller_goods_id = ${sellerGoodsId}`);
  return k;
}

/** Reserves stock by a conditional decrement, so concurrent checkouts never sell more than there is; false when short. */
export async function reserveStock(ex: Executor, line: { sellerGoodsId: number; skuId: number | null; qty: number }): Promise<boolean> {
  const { sellerGoodsId, skuId, qty } = line;
  const ok = skuId
    ? await rows(ex, sql`UPDATE seller_goods_skus SET stock = stock - ${qty} WHERE id = ${skuId} AND stock >= ${qty} RETURNING id`)
    : await rows(ex, sql`UPDATE seller_goods SET stock = stock - ${qty} WHERE id = ${sellerGoodsId} AND stock >= ${qty} RETURNING id`);
  if (!ok.length) return false;
  if (skuId) await rows(ex, sql`UPDATE seller_goods SET stock = GREATEST(stock - ${qty}, 0) WHERE id = ${sellerGoodsId}`);
  return true;
}

/** Puts an order's reserved stock back. */
export async function releaseStock(ex: Executor, orderId: number): Promise<void> {
  const lines = await rows<{ seller_goods_id: number; sku_id: number | null; qty: number }>(ex, sql`SELECT seller_goods_id, sku_id, qty FROM order_lines WHERE order_id = ${orderId}`);
  for (const l of lines) {
    if (l.sku_id) await rows(ex, sql`UPDATE seller_goods_skus SET stock = stock + ${l.qty} WHERE id = ${l.sku_id}`);
    await rows(ex, sql`UPDATE seller_goods SET stock = stock + ${l.qty} WHERE id = ${l.seller_goods_id}`);
  }
}

/** A new unpaid order; amounts are exact decimal text. */
export interface NewOrder {
  orderNo: string; userId: number; storeId: number; address: AddressRecord; goodsCount: number;
  goodsAmount: string; shippingFee: string; longDistanceFee: string; deliveryFee: string; freight: string; tax: string; discount: string;
  handlingFee: string; serviceFee: string; total: string; commission: string;
}

export async function insertOrder(ex: Executor, o: NewOrder): Promise<number> {
  const a = o.address;
  const phone = `${a.area_code ? `+${a.area_code} ` : ''}${a.phone}`;
  const [row] = await rows<{ id: number }>(ex, sql`
    INSERT INTO orders (order_no, user_id, store_id, status, contacts, phone, email, country, province, city, address, postcode, goods_count,
      goods_amount, shipping_fee, long_distance_fee, delivery_fee, freight, tax, discount, handling_fee, service_fee, total, commission)
    VALUES (${o.orderNo}, ${o.userId}, ${o.storeId}, 0, ${a.contacts}, ${phone}, ${a.email}, ${a.country}, ${a.province}, ${a.city}, ${a.address}, ${a.postcode},
      ${o.goodsCount}, ${o.goodsAmount}, ${o.shippingFee}, ${o.longDistanceFee}, ${o.deliveryFee}, ${o.freight}, ${o.tax}, ${o.discount},
      ${o.handlingFee}, ${o.serviceFee}, ${o.total}, ${o.commission})
    RETURNING id`);
  return Number(row.id);
}

/** A Postgres text[] literal of the values, quoted. */
const textArray = (list: string[]) => `{${list.map((a) => `"${a.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;

export async function insertLine(ex: Executor, orderId: number, l: { sellerGoodsId: number; skuId: number | null; name: string; attributes: string[]; image: string; unitPrice: string; qty: number; amount: string }): Promise<void> {
  await rows(ex, sql`INSERT INTO order_lines (order_id, seller_goods_id, sku_id, name, attributes, image, unit_price, qty, amount)
    VALUES (${orderId}, ${l.sellerGoodsId}, ${l.skuId}, ${l.name}, ${textArray(l.attributes)}::text[], ${l.image}, ${l.unitPrice}, ${l.qty}, ${l.amount})`);
}

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

// ---- reads ----

/** One page of orders of a scope, with the first lines of each, newest first. */
export async function listOrders(ex: Executor, filter: { scope: OrderScope; statuses: number[] | null; keyword?: string }, limit: number, offset: number) {
  const parts = [scope(filter.scope, 'o')];
  if (filter.statuses) parts.push(filter.statuses.length === 1 ? sql`o.status = ${filter.statuses[0]}` : sql`o.status IN (${ids(filter.statuses)})`);
  if (filter.keyword) {
    const k = like(filter.keyword);
    parts.push(sql`(o.order_no ILIKE ${k} OR u.username ILIKE ${k} OR o.store_id IN (SELECT id FROM stores WHERE name ILIKE ${k}))`);
  }
  const where = sql.join(parts, sql` AND `);
  const list = await rows<ListedOrder>(ex, sql`SELECT o.*, st.name AS store_name, u.username AS buyer_name FROM orders o JOIN stores st ON st.id = o.store_id JOIN users u ON u.id = o.user_id
    WHERE ${where} ORDER BY o.id DESC LIMIT ${limit} OFFSET ${offset}`);
  const [c] = await rows<{ n: number }>(ex, sql`SELECT count(*)::int AS n FROM orders o JOIN users u ON u.id = o.user_id WHERE ${where}`);
  const goods = list.length
    ? await rows<{ order_id: number; name: string; image: string; qty: number }>(ex, sql`SELECT order_id, name, image, qty FROM order_lines WHERE order_id IN (${ids(list.map((r) => r.id))}) ORDER BY id`)
    : [];
  return { list, goods, total: Number(c.n) };
}

/** The buyer's orders per tab. */
export async function statusCounts(ex: Executor, userId: number) {
  const [r] = await rows<{ wait_pay: number; wait_deliver: number; wait_receipt: number; wait_evaluate: number; refund: number }>(ex, sql`
    SELECT count(*) FILTER (WHERE status = 0)::int AS wait_pay,
           count(*) FILTER (WHERE status IN (1, 2))::int AS wait_deliver,
           count(*) FILTER (WHERE status = 3)::int AS wait_receipt,
           count(*) FILTER (WHERE status = 4)::int AS wait_evaluate,
           count(*) FILTER (WHERE status = 6 AND return_status = 1)::int AS refund
    FROM orders WHERE user_id = ${userId}`);
  return r;
}

export async function orderLines(ex: Executor, orderId: number): Promise<(LineRecord & { evaluated: boolean })[]> {
  return rows(ex, sql`SELECT l.*, EXISTS (SELECT 1 FROM evaluations ev WHERE ev.order_line_id = l.id) AS evaluated FROM order_lines l WHERE l.order_id = ${orderId} ORDER BY l.id`);
}

export async function orderLogs(ex: Executor, orderId: number): Promise<LogRecord[]> {
  return rows(ex, sql`SELECT * FROM order_logs WHERE order_id = ${orderId} ORDER BY created_at, id`);
}

// ---- reviews ----

export async function reviewer(ex: Executor, userId: number): Promise<{ username: string; avatar: string | null }> {
  const [u] = await rows<{ username: string; avatar: string | null }>(ex, sql`SELECT username, avatar FROM users WHERE id = ${userId}`);
  return u;
}

/** The order's lines not reviewed yet (of one product, when given), in line order. */
export async function unreviewedLines(ex: Executor, orderId: number, sellerGoodsId?: number): Promise<{ id: number; seller_goods_id: number }[]> {
  const goods = sellerGoodsId === undefined ? sql`` : sql` AND l.seller_goods_id = ${sellerGoodsId}`;
  return rows(ex, sql`SELECT l.id, l.seller_goods_id FROM order_lines l WHERE l.order_id = ${orderId}${goods}
    AND NOT EXISTS (SELECT 1 FROM evaluations ev WHERE ev.order_line_id = l.id) ORDER BY l.id`);
}

export interface NewReview {
  sellerGoodsId: number; storeId: number; userId: number; userName: string; avatar: string; evaluationType: 1 | 2 | 3; rating: number;
  content: string; images: string[]; status: 'submitted' | 'passed'; orderId: number; orderLineId: number;
}

export async function insertReview(ex: Executor, r: NewReview): Promise<void> {
  await rows(ex, sql`INSERT INTO evaluations (seller_goods_id, store_id, user_id, user_name, avatar, evaluation_type, rating, content, images, status, order_id, order_line_id)
    VALUES (${r.sellerGoodsId}, ${r.storeId}, ${r.userId}, ${r.userName}, ${r.avatar}, ${r.evaluationType}, ${r.rating}, ${r.content},
      ${`{${r.images.map((i) => `"${i}"`).join(',')}}`}::text[], ${r.status}, ${r.orderId}, ${r.orderLineId})`);
}

/** Reviews of a seller's store (or all), in one moderation status or all, newest first. */
export async function reviewsPage(ex: Executor, filter: { sellerId?: number; status?: ReviewRecord['status'] }, limit: number, offset: number) {
  const parts = [sql`TRUE`];
  if (filter.sellerId !== undefined) parts.push(sql`e.store_id = ${storeOf(filter.sellerId)}`);
  if (filter.status) parts.push(sql`e.status = ${filter.status}`);
  const where = sql.join(parts, sql` AND `);
  const list = await rows<ReviewRecord>(ex, sql`SELECT e.id, e.seller_goods_id, COALESCE(gi.name, '') AS goods_name, e.order_id, e.user_name, e.evaluation_type,
      e.rating, e.content, e.images, e.status, e.created_at FROM evaluations e
    LEFT JOIN LATERAL (SELECT g.name FROM seller_goods sg JOIN goods g ON g.id = sg.goods_id WHERE sg.id = e.seller_goods_id) gi ON TRUE
    WHERE ${where} ORDER BY e.id DESC LIMIT ${limit} OFFSET ${offset}`);
  const [c] = await rows<{ n: number }>(ex, sql`SELECT count(*)::int AS n FROM evaluations e WHERE ${where}`);
  return { list, total: Number(c.n) };
}

/** Decides a review still waiting; false when there is none such. */
export async function decideReview(ex: Executor, id: number, status: 'passed' | 'rejected'): Promise<boolean> {
  return (await rows(ex, sql`UPDATE evaluations SET status = ${status} WHERE id = ${id} AND status IN ('submitted', 'reviewing') RETURNING id`)).length === 1;
}

// ---- sweeps and notices ----

/** Orders in `status` whose `since` time is before `before`, oldest ids first, at most 500. */
export async function dueOrders(ex: Executor, status: 0 | 3 | 4, before: Date): Promise<number[]> {
  const since = { 0: sql`created_at`, 3: sql`shipped_at`, 4: sql`received_at` }[status];
  const list = await rows<{ id: number }>(ex, sql`SELECT id FROM orders WHERE status = ${status} AND ${since} < ${before} ORDER BY id LIMIT 500`);
  return list.map((r) => Number(r.id));
}

export async function noticesPage(ex: Executor, sellerId: number, limit: number, offset: number) {
  const store = storeOf(sellerId);
  const list = await rows<NoticeRecord>(ex, sql`SELECT n.id, n.kind, n.order_id, n.read_at, n.created_at, o.order_no FROM seller_notices n JOIN orders o ON o.id = n.order_id
    WHERE n.store_id = ${store} ORDER BY n.id DESC LIMIT ${limit} OFFSET ${offset}`);
  const [c] = await rows<{ n: number; unread: number }>(ex, sql`SELECT count(*)::int AS n, count(*) FILTER (WHERE read_at IS NULL)::int AS unread FROM seller_notices WHERE store_id = ${store}`);
  return { list, total: Number(c.n), unread: Number(c.unread) };
}

/** Marks one notice of the seller read (false when it is not theirs), or all of them when `id` is null. */
export async function readNotices(ex: Executor, sellerId: number, id: number | null): Promise<boolean> {
  const store = storeOf(sellerId);
  if (id === null) {
    await rows(ex, sql`UPDATE seller_notices SET read_at = now() WHERE store_id = ${store} AND read_at IS NULL`);
    return true;
  }
  return (await rows(ex, sql`UPDATE seller_notices SET read_at = COALESCE(read_at, now()) WHERE id = ${id} AND store_id = ${store} RETURNING id`)).length === 1;
}
