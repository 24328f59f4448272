import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rows } from '../../db/rows';
import { focusSeller, keepGoods, stores } from '../../db/schema';
import type { StoreRow } from './card-shapes';

// The buyer's favourites: kept goods and followed stores.

export async function keep(db: Db, userId: number, sellerGoodsId: number): Promise<void> {
  await db.insert(keepGoods).values({ userId, sellerGoodsId }).onConflictDoNothing();
}

export async function unkeep(db: Db, userId: number, sellerGoodsId: number): Promise<void> {
  await db.delete(keepGoods).where(and(eq(keepGoods.userId, userId), eq(keepGoods.sellerGoodsId, sellerGoodsId)));
}

export async function keptCount(db: Db, userId: number): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(keepGoods).where(eq(keepGoods.userId, userId));
  return n;
}

/** A page of the buyer's kept goods, the latest kept first, with whether each is still visible. */
export async function keptPage(db: Db, userId: number, limit: number, offset: number): Promise<{ id: number; visible: boolean }[]> {
  return rows<{ id: number; visible: boolean }>(db, sql`
    SELECT k.seller_goods_id AS id, sg.visible FROM keep_goods k JOIN seller_goods sg ON sg.id = k.seller_goods_id
    WHERE k.user_id = ${userId} ORDER BY k.created_at DESC LIMIT ${limit} OFFSET ${offset}`);
}

export async function isActiveStore(db: Db, storeId: number): Promise<boolean> {
  const [s] = await db.select({ id: stores.id }).from(stores).where(and(eq(stores.id, storeId), eq(stores.status, 'active')));
  return Boolean(s);
}

export async function follows(db: Db, userId: number, storeId: number): Promise<boolean> {
  const [f] = await db.select({ n: count() }).from(focusSeller).where(and(eq(focusSeller.userId, userId), eq(focusSeller.storeId, storeId)));
  return f.n > 0;
}

export async function follow(db: Db, userId: number, storeId: number): Promise<void> {
  await db.insert(focusSeller).values({ userId, storeId }).onConflictDoNothing();
}

export async function unfollow(db: Db, userId: number, storeId: number): Promise<void> {
  await db.delete(focusSeller).where(and(eq(focusSeller.userId, userId), eq(focusSeller.storeId, storeId)));
}

export async function followedCount(db: Db, userId: number): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(focusSeller).where(eq(focusSeller.userId, userId));
  return n;
}

/** A page of the stores the buyer follows, the latest followed first. */
export async function followedPage(db: Db, userId: number, limit: number, offset: number): Promise<StoreRow[]> {
  return rows<StoreRow>(db, sql`
    SELECT s.id, s.name, s.avatar, s.goods_num, s.sold_num, s.views_num, s.focus_num, s.review_num, s.good_review_num
    FROM focus_seller f JOIN stores s ON s.id = f.store_id WHERE f.user_id = ${userId}
    ORDER BY f.created_at DESC LIMIT ${limit} OFFSET ${offset}`);
}
