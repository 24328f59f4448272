import { formatWireTime } from '@mall/domain/time';
import { defaultLanguage, languageCodes } from '@mall/i18n/languages';
import { AppError } from '../../core/app-error';
import type { Db } from '../../db/client';
import { feeOf, images, int, priceOf } from './management-input';
import * as repo from './repo.platform';
import { refreshSearchText } from './repo';
import { sanitizeDescription } from './sanitize';

/** `names` of category!save: a JSON object of language code → name; English (the category's own name) and blanks are left out. */
function categoryNames(text: string): [string, string][] {
  let parsed: unknown;
  try { parsed = JSON.parse(text); } catch { throw new AppError('PARAM_ERROR'); }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new AppError('PARAM_ERROR');
  const out: [string, string][] = [];
  for (const [lang, name] of Object.entries(parsed)) {
    if (!(languageCodes as readonly string[]).includes(lang) || typeof name !== 'string') throw new AppError('PARAM_ERROR');
    if (lang !== defaultLanguage && name.trim()) out.push([lang, name.trim().slice(0, 64)]);
  }
  return out;
}

/** The platform's side of the catalogue (admins): categories, banners, warehouses, platform goods, stores and flags. */
export class PlatformCatalogue {
  constructor(private readonly db: Db, private readonly onChange: () => void) {}

  // ---- categories and banners ----

  async adminCategories() {
    const [list, translated] = await Promise.all([repo.allCategories(this.db), repo.allCategoryNames(this.db)]);
    const names = new Map<number, Record<string, string>>();
    for (const r of translated) names.set(r.categoryId, { ...names.get(r.categoryId), [r.lang]: r.name });
    return list.map((c) => ({
      categoryId: String(c.id), parentId: c.parentId ? String(c.parentId) : '', level: c.level, name: c.name, des: c.des, iconImg: c.iconImg, sort: c.sort,
      isRec: (c.isRec ? 1 : 0) as 0 | 1, names: names.get(c.id) ?? {},
    }));
  }

  async saveCategory(input: Record<string, string>) {
    const name = (input.name ?? '').trim();
    if (!name) throw new AppError('NAME_REQUIRED');
    let level = 1;
    let parentId: number | null = null;
    if (input.parentId) {
      parentId = int(input.parentId, 1);
      const p = await repo.categoryById(this.db, parentId);
      if (!p) throw new AppError('CATEGORY_NOT_FOUND');
      if (p.level >= 3) throw new AppError('PARAM_ERROR');
      level = p.level + 1;
    }
    const values = { name: name.slice(0, 64), des: (input.des ?? '').trim().slice(0, 500), iconImg: (input.iconImg ?? '').trim().slice(0, 500), sort: int(input.sort || '0', -1000, 1000), isRec: input.isRec === '1', parentId, level };
    const id = input.categoryId ? int(input.categoryId, 1) : null;
    if (id !== null && parentId === id) throw new AppError('PARAM_ERROR');
    const names = input.names ? categoryNames(input.names) : null;
    const saved = await this.db.transaction(async (tx) => {
      const got = await repo.saveCategory(tx, id, values);
      if (got !== undefined && names) await repo.replaceCategoryNames(tx, got, names);
      return got;
    });
    if (saved === undefined) throw new AppError('CATEGORY_NOT_FOUND');
    this.onChange();
    return { categoryId: String(saved) };
  }

  async deleteCategory(idText: string) {
    const done = await repo.deleteCategory(this.db, int(idText, 1));
    if (done === 'in use') throw new AppError('CATEGORY_IN_USE');
    if (done === 'missing') throw new AppError('CATEGORY_NOT_FOUND');
    this.onChange();
  }

  async adminBanners() {
    const list = await repo.allBanners(this.db);
    return list.map((b) => ({ id: String(b.id), type: (b.type === 'h5' ? 'h5' : 'pc') as 'pc' | 'h5', imgType: b.imgType, imgUrl: b.imgUrl, link: b.link, sort: b.sort, enabled: (b.enabled ? 1 : 0) as 0 | 1 }));
  }

  async saveBanner(input: Record<string, string>) {
    const imgUrl = images(input.imgUrl ?? '')[0];
    if (!imgUrl) throw new AppError('PARAM_ERROR');
    const link = (input.link ?? '').trim();
    if (link && !/^(\/|https?:\/\/)/.test(link)) throw new AppError('PARAM_ERROR');
    const values = { type: input.type === 'h5' ? 'h5' : 'pc', imgType: input.imgType === '0' ? 0 : 1, imgUrl, link: link.slice(0, 500), sort: int(input.sort || '0', -1000, 1000), enabled: input.enabled !== '0' };
    const id = await repo.saveBanner(this.db, input.id ? int(input.id, 1) : null, values);
    if (id === undefined) throw new AppError('NOT_FOUND');
    this.onChange();
    return { id: String(id) };
  }

  async deleteBanner(id: string) {
    await repo.deleteBanner(this.db, int(id, 1));
    this.onChange();
  }

  // ---- warehouses and platform goods ----

