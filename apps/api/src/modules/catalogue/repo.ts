import { and, count, desc, eq, ilike, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rows, type Executor } from '../../db/rows';
import { banners, categories, goods, goodsStock, sellerGoods, sellers, stores, warehouses } from '../../db/schema';
import type { CardRow, CategoryRow, StoreRow } from './card-shapes';

/** The database or an open transaction. */
type Conn = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export interface ListFilter {
  categoryIds?: number[];
  storeId?: number;
  isRec?: boolean;
  isNew?: boolean;
  isHot?: boolean;
  discount?: boolean;
  /** Trigram match against every name of the product. */
  keyword?: string;
  /** Exclude one product (you-may-like). */
  notId?: number;
  /** Only goods of stores the platform recommends. */
  recStores?: boolean;
}
export type ListOrder = 'new' | 'sold' | 'price_asc' | 'price_desc' | 'relevance';

function where(f: ListFilter): SQL {
  const parts: SQL[] = [sql`sg.visible`];
  if (f.categoryIds?.length) parts.push(sql`sg.category_id IN (${sql.join(f.categoryIds.map((c) => sql`${c}`), sql`, `)})`);
  if (f.storeId) parts.push(sql`sg.store_id = ${f.storeId}`);
  if (f.isRec) parts.push(sql`sg.is_rec`);
  if (f.isNew) parts.push(sql`sg.is_new`);
  if (f.isHot) parts.push(sql`sg.is_hot`);
  if (f.discount) parts.push(sql`sg.discount_price IS NOT NULL`);
  if (f.notId) parts.push(sql`sg.id <> ${f.notId}`);
  if (f.recStores) parts.push(sql`sg.store_id IN (SELECT st.id FROM stores st WHERE st.is_rec AND st.status = 'active')`);
  if (f.keyword) {
    // Trigram (partial words, CJK, Thai) or full text (several words in any order).
    const k = f.keyword.toLowerCase();
    parts.push(sql`(sg.search_text LIKE ${`%${escapeLike(k)}%`} OR to_tsvector('simple', sg.search_text) @@ plainto_tsquery('simple', ${k}))`);
  }
  return sql.join(parts, sql` AND `);
}

function orderBy(o: ListOrder): SQL {
  switch (o) {
    case 'sold': return sql`sg.sold_num DESC, sg.id DESC`;
    case 'price_asc': return sql`sg.sort_price ASC, sg.id ASC`;
    case 'price_desc': return sql`sg.sort_price DESC, sg.id DESC`;
    case 'relevance': return sql`sg.sold_num DESC, sg.id DESC`;
    default: return sql`sg.id DESC`;
  }
}

export function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Search totals stop counting here: 50 pages of 20, more than anyone pages through. */
export const SEARCH_COUNT_CAP = 1000;

/**
 * How many visible goods a filter has. Without a keyword or a store this is a sum over
 * `listing_counts` (a few rows per category); a store's goods are counted on its index; a search
 * counts its matches up to SEARCH_COUNT_CAP.
 */
export async function countVisible(db: Executor, f: ListFilter): Promise<number> {
  if (f.keyword) {
    const [c] = await rows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM (SELECT 1 FROM seller_goods sg WHERE ${where(f)} LIMIT ${SEARCH_COUNT_CAP}) x`);
    return Number(c?.n ?? 0);
  }
  if (f.storeId || f.notId || f.recStores) {
    const [c] = await rows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM seller_goods sg WHERE ${where(f)}`);
    return Number(c?.n ?? 0);
  }
  const mask = (f.isRec ? 1 : 0) | (f.isNew ? 2 : 0) | (f.isHot ? 4 : 0) | (f.discount ? 8 : 0);
  const parts: SQL[] = [sql`lc.flags & ${mask} = ${mask}`];
  if (f.categoryIds?.length) parts.push(sql`lc.category_id IN (${sql.join(f.categoryIds.map((c) => sql`${c}`), sql`, `)})`);
  const [c] = await rows<{ n: number }>(db, sql`SELECT COALESCE(sum(lc.n), 0)::int AS n FROM listing_counts lc WHERE ${sql.join(parts, sql` AND `)}`);
  return Number(c?.n ?? 0);
}

