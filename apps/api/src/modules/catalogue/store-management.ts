import { Money } from '@mall/domain/money';
import { formatWireTime } from '@mall/domain/time';
import type { Db } from '../../db/client';
import { AppError } from '../../core/app-error';
import { sanitizeDescription } from './sanitize';
import { feeOf, images, int, priceOf } from './management-input';
import { refreshSearchText } from './repo';
import * as repo from './repo.store';

/** The seller's side of the catalogue: the store's profile and statistics, its listings and own goods. Counters are never written here. */
export class SellerCatalogue {
  constructor(private readonly db: Db, private readonly onChange: () => void) {}

  // ---- Stores ----

  /** The seller's store, created (pending approval) on first use. */
  async storeOf(sellerId: number) {
    const s = await repo.storeOfSeller(this.db, sellerId);
    if (s) return s;
    const storeName = await repo.signUpStoreName(this.db, sellerId);
    if (storeName === undefined) throw new AppError('USER_NOT_FOUND');
    return repo.createStore(this.db, sellerId, storeName);
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
    await repo.updateStore(this.db, s.id, {
      name: name.slice(0, 64), avatar: url(input.avatar), banner1: url(input.banner1), banner2: url(input.banner2), banner3: url(input.banner3),
      remark: (input.remark ?? '').trim().slice(0, 1000),
      facebook: url(input.facebook), instagram: url(input.instagram), twitter: url(input.twitter), whatsapp: (input.whatsapp ?? '').trim().slice(0, 64), telegram: (input.telegram ?? '').trim().slice(0, 64),
    });
    if (name !== s.name) await refreshSearchText(this.db, { storeId: s.id });
    this.onChange();
  }

  // ---- Seller goods ----

  async sellerGoodsPage(sellerId: number, keyword: string, shelf: string, pageNum: number, pageSize: number) {
    const s = await this.storeOf(sellerId);
    const k = keyword.trim().toLowerCase();
    const { rows: list, total } = await repo.listingsPage(this.db, s.id, shelf, k, pageSize, (pageNum - 1) * pageSize);
    return {
      pageList: list.map((r) => ({
        id: String(r.id), goodsId: String(r.goods_id), name: r.name, imgUrl1: r.images?.[0] ?? '', categoryId: String(r.category_id),
        sellingPrice: Number(r.selling_price), discountPrice: r.discount_price == null ? null : Number(r.discount_price), buyMin: r.buy_min, stock: r.stock,
        isShelf: r.is_shelf ? 1 : 0, soldNum: r.sold_num, viewsNum: r.views_num, own: r.owner_store_id ? 1 : 0, createTime: formatWireTime(r.created_at),
      })),
      pageInfo: { pageNum, pageSize, totalElements: total },
    };
  }

  /** Lists a platform product in the seller's store. */
  async listPlatformGoods(sellerId: number, input: { goodsId: string; sellingPrice: string; discountPrice: string; buyMin: string; stock: string }) {
    const s = await this.storeOf(sellerId);
    const g = await repo.platformProduct(this.db, int(input.goodsId, 1));
    if (!g) throw new AppError('GOODS_NOT_FOUND');
    const selling = priceOf(input.sellingPrice)!;
    const discount = priceOf(input.discountPrice, true);
    if (discount && Money.parse(discount).cmp(Money.parse(selling)) >= 0) throw new AppError('PRICE_INVALID');
    const id = await repo.insertListing(this.db, {
      storeId: s.id, goodsId: g.id, categoryId: g.categoryId, sellingPrice: selling, discountPrice: discount,
      buyMin: int(input.buyMin || '1', 1, 10_000), stock: int(input.stock || '0', 0),
    });
    if (id === undefined) throw new AppError('GOODS_ALREADY_LISTED');
    await refreshSearchText(this.db, { sellerGoodsId: id });
    this.onChange();
    return { id: String(id) };
  }

  /** Creates the store's own product with its variants and SKUs, in one transaction. */
  async createOwnGoods(sellerId: number, input: Record<string, string>) {
    const s = await this.storeOf(sellerId);
    const name = (input.name ?? '').trim();
    if (!name) throw new AppError('NAME_REQUIRED');
    const categoryId = int(input.categoryId, 1);
    if (!(await repo.categoryExists(this.db, categoryId))) throw new AppError('CATEGORY_NOT_FOUND');
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
      const goodsId = await repo.insertOwnProduct(tx, {
        ownerStoreId: s.id, categoryId, name: name.slice(0, 200), des: sanitizeDescription(input.des ?? ''), images: imgs, price: selling,
        freightAmount: feeOf(input.freightAmount),
      });
      const valueIds = new Map<string, number>();
      for (const [ai, a] of attrs.entries()) {
        const attrId = await repo.insertAttr(tx, goodsId, a.name.trim().slice(0, 64), ai);
        for (const [vi, v] of a.values.entries()) {
          valueIds.set(`${ai}:${String(v).trim()}`, await repo.insertAttrValue(tx, attrId, String(v).trim().slice(0, 64), vi));
        }
      }
      const totalStock = skus.length ? skus.reduce((t, k) => t + (Number(k.stock) || 0), 0) : int(input.stock || '0', 0);
      const listingId = (await repo.insertListing(tx, {
        storeId: s.id, goodsId, categoryId, sellingPrice: selling, discountPrice: discount, buyMin: int(input.buyMin || '1', 1, 10_000), stock: totalStock,
      }))!;
      for (const k of skus) {
        if (!Array.isArray(k.values) || k.values.length !== attrs.length) throw new AppError('PARAM_ERROR');
        const ids = k.values.map((v, i) => valueIds.get(`${i}:${String(v).trim()}`));
        if (ids.some((x) => x === undefined)) throw new AppError('PARAM_ERROR');
        const kd = priceOf(k.discountPrice == null ? '' : String(k.discountPrice), true);
        await repo.insertSku(tx, {
          sellerGoodsId: listingId, attrValueIds: ids as number[], sellingPrice: priceOf(String(k.sellingPrice))!, discountPrice: kd,
          img: k.img ? images(k.img)[0] ?? '' : '', stock: int(String(k.stock ?? 0), 0),
        });
      }
      return listingId;
    });
    await refreshSearchText(this.db, { sellerGoodsId: id });
    this.onChange();
    return { id: String(id) };
  }

  private async ownRow(sellerId: number, id: string) {
    const s = await this.storeOf(sellerId);
    const row = await repo.listingOfStore(this.db, s.id, int(id, 1));
    if (!row) throw new AppError('GOODS_NOT_FOUND');
    return row;
  }

  async updateSellerGoods(sellerId: number, input: { id: string; sellingPrice: string; discountPrice: string; buyMin: string; stock: string }) {
    const row = await this.ownRow(sellerId, input.id);
    const selling = priceOf(input.sellingPrice)!;
    const discount = priceOf(input.discountPrice, true);
    if (discount && Money.parse(discount).cmp(Money.parse(selling)) >= 0) throw new AppError('PRICE_INVALID');
    await repo.updateListing(this.db, row.id, { sellingPrice: selling, discountPrice: discount, buyMin: int(input.buyMin || '1', 1, 10_000), stock: int(input.stock || '0', 0) });
    this.onChange();
  }

  async shelf(sellerId: number, id: string, on: boolean) {
    const row = await this.ownRow(sellerId, id);
    await repo.updateListing(this.db, row.id, { isShelf: on });
    this.onChange();
  }
}
