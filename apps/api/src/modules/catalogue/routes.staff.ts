import { z } from 'zod';
import {
  adminBanner, adminCategory, adminStoreRow, platformGoodsRow, sellerGoodsRow, sellerStore, storeStats, warehouse,
} from '@mall/contract/catalogue-staff';
import { pageQuery, paged } from '@mall/contract/envelope';
import type { Registry } from '../../core/rpc';
import type { Deps } from '../../deps';
import { CatalogueManager } from './store-management';

const str = z.string().optional().default('');
const loose = z.record(z.string(), z.string());

/** Seller catalogue: the store profile, goods, statistics. */
export function sellerCatalogueRoutes(api: Registry, deps: Deps): CatalogueManager {
  const m = new CatalogueManager(deps.db, () => deps.events.fire('catalogue.changed', {}, () => undefined));
  api.authed('store!info', { output: sellerStore }, async ({ auth }) => {
    const s = await m.storeOf(auth.id);
    return { ...s, id: String(s.id) };
  });
  api.authed('store!update', { input: loose }, async ({ auth, input }) => { await m.updateStore(auth.id, input); return null; });
  api.authed('store!stats', { input: z.object({ days: str }), output: storeStats }, ({ auth, input }) => m.stats(auth.id, input.days === '30' ? 30 : 7));
  api.authed('goods!list', { input: pageQuery.extend({ keyword: str, isShelf: str }), output: paged(sellerGoodsRow) }, ({ auth, input }) =>
    m.sellerGoodsPage(auth.id, input.keyword, input.isShelf, input.pageNum, input.pageSize));
  api.authed('goods!platformList', { input: pageQuery.extend({ keyword: str, categoryId: str }), output: paged(platformGoodsRow) }, ({ auth, input }) =>
    m.platformPage(input.keyword, input.categoryId, input.pageNum, input.pageSize, auth.id));
  api.authed('goods!add', { input: z.object({ goodsId: str, sellingPrice: str, discountPrice: str, buyMin: str, stock: str }) }, ({ auth, input }) => m.listPlatformGoods(auth.id, input));
  api.authed('goods!create', { input: loose }, ({ auth, input }) => m.createOwnGoods(auth.id, input));
  api.authed('goods!update', { input: z.object({ id: str, sellingPrice: str, discountPrice: str, buyMin: str, stock: str }) }, async ({ auth, input }) => { await m.updateSellerGoods(auth.id, input); return null; });
  api.authed('goods!shelf', { input: z.object({ id: str, isShelf: str }) }, async ({ auth, input }) => { await m.shelf(auth.id, input.id, input.isShelf === '1'); return null; });
  return m;
}

/** Admin catalogue: categories, banners, warehouses, platform goods, stores, recommendation flags. */
export function adminCatalogueRoutes(api: Registry, deps: Deps): void {
  const m = new CatalogueManager(deps.db, () => deps.events.fire('catalogue.changed', {}, () => undefined));
  const roles = ['catalogue'] as const;
  const target = (k: string) => (i: Record<string, string>, r: unknown) => ({ target: String(i[k] || (r as Record<string, string> | null)?.[k] || ''), detail: i });

  api.authed('category!list', { roles, output: z.array(adminCategory) }, () => m.adminCategories());
  api.authed('category!save', { roles, input: loose, audit: target('categoryId') }, ({ input }) => m.saveCategory(input));
  api.authed('category!delete', { roles, input: loose, audit: target('categoryId') }, async ({ input }) => { await m.deleteCategory(input.categoryId ?? ''); return null; });
  api.authed('banner!list', { roles, output: z.array(adminBanner) }, () => m.adminBanners());
  api.authed('banner!save', { roles, input: loose, audit: target('id') }, ({ input }) => m.saveBanner(input));
  api.authed('banner!delete', { roles, input: loose, audit: target('id') }, async ({ input }) => { await m.deleteBanner(input.id ?? ''); return null; });
  api.authed('warehouse!list', { roles, output: z.array(warehouse) }, () => m.warehouses());
  api.authed('warehouse!save', { roles, input: loose, audit: target('id') }, ({ input }) => m.saveWarehouse(input));
  api.authed('goods!list', { roles, input: pageQuery.extend({ keyword: str, categoryId: str }), output: paged(platformGoodsRow) }, ({ input }) =>
    m.platformPage(input.keyword, input.categoryId, input.pageNum, input.pageSize));
  api.authed('goods!save', { roles, input: loose, audit: target('id') }, ({ input }) => m.savePlatformGoods(input));
  api.authed('store!list', { roles: ['catalogue', 'support'], input: pageQuery.extend({ keyword: str, status: str }), output: paged(adminStoreRow) }, ({ input }) =>
    m.adminStores(input.keyword, input.status, input.pageNum, input.pageSize));
  for (const [name, status] of [['store!approve', 'active'], ['store!enable', 'active'], ['store!disable', 'disabled']] as const) {
    api.authed(name, { roles, input: loose, audit: target('id') }, async ({ input }) => { await m.setStoreStatus(input.id ?? '', status); return null; });
  }
  api.authed('store!setRec', { roles, input: loose, audit: target('id') }, async ({ input }) => { await m.setStoreRec(input.id ?? '', input.isRec === '1'); return null; });
  api.authed('sellerGoods!setFlags', { roles, input: loose, audit: target('id') }, async ({ input }) => {
    await m.setGoodsFlags(input.id ?? '', { isRec: input.isRec ?? '0', isNew: input.isNew ?? '0', isHot: input.isHot ?? '0' });
    return null;
  });
}
