import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containsPattern, rows, type Conn } from '../../db/rows';
import { categories, goods, goodsAttrs, goodsAttrValues, sellerGoods, sellerGoodsSkus, sellers, stores } from '../../db/schema';

// The seller's side of the catalogue: the store, its statistics, its listings and own goods.

export type StoreRecord = typeof stores.$inferSelect;
export type StoreProfile = Pick<typeof stores.$inferInsert, 'name' | 'avatar' | 'banner1' | 'banner2' | 'banner3' | 'remark' | 'facebook' | 'instagram' | 'twitter' | 'whatsapp' | 'telegram'>;
export type ListingValues = Pick<typeof sellerGoods.$inferInsert, 'storeId' | 'goodsId' | 'categoryId' | 'sellingPrice' | 'discountPrice' | 'buyMin' | 'stock'>;
export type SellerGoodsRecord = typeof sellerGoods.$inferSelect;

/** A row of the seller's goods list: the listing with its product's name and pictures. */
export interface SellerGoodsListRow {
  id: number; goods_id: number; name: string; images: string[] | null; category_id: number; selling_price: string; discount_price: string | null;
  buy_min: number; stock: number; is_shelf: boolean; sold_num: number; views_num: number; owner_store_id: number | null; created_at: Date;
}

// ---- the store ----

export async function storeOfSeller(db: Db, sellerId: number): Promise<StoreRecord | undefined> {
  const [s] = await db.select().from(stores).where(eq(stores.sellerId, sellerId));
  return s;
}

/** The seller's store name at sign-up, or undefined when there is no such seller. */
export async function signUpStoreName(db: Db, sellerId: number): Promise<string | undefined> {
  const [seller] = await db.select({ storeName: sellers.storeName }).from(sellers).where(eq(sellers.id, sellerId));
  return seller?.storeName;
}

/** Creates the seller's store (pending approval); answers it, or the one a parallel request created. */
export async function createStore(db: Db, sellerId: number, name: string): Promise<StoreRecord> {
  const [created] = await db.insert(stores).values({ sellerId, name }).onConflictDoNothing().returning();
  return created ?? (await storeOfSeller(db, sellerId))!;
}

export async function updateStore(db: Db, id: number, profile: StoreProfile): Promise<void> {
  await db.update(stores).set(profile).where(eq(stores.id, id));
}

/** Views per Shanghai day since `sinceDay`, and goods sold per day in the last `days` days. */
export async function dailyStats(db: Db, storeId: number, sinceDay: string, days: number) {
  const views = await rows<{ day: string; views: number }>(db, sql`SELECT day, views FROM store_daily_stats WHERE store_id = ${storeId} AND day >= ${sinceDay}`);
  const sold = await rows<{ day: string; sold: number }>(db, sql`
    SELECT to_char(created_at AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD') AS day, sum(qty)::int AS sold
    FROM sales WHERE store_id = ${storeId} AND created_at >= now() - ${`${days} days`}::interval GROUP BY 1`);
  return { views, sold };
}

// ---- listings and own goods ----

/** A page of the store's listings; `shelf` '1' on the shelf, '0' off it, else both; `keyword` (lower case) part of the name. */
export async function listingsPage(db: Db, storeId: number, shelf: string, keyword: string, limit: number, offset: number): Promise<{ rows: SellerGoodsListRow[]; total: number }> {
  const cond = sql`sg.store_id = ${storeId} ${shelf === '1' ? sql`AND sg.is_shelf` : shelf === '0' ? sql`AND NOT sg.is_shelf` : sql``} ${keyword ? sql`AND lower(g.name) LIKE ${containsPattern(keyword)}` : sql``}`;
  const [{ n }] = await rows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM seller_goods sg JOIN goods g ON g.id = sg.goods_id WHERE ${cond}`);
  const list = await rows<SellerGoodsListRow>(db, sql`
    SELECT sg.*, COALESCE(gv.views, 0) AS views_num, g.name, g.images, g.owner_store_id FROM seller_goods sg JOIN goods g ON g.id = sg.goods_id
    LEFT JOIN seller_goods_views gv ON gv.seller_goods_id = sg.id
    WHERE ${cond} ORDER BY sg.id DESC LIMIT ${limit} OFFSET ${offset}`);
  return { rows: list, total: Number(n) };
}

/** A platform product (one no store owns). */
export async function platformProduct(db: Db, id: number): Promise<typeof goods.$inferSelect | undefined> {
  const [g] = await db.select().from(goods).where(and(eq(goods.id, id), isNull(goods.ownerStoreId)));
  return g;
}

/** Lists a product in a store; undefined when the store lists it already. */
export async function insertListing(db: Conn, values: ListingValues): Promise<number | undefined> {
  const [row] = await db.insert(sellerGoods).values(values).onConflictDoNothing().returning({ id: sellerGoods.id });
  return row?.id;
}

export async function categoryExists(db: Db, id: number): Promise<boolean> {
  const [cat] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, id));
  return Boolean(cat);
}

/** A store's own product: the product, then its attributes and their values, then its SKUs (see insertSku). */
export async function insertOwnProduct(db: Conn, values: Pick<typeof goods.$inferInsert, 'ownerStoreId' | 'categoryId' | 'name' | 'des' | 'images' | 'price' | 'freightAmount'>): Promise<number> {
  const [g] = await db.insert(goods).values(values).returning({ id: goods.id });
  return g.id;
}

export async function insertAttr(db: Conn, goodsId: number, name: string, sort: number): Promise<number> {
  const [attr] = await db.insert(goodsAttrs).values({ goodsId, name, sort }).returning({ id: goodsAttrs.id });
  return attr.id;
}

export async function insertAttrValue(db: Conn, attrId: number, name: string, sort: number): Promise<number> {
  const [val] = await db.insert(goodsAttrValues).values({ attrId, name, sort }).returning({ id: goodsAttrValues.id });
  return val.id;
}

export async function insertSku(db: Conn, values: Pick<typeof sellerGoodsSkus.$inferInsert, 'sellerGoodsId' | 'attrValueIds' | 'sellingPrice' | 'discountPrice' | 'img' | 'stock'>): Promise<void> {
  await db.insert(sellerGoodsSkus).values(values);
}

export async function listingOfStore(db: Db, storeId: number, id: number): Promise<SellerGoodsRecord | undefined> {
  const [row] = await db.select().from(sellerGoods).where(and(eq(sellerGoods.id, id), eq(sellerGoods.storeId, storeId)));
  return row;
}

export async function updateListing(db: Db, id: number, set: Partial<Pick<SellerGoodsRecord, 'sellingPrice' | 'discountPrice' | 'buyMin' | 'stock' | 'isShelf'>>): Promise<void> {
  await db.update(sellerGoods).set(set).where(eq(sellerGoods.id, id));
}
