import { and, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import { Money } from '@mall/domain/money';
import { formatWireTime, shanghaiDay } from '@mall/domain/time';
import type { Db } from '../../db/client';
import {
  banners, categories, goods, goodsAttrs, goodsAttrValues, goodsStock, sellerGoods, sellerGoodsSkus, sellers, stores, warehouses,
} from '../../db/schema';
import { AppError } from '../../core/app-error';
import { rows } from '../../db/rows';
import { sanitizeDescription } from './sanitize';
import { highOpinion } from './card-shapes';

/** A freight or fee text: zero or more, exact, at most 10 decimals. */
export function feeOf(v: string): string {
  const t = (v ?? '').trim() || '0';
  if (!Money.isValid(t) || Money.parse(t).isNegative()) throw new AppError('PRICE_INVALID');
  return Money.parse(t).toString();
}

/** A price text: positive, exact, at most 10 decimals. */
export function priceOf(v: string, optional = false): string | null {
  const t = (v ?? '').trim();
  if (!t && optional) return null;
  if (!Money.isValid(t) || !Money.parse(t).isPositive()) throw new AppError('PRICE_INVALID');
  return Money.parse(t).toString();
}

function images(list: string): string[] {
  const urls = list.split(',').map((u) => u.trim()).filter(Boolean);
  if (urls.length > 10) throw new AppError('IMAGE_LIMIT');
  for (const u of urls) if (!/^(\/uploads\/|\/seed\/|https:\/\/)[^\s"'<>]+$/.test(u)) throw new AppError('PARAM_ERROR');
  return urls;
}

const int = (v: string, min = 0, max = 1_000_000_000): number => {
  const n = Number(v);
  if (!Number.isInteger(n) || n < min || n > max) throw new AppError('PARAM_ERROR');
  return n;
};

/** Builds the search text of a listed product: every name of it, and its store's name. */
export async function refreshSearchText(db: Db, where: { sellerGoodsId?: number; goodsId?: number; storeId?: number }): Promise<void> {
  const cond = where.sellerGoodsId ? sql`sg.id = ${where.sellerGoodsId}` : where.goodsId ? sql`sg.goods_id = ${where.goodsId}` : sql`sg.store_id = ${where.storeId}`;
  await db.execute(sql`
    UPDATE seller_goods sg SET search_text = lower(g.name || ' ' || COALESCE((SELECT string_agg(gi.name, ' ') FROM goods_i18n gi WHERE gi.goods_id = g.id), '') || ' ' || s.name)
    FROM goods g, stores s WHERE g.id = sg.goods_id AND s.id = sg.store_id AND ${cond}`);
}

/** Seller and admin catalogue management. Counters are never written here. */
export class CatalogueManager {
  constructor(private readonly db: Db, private readonly onChange: () => void) {}

  // ---- Stores ----

  /** The seller's store, created (pending approval) on first use. */
  async storeOf(sellerId: number) {
    const [s] = await this.db.select().from(stores).where(eq(stores.sellerId, sellerId));
    if (s) return s;
    const [seller] = await this.db.select().from(sellers).where(eq(sellers.id, sellerId));
    if (!seller) throw new AppError('USER_NOT_FOUND');
    const [created] = await this.db.insert(stores).values({ sellerId, name: seller.storeName }).onConflictDoNothing().returning();
    return created ?? (await this.db.select().from(stores).where(eq(stores.sellerId, sellerId)))[0];
  }

  async updateStore(sellerId: number, input: Record<string, string>) {
    const s = await this.storeOf(sellerId);
    const name = (input.name ?? '').trim();
    if (!name) throw new AppError('NAME_REQUIRED');
    const url = (v: string) => {
      const t = (v ?? '').trim();
      if (t && !/^(\/uploads\/|https:\/\/)[^\s"'<>]+$/.test(t)) throw new AppError('PARAM_ERROR');
      return t.slice(0, 500);
    };
    await this.db.update(stores).set({
      name: name.slice(0, 64), avatar: url(input.avatar), banner1: url(input.banner1), banner2: url(input.banner2), banner3: url(input.banner3),
      remark: (input.remark ?? '').trim().slice(0, 1000),
      facebook: url(input.facebook), instagram: url(input.instagram), twitter: url(input.twitter), whatsapp: (input.whatsapp ?? '').trim().slice(0, 64), telegram: (input.telegram ?? '').trim().slice(0, 64),
    }).where(eq(stores.id, s.id));
    if (name !== s.name) await refreshSearchText(this.db, { storeId: s.id });
    this.onChange();
  }

  async stats(sellerId: number, days: number) {
    const s = await this.storeOf(sellerId);
    const since = shanghaiDay(Date.now() - (days - 1) * 24 * 3600_000);
    const views = await rows<{ day: string; views: number }>(this.db, sql`SELECT day, views FROM store_daily_stats WHERE store_id = ${s.id} AND day >= ${since}`);
    const sold = await rows<{ day: string; sold: number }>(this.db, sql`
      SELECT to_char(created_at AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD') AS day, sum(qty)::int AS sold
      FROM sales WHERE store_id = ${s.id} AND created_at >= now() - ${`${days} days`}::interval GROUP BY 1`);
    const daily = Array.from({ length: days }, (_, i) => {
      const day = shanghaiDay(Date.now() - (days - 1 - i) * 24 * 3600_000);
      return { day, views: Number(views.find((v) => v.day === day)?.views ?? 0), sold: Number(sold.find((v) => v.day === day)?.sold ?? 0) };
    });
    return { focusNum: s.focusNum, soldNum: s.soldNum, viewsNum: s.viewsNum, highOpinion: highOpinion({ review_num: s.reviewNum, good_review_num: s.goodReviewNum }), sellerGoodsNum: s.goodsNum, daily };
  }

  // ---- Seller goods ----

  async sellerGoodsPage(sellerId: number, keyword: string, shelf: string, pageNum: number, pageSize: number) {
    const s = await this.storeOf(sellerId);
    const k = keyword.trim().toLowerCase();
    const cond = sql`sg.store_id = ${s.id} ${shelf === '1' ? sql`AND sg.is_shelf` : shelf === '0' ? sql`AND NOT sg.is_shelf` : sql``} ${k ? sql`AND lower(g.name) LIKE ${`%${k.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}` : sql``}`;
    const [{ n }] = await rows<{ n: number }>(this.db, sql`SELECT count(*)::int AS n FROM seller_goods sg JOIN goods g ON g.id = sg.goods_id WHERE ${cond}`);
    const list = await rows<any>(this.db, sql`
      SELECT sg.*, g.name, g.images, g.owner_store_id FROM seller_goods sg JOIN goods g ON g.id = sg.goods_id
      WHERE ${cond} ORDER BY sg.id DESC LIMIT ${pageSize} OFFSET ${(pageNum - 1) * pageSize}`);
    return {
      pageList: list.map((r) => ({
        id: String(r.id), goodsId: String(r.goods_id), name: r.name, imgUrl1: r.images?.[0] ?? '', categoryId: String(r.category_id),
        sellingPrice: Number(r.selling_price), discountPrice: r.discount_price == null ? null : Number(r.discount_price), buyMin: r.buy_min, stock: r.stock,
        isShelf: r.is_shelf ? 1 : 0, soldNum: r.sold_num, viewsNum: r.views_num, own: r.owner_store_id ? 1 : 0, createTime: formatWireTime(r.created_at),
      })),
      pageInfo: { pageNum, pageSize, totalElements: Number(n) },
    };
  }

  async platformPage(keyword: string, categoryId: string, pageNum: number, pageSize: number, listedBySeller?: number) {
    const storeId = listedBySeller ? (await this.storeOf(listedBySeller)).id : 0;
    const k = keyword.trim();
    const where = and(sql`${goods.ownerStoreId} IS NULL`, k ? ilike(goods.name, `%${k}%`) : undefined, categoryId ? eq(goods.categoryId, int(categoryId, 1)) : undefined);
    const [{ n }] = await this.db.select({ n: count() }).from(goods).where(where);
    const list = await this.db.select().from(goods).where(where).orderBy(desc(goods.id)).limit(pageSize).offset((pageNum - 1) * pageSize);
    const ids = list.map((g) => g.id);
    const stock = ids.length ? await rows<{ goods_id: number; warehouse_id: number; name: string; qty: number }>(this.db, sql`
      SELECT gs.goods_id, gs.warehouse_id, w.name, gs.qty FROM goods_stock gs JOIN warehouses w ON w.id = gs.warehouse_id
      WHERE gs.goods_id IN (${sql.join(ids.map((i) => sql`${i}`), sql`, `)}) ORDER BY w.id`) : [];
    const listed = storeId && ids.length ? new Set((await this.db.select({ g: sellerGoods.goodsId }).from(sellerGoods).where(and(eq(sellerGoods.storeId, storeId), inArray(sellerGoods.goodsId, ids)))).map((r) => r.g)) : new Set<number>();
    return {
      pageList: list.map((g) => ({
        id: String(g.id), name: g.name, imgUrl1: g.images[0] ?? '', images: g.images, des: g.des, categoryId: String(g.categoryId), price: Number(g.price), freightAmount: Number(g.freightAmount),
        stock: stock.filter((s) => Number(s.goods_id) === g.id).map((s) => ({ warehouseId: String(s.warehouse_id), warehouseName: s.name, qty: Number(s.qty) })),
        listed: (listed.has(g.id) ? 1 : 0) as 0 | 1,
      })),
      pageInfo: { pageNum, pageSize, totalElements: n },
    };
  }

  /** Lists a platform product in the seller's store. */
  async listPlatformGoods(sellerId: number, input: { goodsId: string; sellingPrice: string; discountPrice: string; buyMin: string; stock: string }) {
    const s = await this.storeOf(sellerId);
    const [g] = await this.db.select().from(goods).where(and(eq(goods.id, int(input.goodsId, 1)), sql`${goods.ownerStoreId} IS NULL`));
    if (!g) throw new AppError('GOODS_NOT_FOUND');
    const selling = priceOf(input.sellingPrice)!;
    const discount = priceOf(input.discountPrice, true);
    if (discount && Money.parse(discount).cmp(Money.parse(selling)) >= 0) throw new AppError('PRICE_INVALID');
    const [row] = await this.db.insert(sellerGoods).values({
      storeId: s.id, goodsId: g.id, categoryId: g.categoryId, sellingPrice: selling, discountPrice: discount,
      buyMin: int(input.buyMin || '1', 1, 10_000), stock: int(input.stock || '0', 0),
    }).onConflictDoNothing().returning({ id: sellerGoods.id });
    if (!row) throw new AppError('GOODS_ALREADY_LISTED');
    await refreshSearchText(this.db, { sellerGoodsId: row.id });
    this.onChange();
    return { id: String(row.id) };
  }

  /** Creates the store's own product with its variants and SKUs, in one transaction. */
  async createOwnGoods(sellerId: number, input: Record<string, string>) {
    const s = await this.storeOf(sellerId);
    const name = (input.name ?? '').trim();
    if (!name) throw new AppError('NAME_REQUIRED');
    const categoryId = int(input.categoryId, 1);
    const [cat] = await this.db.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId));
    if (!cat) throw new AppError('CATEGORY_NOT_FOUND');
    const selling = priceOf(input.sellingPrice)!;
    const discount = priceOf(input.discountPrice, true);
    if (discount && Money.parse(discount).cmp(Money.parse(selling)) >= 0) throw new AppError('PRICE_INVALID');
    const imgs = images(input.images ?? '');
    let attrs: { name: string; values: string[] }[] = [];
    let skus: { values: string[]; sellingPrice: number | string; discountPrice?: number | string | null; img?: string; stock?: number }[] = [];
    try {
      attrs = input.attrs ? JSON.parse(input.attrs) : [];
      skus = input.skus ? JSON.parse(input.skus) : [];
    } catch { throw new AppError('PARAM_ERROR'); }
    if (!Array.isArray(attrs) || !Array.isArray(skus) || attrs.length > 3 || skus.length > 100) throw new AppError('PARAM_ERROR');
    for (const a of attrs) if (!a || typeof a.name !== 'string' || !a.name.trim() || !Array.isArray(a.values) || !a.values.length || a.values.length > 30) throw new AppError('PARAM_ERROR');
    // Every variant is an object with a list of values: `[null]` or `[1]` is malformed, not a server fault.
    for (const k of skus) if (!k || typeof k !== 'object' || !Array.isArray(k.values)) throw new AppError('PARAM_ERROR');
    const id = await this.db.transaction(async (tx) => {
      const [g] = await tx.insert(goods).values({
        ownerStoreId: s.id, categoryId, name: name.slice(0, 200), des: sanitizeDescription(input.des ?? ''), images: imgs, price: selling,
        freightAmount: feeOf(input.freightAmount),
      }).returning({ id: goods.id });
      const valueIds = new Map<string, number>();
      for (const [ai, a] of attrs.entries()) {
        const [attr] = await tx.insert(goodsAttrs).values({ goodsId: g.id, name: a.name.trim().slice(0, 64), sort: ai }).returning({ id: goodsAttrs.id });
        for (const [vi, v] of a.values.entries()) {
          const [val] = await tx.insert(goodsAttrValues).values({ attrId: attr.id, name: String(v).trim().slice(0, 64), sort: vi }).returning({ id: goodsAttrValues.id });
          valueIds.set(`${ai}:${String(v).trim()}`, val.id);
        }
      }
      const totalStock = skus.length ? skus.reduce((t, k) => t + (Number(k.stock) || 0), 0) : int(input.stock || '0', 0);
      const [sg] = await tx.insert(sellerGoods).values({
        storeId: s.id, goodsId: g.id, categoryId, sellingPrice: selling, discountPrice: discount, buyMin: int(input.buyMin || '1', 1, 10_000), stock: totalStock,
      }).returning({ id: sellerGoods.id });
      for (const k of skus) {
        if (!Array.isArray(k.values) || k.values.length !== attrs.length) throw new AppError('PARAM_ERROR');
        const ids = k.values.map((v, i) => valueIds.get(`${i}:${String(v).trim()}`));
        if (ids.some((x) => x === undefined)) throw new AppError('PARAM_ERROR');
        const kd = priceOf(k.discountPrice == null ? '' : String(k.discountPrice), true);
        await tx.insert(sellerGoodsSkus).values({
          sellerGoodsId: sg.id, attrValueIds: ids as number[], sellingPrice: priceOf(String(k.sellingPrice))!, discountPrice: kd,
          img: k.img ? images(k.img)[0] ?? '' : '', stock: int(String(k.stock ?? 0), 0),
        });
      }
      return sg.id;
    });
    await refreshSearchText(this.db, { sellerGoodsId: id });
    this.onChange();
    return { id: String(id) };
  }

  private async ownRow(sellerId: number, id: string) {
    const s = await this.storeOf(sellerId);
    const [row] = await this.db.select().from(sellerGoods).where(and(eq(sellerGoods.id, int(id, 1)), eq(sellerGoods.storeId, s.id)));
    if (!row) throw new AppError('GOODS_NOT_FOUND');
    return row;
  }

  async updateSellerGoods(sellerId: number, input: { id: string; sellingPrice: string; discountPrice: string; buyMin: string; stock: string }) {
    const row = await this.ownRow(sellerId, input.id);
    const selling = priceOf(input.sellingPrice)!;
    const discount = priceOf(input.discountPrice, true);
    if (discount && Money.parse(discount).cmp(Money.parse(selling)) >= 0) throw new AppError('PRICE_INVALID');
    await this.db.update(sellerGoods).set({ sellingPrice: selling, discountPrice: discount, buyMin: int(input.buyMin || '1', 1, 10_000), stock: int(input.stock || '0', 0) }).where(eq(sellerGoods.id, row.id));
    this.onChange();
  }

  async shelf(sellerId: number, id: string, on: boolean) {
    const row = await this.ownRow(sellerId, id);
    await this.db.update(sellerGoods).set({ isShelf: on }).where(eq(sellerGoods.id, row.id));
    this.onChange();
  }

  // ---- Admin ----

  async adminCategories() {
    const list = await this.db.select().from(categories).orderBy(categories.level, categories.sort, categories.id);
    return list.map((c) => ({ categoryId: String(c.id), parentId: c.parentId ? String(c.parentId) : '', level: c.level, name: c.name, des: c.des, iconImg: c.iconImg, sort: c.sort, isRec: (c.isRec ? 1 : 0) as 0 | 1 }));
  }

  async saveCategory(input: Record<string, string>) {
    const name = (input.name ?? '').trim();
    if (!name) throw new AppError('NAME_REQUIRED');
    let level = 1;
    let parentId: number | null = null;
    if (input.parentId) {
      parentId = int(input.parentId, 1);
      const [p] = await this.db.select().from(categories).where(eq(categories.id, parentId));
      if (!p) throw new AppError('CATEGORY_NOT_FOUND');
      if (p.level >= 3) throw new AppError('PARAM_ERROR');
      level = p.level + 1;
    }
    const values = { name: name.slice(0, 64), des: (input.des ?? '').trim().slice(0, 500), iconImg: (input.iconImg ?? '').trim().slice(0, 500), sort: int(input.sort || '0', -1000, 1000), isRec: input.isRec === '1', parentId, level };
    let id: number;
    if (input.categoryId) {
      id = int(input.categoryId, 1);
      if (parentId === id) throw new AppError('PARAM_ERROR');
      const done = await this.db.update(categories).set(values).where(eq(categories.id, id)).returning({ id: categories.id });
      if (!done.length) throw new AppError('CATEGORY_NOT_FOUND');
    } else {
      [{ id }] = await this.db.insert(categories).values(values).returning({ id: categories.id });
    }
    this.onChange();
    return { categoryId: String(id) };
  }

  async deleteCategory(idText: string) {
    const id = int(idText, 1);
    const [{ n: kids }] = await this.db.select({ n: count() }).from(categories).where(eq(categories.parentId, id));
    const [{ n: used }] = await this.db.select({ n: count() }).from(goods).where(eq(goods.categoryId, id));
    if (kids || used) throw new AppError('CATEGORY_IN_USE');
    const done = await this.db.delete(categories).where(eq(categories.id, id)).returning({ id: categories.id });
    if (!done.length) throw new AppError('CATEGORY_NOT_FOUND');
    this.onChange();
  }

  async adminBanners() {
    const list = await this.db.select().from(banners).orderBy(banners.type, banners.imgType, banners.sort, banners.id);
    return list.map((b) => ({ id: String(b.id), type: (b.type === 'h5' ? 'h5' : 'pc') as 'pc' | 'h5', imgType: b.imgType, imgUrl: b.imgUrl, link: b.link, sort: b.sort, enabled: (b.enabled ? 1 : 0) as 0 | 1 }));
  }

  async saveBanner(input: Record<string, string>) {
    const imgUrl = images(input.imgUrl ?? '')[0];
    if (!imgUrl) throw new AppError('PARAM_ERROR');
    const link = (input.link ?? '').trim();
    if (link && !/^(\/|https?:\/\/)/.test(link)) throw new AppError('PARAM_ERROR');
    const values = { type: input.type === 'h5' ? 'h5' : 'pc', imgType: input.imgType === '0' ? 0 : 1, imgUrl, link: link.slice(0, 500), sort: int(input.sort || '0', -1000, 1000), enabled: input.enabled !== '0' };
    let id: number;
    if (input.id) {
      id = int(input.id, 1);
      const done = await this.db.update(banners).set(values).where(eq(banners.id, id)).returning({ id: banners.id });
      if (!done.length) throw new AppError('NOT_FOUND');
    } else [{ id }] = await this.db.insert(banners).values(values).returning({ id: banners.id });
    this.onChange();
    return { id: String(id) };
  }

  async deleteBanner(id: string) {
    await this.db.delete(banners).where(eq(banners.id, int(id, 1)));
    this.onChange();
  }

  async warehouses() {
    return (await this.db.select().from(warehouses).orderBy(warehouses.id)).map((w) => ({ id: String(w.id), name: w.name, address: w.address }));
  }

  async saveWarehouse(input: Record<string, string>) {
    const name = (input.name ?? '').trim();
    if (!name) throw new AppError('NAME_REQUIRED');
    const values = { name: name.slice(0, 64), address: (input.address ?? '').trim().slice(0, 255) };
    if (input.id) {
      const done = await this.db.update(warehouses).set(values).where(eq(warehouses.id, int(input.id, 1))).returning({ id: warehouses.id });
      if (!done.length) throw new AppError('NOT_FOUND');
      return { id: String(done[0].id) };
    }
    const [w] = await this.db.insert(warehouses).values(values).returning({ id: warehouses.id });
    return { id: String(w.id) };
  }

  /** Creates or edits a platform product with its stock per warehouse. */
  async savePlatformGoods(input: Record<string, string>) {
    const name = (input.name ?? '').trim();
    if (!name) throw new AppError('NAME_REQUIRED');
    const categoryId = int(input.categoryId, 1);
    const [cat] = await this.db.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId));
    if (!cat) throw new AppError('CATEGORY_NOT_FOUND');
    let stock: Record<string, number> = {};
    try { stock = input.stock ? JSON.parse(input.stock) : {}; } catch { throw new AppError('PARAM_ERROR'); }
    // A warehouse → quantity object; `null`, a list or a number is malformed.
    if (!stock || typeof stock !== 'object' || Array.isArray(stock)) throw new AppError('PARAM_ERROR');
    const values = {
      name: name.slice(0, 200), categoryId, des: sanitizeDescription(input.des ?? ''), images: images(input.images ?? ''),
      price: priceOf(input.price)!, freightAmount: feeOf(input.freightAmount),
    };
    const id = await this.db.transaction(async (tx) => {
      let gid: number;
      if (input.id) {
        gid = int(input.id, 1);
        const done = await tx.update(goods).set(values).where(and(eq(goods.id, gid), sql`${goods.ownerStoreId} IS NULL`)).returning({ id: goods.id });
        if (!done.length) throw new AppError('GOODS_NOT_FOUND');
      } else [{ id: gid }] = await tx.insert(goods).values(values).returning({ id: goods.id });
      for (const [wid, qty] of Object.entries(stock)) {
        const w = int(wid, 1);
        const q = int(String(qty), 0);
        const [exists] = await tx.select({ id: warehouses.id }).from(warehouses).where(eq(warehouses.id, w));
        if (!exists) throw new AppError('PARAM_ERROR');
        await tx.insert(goodsStock).values({ goodsId: gid, warehouseId: w, qty: q }).onConflictDoUpdate({ target: [goodsStock.goodsId, goodsStock.warehouseId], set: { qty: q } });
      }
      return gid;
    });
    await refreshSearchText(this.db, { goodsId: id });
    this.onChange();
    return { id: String(id) };
  }

  async adminStores(keyword: string, status: string, pageNum: number, pageSize: number) {
    const where = and(keyword.trim() ? ilike(stores.name, `%${keyword.trim()}%`) : undefined, ['pending', 'active', 'disabled'].includes(status) ? eq(stores.status, status as 'active') : undefined);
    const [{ n }] = await this.db.select({ n: count() }).from(stores).where(where);
    const list = await this.db.select({ s: stores, email: sellers.email }).from(stores).innerJoin(sellers, eq(sellers.id, stores.sellerId)).where(where).orderBy(desc(stores.id)).limit(pageSize).offset((pageNum - 1) * pageSize);
    return {
      pageList: list.map(({ s, email }) => ({
        id: String(s.id), name: s.name, sellerEmail: email, status: s.status, isRec: (s.isRec ? 1 : 0) as 0 | 1,
        sellerGoodsNum: s.goodsNum, soldNum: s.soldNum, focusNum: s.focusNum, createTime: formatWireTime(s.createdAt),
      })),
      pageInfo: { pageNum, pageSize, totalElements: n },
    };
  }

  async setStoreStatus(id: string, status: 'active' | 'disabled') {
    const done = await this.db.update(stores).set({ status }).where(eq(stores.id, int(id, 1))).returning({ id: stores.id });
    if (!done.length) throw new AppError('STORE_NOT_FOUND');
    this.onChange();
  }

  async setStoreRec(id: string, on: boolean) {
    const done = await this.db.update(stores).set({ isRec: on }).where(eq(stores.id, int(id, 1))).returning({ id: stores.id });
    if (!done.length) throw new AppError('STORE_NOT_FOUND');
    this.onChange();
  }

  async setGoodsFlags(id: string, flags: { isRec: string; isNew: string; isHot: string }) {
    const done = await this.db.update(sellerGoods).set({ isRec: flags.isRec === '1', isNew: flags.isNew === '1', isHot: flags.isHot === '1' })
      .where(eq(sellerGoods.id, int(id, 1))).returning({ id: sellerGoods.id });
    if (!done.length) throw new AppError('GOODS_NOT_FOUND');
    this.onChange();
  }
}
