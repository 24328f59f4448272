import { sql } from 'drizzle-orm';
import { rows, type Executor } from '../../db/rows';
import { storeOf, textArray } from './repo';

// Reviews' SQL: new reviews of an order's lines, the moderation list and decisions.

export interface ReviewRecord {
  id: number; seller_goods_id: number; goods_name: string; order_id: number | null; user_name: string; evaluation_type: 1 | 2 | 3; rating: number;
  content: string; images: string[]; status: 'submitted' | 'reviewing' | 'passed' | 'rejected'; created_at: Date;
}
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
      ${textArray(r.images)}::text[], ${r.status}, ${r.orderId}, ${r.orderLineId})`);
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