/** One page of visible goods ids in list order; each order has an index to walk. */
export async function pageIds(db: Executor, f: ListFilter, order: ListOrder, limit: number, offset: number): Promise<number[]> {
  const idRows = await rows<{ id: number }>(db, sql`SELECT sg.id FROM seller_goods sg WHERE ${where(f)} ORDER BY ${orderBy(order)} LIMIT ${limit} OFFSET ${offset}`);
  return idRows.map((r) => Number(r.id));
}

/** Cards of the given ids, in that order, named in the language (English fallback). */
export async function cards(db: Db, ids: number[], lang: string): Promise<CardRow[]> {
  if (!ids.length) return [];
  const list = sql.join(ids.map((i) => sql`${i}`), sql`, `);
  const found = await rows<CardRow>(db, sql`
    SELECT sg.id, COALESCE(gi.name, g.name) AS name, g.images, sg.selling_price, sg.discount_price, sg.sold_num,
      false AS is_keep, s.id AS store_id, s.name AS store_name, sg.category_id
    FROM seller_goods sg
    JOIN goods g ON g.id = sg.goods_id
    JOIN stores s ON s.id = sg.store_id
    LEFT JOIN goods_i18n gi ON gi.goods_id = g.id AND gi.lang = ${lang}
    WHERE sg.id IN (${list})`);
  const byId = new Map(found.map((r) => [Number(r.id), { ...r, id: Number(r.id), images: r.images ?? [] }]));
  return ids.map((i) => byId.get(i)).filter((r): r is CardRow => Boolean(r));
}

/** Which of these goods the user keeps. */
export async function keptAmong(db: Db, userId: number, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const r = await rows<{ id: number }>(db, sql`SELECT seller_goods_id AS id FROM keep_goods WHERE user_id = ${userId} AND seller_goods_id IN (${sql.join(ids.map((i) => sql`${i}`), sql`, `)})`);
  return new Set(r.map((x) => Number(x.id)));
}

const STORE_COLS = sql`s.id, s.name, s.avatar, s.goods_num, s.sold_num, s.views_num, s.focus_num, s.review_num, s.good_review_num`;

