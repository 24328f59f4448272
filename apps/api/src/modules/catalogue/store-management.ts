import { and, eq, sql } from 'drizzle-orm';
import { Money } from '@mall/domain/money';
import { formatWireTime } from '@mall/domain/time';
import type { Db } from '../../db/client';
import { categories, goods, goodsAttrs, goodsAttrValues, sellerGoods, sellerGoodsSkus, sellers, stores } from '../../db/schema';
import { AppError } from '../../core/app-error';
import { rows } from '../../db/rows';
import { sanitizeDescription } from './sanitize';
import { feeOf, images, int, priceOf } from './management-input';
import * as repo from './repo';

/** A row of the seller's goods list: the listing with its product's name and pictures. */
interface SellerGoodsListRow {
  id: number; goods_id: number; name: string; images: string[] | null; category_id: number; selling_price: string; discount_price: string | null;
  buy_min: number; stock: number; is_shelf: boolean; sold_num: number; views_num: number; owner_store_id: number | null; created_at: Date;
}

/** The seller's side of the catalogue: the store's profile and statistics, its listings and own goods. Counters are never written here. */
export class SellerCatalogue {
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
    if (name !== s.name) await repo.refreshSearchText(this.db, { storeId: s.id });
    this.onChange();
  }

  // ---- Seller goods ----

  async sellerGoodsPage(sellerId: number, keyword: string, shelf: string, pageNum: number, pageSize: number) {
    const s = await this.storeOf(sellerId);
    const k = keyword.trim().toLowerCase();
    const cond = sql`sg.store_id = ${s.id} ${shelf === '1' ? sql`AND sg.is_shelf` : shelf === '0' ? sql`AND NOT sg.is_shelf` : sql``} ${k ? sql`AND lower(g.name) LIKE ${`%${k.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}` : sql``}`;
    const [{ n }] = await rows<{ n: number }>(this.db, sql`SELECT count(*)::int AS n FROM seller_goods sg JOIN goods g ON g.id = sg.goods_id WHERE ${cond}`);
    const list = await rows<SellerGoodsListRow>(this.db, sql`
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
    await repo.refreshSearchText(this.db, { sellerGoodsId: row.id });
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
    await repo.refreshSearchText(this.db, { sellerGoodsId: id });
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
}
