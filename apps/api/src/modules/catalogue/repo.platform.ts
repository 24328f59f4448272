import { and, count, desc, eq, ilike, inArray, isNull, sql } from 'drizzle-orm';
import { rows, type Conn } from '../../db/rows';
import { banners, categories, categoryI18n, goods, goodsStock, sellerGoods, sellers, stores, warehouses } from '../../db/schema';

// The platform's catalogue management: categories, banners, warehouses, platform goods and stores.

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

/** Every category's names in the other languages. */
export const allCategoryNames = (db: Conn) => db.select().from(categoryI18n);

/** Replaces a category's names in the other languages. */
export async function replaceCategoryNames(db: Conn, id: number, names: [lang: string, name: string][]): Promise<void> {
  await db.delete(categoryI18n).where(eq(categoryI18n.categoryId, id));
  if (names.length) await db.insert(categoryI18n).values(names.map(([lang, name]) => ({ categoryId: id, lang, name })));
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