export async function storePage(db: Db, opts: { isRec?: boolean; keyword?: string }, limit: number, offset: number): Promise<{ rows: StoreRow[]; total: number }> {
  const parts: SQL[] = [sql`s.status = 'active'`];
  if (opts.isRec) parts.push(sql`s.is_rec`);
  if (opts.keyword) parts.push(sql`lower(s.name) LIKE ${`%${escapeLike(opts.keyword.toLowerCase())}%`}`);
  const w = sql.join(parts, sql` AND `);
  const [list, count] = await Promise.all([
    rows<StoreRow>(db, sql`SELECT ${STORE_COLS} FROM stores s WHERE ${w} ORDER BY s.sold_num DESC, s.id LIMIT ${limit} OFFSET ${offset}`),
    rows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM stores s WHERE ${w}`),
  ]);
  return { rows: list, total: Number(count[0]?.n ?? 0) };
}

export async function storeById(db: Db, id: number): Promise<(StoreRow & Record<string, unknown>) | undefined> {
  const [r] = await rows<StoreRow & Record<string, unknown>>(db, sql`SELECT s.* , ${STORE_COLS} FROM stores s WHERE s.id = ${id} AND s.status = 'active'`);
  return r;
}

export async function categoryRows(db: Db, lang: string, onlyIds?: number[]): Promise<(CategoryRow & { level: number; sort: number; is_rec: boolean })[]> {
  const filter = onlyIds ? (onlyIds.length ? sql`WHERE c.id IN (${sql.join(onlyIds.map((i) => sql`${i}`), sql`, `)})` : sql`WHERE false`) : sql``;
  return rows(db, sql`SELECT c.id, c.parent_id, COALESCE(ci.name, c.name) AS name, c.des, c.icon_img, c.level, c.sort, c.is_rec
    FROM categories c LEFT JOIN category_i18n ci ON ci.category_id = c.id AND ci.lang = ${lang} ${filter} ORDER BY c.level, c.sort, c.id`);
}

/** A category and every category below it. */
export async function categoryWithDescendants(db: Db, id: number): Promise<number[]> {
  const r = await rows<{ id: number }>(db, sql`
    WITH RECURSIVE t(id) AS (SELECT id FROM categories WHERE id = ${id} UNION ALL SELECT c.id FROM categories c JOIN t ON c.parent_id = t.id)
    SELECT id FROM t`);
  return r.map((x) => Number(x.id));
}

// ---- management: the platform's categories, banners, warehouses, goods and stores ----

/** Builds the search text of listed products: every name of the product, and its store's name. */
export async function refreshSearchText(db: Conn, where: { sellerGoodsId?: number; goodsId?: number; storeId?: number }): Promise<void> {
  const cond = where.sellerGoodsId ? sql`sg.id = ${where.sellerGoodsId}` : where.goodsId ? sql`sg.goods_id = ${where.goodsId}` : sql`sg.store_id = ${where.storeId}`;
  await db.execute(sql`
    UPDATE seller_goods sg SET search_text = lower(g.name || ' ' || COALESCE((SELECT string_agg(gi.name, ' ') FROM goods_i18n gi WHERE gi.goods_id = g.id), '') || ' ' || s.name)
    FROM goods g, stores s WHERE g.id = sg.goods_id AND s.id = sg.store_id AND ${cond}`);
}

export type CategoryValues = Omit<typeof categories.$inferInsert, 'id' | 'createdAt'>;
export type BannerValues = Omit<typeof banners.$inferInsert, 'id' | 'createdAt'>;
export type WarehouseValues = Omit<typeof warehouses.$inferInsert, 'id' | 'createdAt'>;
export type GoodsValues = Omit<typeof goods.$inferInsert, 'id' | 'createdAt'>;

export const allCategories = (db: Conn) => db.select().from(categories).orderBy(categories.level, categories.sort, categories.id);

export async function categoryById(db: Conn, id: number) {
  const [c] = await db.select().from(categories).where(eq(categories.id, id));
  return c;
}

/** Updates a category (its id, or nothing when there is none) or inserts one (`id` null). */
export async function saveCategory(db: Conn, id: number | null, values: CategoryValues): Promise<number | undefined> {
  const [r] = id === null
    ? await db.insert(categories).values(values).returning({ id: categories.id })
    : await db.update(categories).set(values).where(eq(categories.id, id)).returning({ id: categories.id });
  return r?.id;
}

/** Deletes a category with no sub-categories and no goods: `in use`, `deleted`, or `missing`. */
export async function deleteCategory(db: Conn, id: number): Promise<'in use' | 'deleted' | 'missing'> {
  const [{ n: kids }] = await db.select({ n: count() }).from(categories).where(eq(categories.parentId, id));
  const [{ n: used }] = await db.select({ n: count() }).from(goods).where(eq(goods.categoryId, id));
  if (kids || used) return 'in use';
  return (await db.delete(categories).where(eq(categories.id, id)).returning({ id: categories.id })).length ? 'deleted' : 'missing';
}

export const allBanners = (db: Conn) => db.select().from(banners).orderBy(banners.type, banners.imgType, banners.sort, banners.id);

export async function saveBanner(db: Conn, id: number | null, values: BannerValues): Promise<number | undefined> {
  const [r] = id === null
    ? await db.insert(banners).values(values).returning({ id: banners.id })
    : await db.update(banners).set(values).where(eq(banners.id, id)).returning({ id: banners.id });
  return r?.id;
}

export async function deleteBanner(db: Conn, id: number): Promise<void> {
  await db.delete(banners).where(eq(banners.id, id));
}

export const allWarehouses = (db: Conn) => db.select().from(warehouses).orderBy(warehouses.id);

export async function saveWarehouse(db: Conn, id: number | null, values: WarehouseValues): Promise<number | undefined> {
  const [r] = id === null
    ? await db.insert(warehouses).values(values).returning({ id: warehouses.id })
    : await db.update(warehouses).set(values).where(eq(warehouses.id, id)).returning({ id: warehouses.id });
  return r?.id;
}

export async function warehouseExists(db: Conn, id: number): Promise<boolean> {
  return (await db.select({ id: warehouses.id }).from(warehouses).where(eq(warehouses.id, id))).length > 0;
}

/** One page of the platform's goods (not a store's own), newest first, with each one's stock per warehouse. */
export async function platformGoodsPage(db: Conn, filter: { keyword: string; categoryId: number | null }, limit: number, offset: number) {
  const where = and(isNull(goods.ownerStoreId), filter.keyword ? ilike(goods.name, `%${filter.keyword}%`) : undefined, filter.categoryId ? eq(goods.categoryId, filter.categoryId) : undefined);
  const [{ n }] = await db.select({ n: count() }).from(goods).where(where);
  const list = await db.select().from(goods).where(where).orderBy(desc(goods.id)).limit(limit).offset(offset);
  const ids = list.map((g) => g.id);
  const stock = ids.length ? await rows<{ goods_id: number; warehouse_id: number; name: string; qty: number }>(db, sql`
    SELECT gs.goods_id, gs.warehouse_id, w.name, gs.qty FROM goods_stock gs JOIN warehouses w ON w.id = gs.warehouse_id
    WHERE gs.goods_id IN (${sql.join(ids.map((i) => sql`${i}`), sql`, `)}) ORDER BY w.id`) : [];
  return { list, stock, total: n };
}

/** Which of these goods the store lists. */
export async function listedByStore(db: Conn, storeId: number, goodsIds: number[]): Promise<Set<number>> {
  if (!goodsIds.length) return new Set();
  const r = await db.select({ g: sellerGoods.goodsId }).from(sellerGoods).where(and(eq(sellerGoods.storeId, storeId), inArray(sellerGoods.goodsId, goodsIds)));
  return new Set(r.map((x) => x.g));
}

/** Updates a platform product (not a store's own; nothing when there is none) or inserts one (`id` null). */
export async function savePlatformGoods(db: Conn, id: number | null, values: GoodsValues): Promise<number | undefined> {
  const [r] = id === null
    ? await db.insert(goods).values(values).returning({ id: goods.id })
    : await db.update(goods).set(values).where(and(eq(goods.id, id), isNull(goods.ownerStoreId))).returning({ id: goods.id });
  return r?.id;
}

export async function setGoodsStock(db: Conn, goodsId: number, warehouseId: number, qty: number): Promise<void> {
  await db.insert(goodsStock).values({ goodsId, warehouseId, qty }).onConflictDoUpdate({ target: [goodsStock.goodsId, goodsStock.warehouseId], set: { qty } });
}

/** One page of the stores with their seller's email, newest first. */
export async function adminStores(db: Conn, filter: { keyword: string; status: 'pending' | 'active' | 'disabled' | null }, limit: number, offset: number) {
  const where = and(filter.keyword ? ilike(stores.name, `%${filter.keyword}%`) : undefined, filter.status ? eq(stores.status, filter.status) : undefined);
  const [{ n }] = await db.select({ n: count() }).from(stores).where(where);
  const list = await db.select({ s: stores, email: sellers.email }).from(stores).innerJoin(sellers, eq(sellers.id, stores.sellerId)).where(where).orderBy(desc(stores.id)).limit(limit).offset(offset);
  return { list, total: n };
}

/** Sets a store's status or recommendation; false when there is no such store. */
export async function setStore(db: Conn, id: number, set: { status?: 'active' | 'disabled'; isRec?: boolean }): Promise<boolean> {
  return (await db.update(stores).set(set).where(eq(stores.id, id)).returning({ id: stores.id })).length > 0;
}

/** Sets a listing's recommendation flags; false when there is no such listing. */
export async function setGoodsFlags(db: Conn, id: number, flags: { isRec: boolean; isNew: boolean; isHot: boolean }): Promise<boolean> {
  return (await db.update(sellerGoods).set(flags).where(eq(sellerGoods.id, id)).returning({ id: sellerGoods.id })).length > 0;
}