  async warehouses() {
    return (await repo.allWarehouses(this.db)).map((w) => ({ id: String(w.id), name: w.name, address: w.address }));
  }

  async saveWarehouse(input: Record<string, string>) {
    const name = (input.name ?? '').trim();
    if (!name) throw new AppError('NAME_REQUIRED');
    const values = { name: name.slice(0, 64), address: (input.address ?? '').trim().slice(0, 255) };
    const id = await repo.saveWarehouse(this.db, input.id ? int(input.id, 1) : null, values);
    if (id === undefined) throw new AppError('NOT_FOUND');
    return { id: String(id) };
  }

  /** The platform's goods with their stock per warehouse; for a seller (`storeId`), which ones the store lists. */
  async platformPage(keyword: string, categoryId: string, pageNum: number, pageSize: number, storeId = 0) {
    const filter = { keyword: keyword.trim(), categoryId: categoryId ? int(categoryId, 1) : null };
    const { list, stock, total } = await repo.platformGoodsPage(this.db, filter, pageSize, (pageNum - 1) * pageSize);
    const listed = storeId ? await repo.listedByStore(this.db, storeId, list.map((g) => g.id)) : new Set<number>();
    return {
      pageList: list.map((g) => ({
        id: String(g.id), name: g.name, imgUrl1: g.images[0] ?? '', images: g.images, des: g.des, categoryId: String(g.categoryId), price: Number(g.price), freightAmount: Number(g.freightAmount),
        stock: stock.filter((s) => Number(s.goods_id) === g.id).map((s) => ({ warehouseId: String(s.warehouse_id), warehouseName: s.name, qty: Number(s.qty) })),
        listed: (listed.has(g.id) ? 1 : 0) as 0 | 1,
      })),
      pageInfo: { pageNum, pageSize, totalElements: total },
    };
  }

  /** Creates or edits a platform product with its stock per warehouse. */
  async savePlatformGoods(input: Record<string, string>) {
    const name = (input.name ?? '').trim();
    if (!name) throw new AppError('NAME_REQUIRED');
    const categoryId = int(input.categoryId, 1);
    if (!(await repo.categoryById(this.db, categoryId))) throw new AppError('CATEGORY_NOT_FOUND');
    let stock: Record<string, number> = {};
    try { stock = input.stock ? JSON.parse(input.stock) : {}; } catch { throw new AppError('PARAM_ERROR'); }
    // A warehouse → quantity object; `null`, a list or a number is malformed.
    if (!stock || typeof stock !== 'object' || Array.isArray(stock)) throw new AppError('PARAM_ERROR');
    const values = {
      name: name.slice(0, 200), categoryId, des: sanitizeDescription(input.des ?? ''), images: images(input.images ?? ''),
      price: priceOf(input.price)!, freightAmount: feeOf(input.freightAmount),
    };
    const id = await this.db.transaction(async (tx) => {
      const gid = await repo.savePlatformGoods(tx, input.id ? int(input.id, 1) : null, values);
      if (gid === undefined) throw new AppError('GOODS_NOT_FOUND');
      for (const [wid, qty] of Object.entries(stock)) {
        const w = int(wid, 1);
        const q = int(String(qty), 0);
        if (!(await repo.warehouseExists(tx, w))) throw new AppError('PARAM_ERROR');
        await repo.setGoodsStock(tx, gid, w, q);
      }
      return gid;
    });
    await refreshSearchText(this.db, { goodsId: id });
    this.onChange();
    return { id: String(id) };
  }

  // ---- stores and flags ----

  async adminStores(keyword: string, status: string, pageNum: number, pageSize: number) {
    const st = status === 'pending' || status === 'active' || status === 'disabled' ? status : null;
    const { list, total } = await repo.adminStores(this.db, { keyword: keyword.trim(), status: st }, pageSize, (pageNum - 1) * pageSize);
    return {
      pageList: list.map(({ s, email }) => ({
        id: String(s.id), name: s.name, sellerEmail: email, status: s.status, isRec: (s.isRec ? 1 : 0) as 0 | 1,
        sellerGoodsNum: s.goodsNum, soldNum: s.soldNum, focusNum: s.focusNum, createTime: formatWireTime(s.createdAt),
      })),
      pageInfo: { pageNum, pageSize, totalElements: total },
    };
  }

  async setStoreStatus(id: string, status: 'active' | 'disabled') {
    if (!(await repo.setStore(this.db, int(id, 1), { status }))) throw new AppError('STORE_NOT_FOUND');
    this.onChange();
  }

  async setStoreRec(id: string, on: boolean) {
    if (!(await repo.setStore(this.db, int(id, 1), { isRec: on }))) throw new AppError('STORE_NOT_FOUND');
    this.onChange();
  }

  async setGoodsFlags(id: string, flags: { isRec: string; isNew: string; isHot: string }) {
    if (!(await repo.setGoodsFlags(this.db, int(id, 1), { isRec: flags.isRec === '1', isNew: flags.isNew === '1', isHot: flags.isHot === '1' }))) throw new AppError('GOODS_NOT_FOUND');
    this.onChange();
  }
}
