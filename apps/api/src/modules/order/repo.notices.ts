import { sql } from 'drizzle-orm';
import type { SellerNoticeKind } from '@mall/contract/orders';
import { rows, type Executor } from '../../db/rows';
import { storeOf } from './repo';

// The seller zone's notices: a page of them and marking them read (they are written with the timeline, in repo.ts).

export interface NoticeRecord { id: number; kind: SellerNoticeKind; order_id: number; order_no: string; read_at: Date | null; created_at: Date }
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
