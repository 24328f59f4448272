import { sql } from 'drizzle-orm';
import { containsPattern, rows, type Executor } from '../../db/rows';
import { ids, scope, type LineRecord, type ListedOrder, type LogRecord, type OrderScope } from './repo';

// The order pages' SQL: lists of a scope, the buyer's badge counts, an order's lines and timeline.

// A line shows the product's name in the reader's language when the product has one, else the name
// it was bought under (English lives in the snapshot: a later rename of the product does not change it).
const lineName = (lang: string) => (lang === 'en' ? sql`l.name` : sql`COALESCE(gi.name, l.name)`);
const lineNameJoin = (lang: string) => (lang === 'en' ? sql``
  : sql`LEFT JOIN seller_goods lsg ON lsg.id = l.seller_goods_id LEFT JOIN goods_i18n gi ON gi.goods_id = lsg.goods_id AND gi.lang = ${lang}`);

// A line's variant values ("Red") likewise, when the values are translated and still read as they
// did when the line was bought (a value the seller renamed since keeps the bought words).
const lineAttributes = (lang: string) => (lang === 'en' ? sql`l.attributes` : sql`COALESCE((
  SELECT array_agg(COALESCE(vi.name, v.name) ORDER BY a.sort, a.id)
  FROM seller_goods_skus k JOIN goods_attr_values v ON v.id = ANY(k.attr_value_ids) JOIN goods_attrs a ON a.id = v.attr_id
  LEFT JOIN goods_attr_value_i18n vi ON vi.value_id = v.id AND vi.lang = ${lang}
  WHERE k.id = l.sku_id
  HAVING count(vi.name) > 0 AND array_agg(v.name ORDER BY a.sort, a.id) = l.attributes), l.attributes)`);

/** One page of orders of a scope, with the first lines of each (named in the language), newest first. */
export async function listOrders(ex: Executor, filter: { scope: OrderScope; statuses: number[] | null; keyword?: string }, limit: number, offset: number, lang = 'en') {
  const parts = [scope(filter.scope, 'o')];
  if (filter.statuses) parts.push(filter.statuses.length === 1 ? sql`o.status = ${filter.statuses[0]}` : sql`o.status IN (${ids(filter.statuses)})`);
  if (filter.keyword) {
    const k = containsPattern(filter.keyword);
    parts.push(sql`(o.order_no ILIKE ${k} OR u.username ILIKE ${k} OR o.store_id IN (SELECT id FROM stores WHERE name ILIKE ${k}))`);
  }
  const where = sql.join(parts, sql` AND `);
  const list = await rows<ListedOrder>(ex, sql`SELECT o.*, st.name AS store_name, u.username AS buyer_name FROM orders o JOIN stores st ON st.id = o.store_id JOIN users u ON u.id = o.user_id
    WHERE ${where} ORDER BY o.id DESC LIMIT ${limit} OFFSET ${offset}`);
  const [c] = await rows<{ n: number }>(ex, sql`SELECT count(*)::int AS n FROM orders o JOIN users u ON u.id = o.user_id WHERE ${where}`);
  const goods = list.length
    ? await rows<{ order_id: number; name: string; image: string; qty: number }>(ex, sql`SELECT l.order_id, ${lineName(lang)} AS name, l.image, l.qty FROM order_lines l ${lineNameJoin(lang)} WHERE l.order_id IN (${ids(list.map((r) => r.id))}) ORDER BY l.id`)
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

export async function orderLines(ex: Executor, orderId: number, lang = 'en'): Promise<(LineRecord & { evaluated: boolean })[]> {
  return rows(ex, sql`SELECT l.*, ${lineName(lang)} AS name, ${lineAttributes(lang)} AS attributes, EXISTS (SELECT 1 FROM evaluations ev WHERE ev.order_line_id = l.id) AS evaluated FROM order_lines l ${lineNameJoin(lang)} WHERE l.order_id = ${orderId} ORDER BY l.id`);
}

export async function orderLogs(ex: Executor, orderId: number): Promise<LogRecord[]> {
  return rows(ex, sql`SELECT * FROM order_logs WHERE order_id = ${orderId} ORDER BY created_at, id`);
}
