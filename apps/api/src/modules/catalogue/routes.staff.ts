import { adminCatalogueApi as a, sellerCatalogueApi as s } from '@mall/contract/catalogue-staff';
import type { Registry } from '../../core/rpc';
import type { Deps } from '../../deps';
import { PlatformCatalogue } from './platform-management';
import { SellerCatalogue } from './store-management';

const flag01 = (n: number): 0 | 1 => (n ? 1 : 0);

/** Seller catalogue: the store profile and goods (the store's figures are the overview module's). */
export function sellerCatalogueRoutes(api: Registry<'seller'>, deps: Deps): SellerCatalogue {
  const changed = () => deps.events.fire('catalogue.changed', {}, () => undefined);
  const m = new SellerCatalogue(deps.db, changed);
  const platform = new PlatformCatalogue(deps.db, changed);
  api.serve(s.store, async ({ auth }) => {
    const store = await m.storeOf(auth.id);
    return { ...store, id: String(store.id) };
  });
  api.serve(s.updateStore, async ({ auth, input }) => { await m.updateStore(auth.id, input); return null; });
  api.serve(s.goods, async ({ auth, input }) => {
    const page = await m.sellerGoodsPage(auth.id, input.keyword, input.isShelf, input.pageNum, input.pageSize);
    // The manager answers the two flags as plain numbers (0 or 1); the contract names them 0 | 1.
    return { ...page, pageList: page.pageList.map((r) => ({ ...r, isShelf: flag01(r.isShelf), own: flag01(r.own) })) };
  });
  api.serve(s.platformGoods, async ({ auth, input }) => {
    const store = await m.storeOf(auth.id);
    return platform.platformPage(input.keyword, input.categoryId, input.pageNum, input.pageSize, store.id);
  });
  api.serve(s.addGoods, ({ auth, input }) => m.listPlatformGoods(auth.id, input));
  api.serve(s.createGoods, ({ auth, input }) => m.createOwnGoods(auth.id, input));
  api.serve(s.updateGoods, async ({ auth, input }) => { await m.updateSellerGoods(auth.id, input); return null; });
  api.serve(s.shelveGoods, async ({ auth, input }) => { await m.shelf(auth.id, input.id, input.isShelf === '1'); return null; });
  return m;
}

/** Admin catalogue: categories, banners, warehouses, platform goods, stores, recommendation flags. */
export function adminCatalogueRoutes(api: Registry<'admin'>, deps: Deps): void {
  const m = new PlatformCatalogue(deps.db, () => deps.events.fire('catalogue.changed', {}, () => undefined));
  const roles = ['catalogue'] as const;
  /** The audit record of a write: the row it names (or the id it created) and the parameters it took. */
  const target = (k: string) => (i: Record<string, string>, r: unknown) => ({ target: String(i[k] || (r as Record<string, string> | null)?.[k] || ''), detail: i });

  api.serve(a.categories, { roles }, () => m.adminCategories());
  api.serve(a.saveCategory, { roles, audit: target('categoryId') }, ({ input }) => m.saveCategory(input));
  api.serve(a.deleteCategory, { roles, audit: target('categoryId') }, async ({ input }) => { await m.deleteCategory(input.categoryId); return null; });
  api.serve(a.banners, { roles }, () => m.adminBanners());
  api.serve(a.saveBanner, { roles, audit: target('id') }, ({ input }) => m.saveBanner(input));
  api.serve(a.deleteBanner, { roles, audit: target('id') }, async ({ input }) => { await m.deleteBanner(input.id); return null; });
  api.serve(a.warehouses, { roles }, () => m.warehouses());
  api.serve(a.saveWarehouse, { roles, audit: target('id') }, ({ input }) => m.saveWarehouse(input));
  api.serve(a.goods, { roles }, ({ input }) => m.platformPage(input.keyword, input.categoryId, input.pageNum, input.pageSize));
  api.serve(a.saveGoods, { roles, audit: target('id') }, ({ input }) => m.savePlatformGoods(input));
  api.serve(a.stores, { roles: ['catalogue', 'support'] }, ({ input }) => m.adminStores(input.keyword, input.status, input.pageNum, input.pageSize));
  for (const [ep, status] of [[a.approveStore, 'active'], [a.enableStore, 'active'], [a.disableStore, 'disabled']] as const) {
    api.serve(ep, { roles, audit: target('id') }, async ({ input }) => { await m.setStoreStatus(input.id, status); return null; });
  }
  api.serve(a.setStoreRec, { roles, audit: target('id') }, async ({ input }) => { await m.setStoreRec(input.id, input.isRec === '1'); return null; });
  api.serve(a.setGoodsFlags, { roles, audit: target('id') }, async ({ input }) => {
    await m.setGoodsFlags(input.id, { isRec: input.isRec, isNew: input.isNew, isHot: input.isHot });
    return null;
  });
}
