import { buyerCatalogueApi as e } from '@mall/contract/catalogue';
import { AppError } from '../../core/app-error';
import type { Registry } from '../../core/rpc';
import type { Deps } from '../../deps';
import type { ListFilter, ListOrder } from './repo';

/** An id parameter: a positive integer, or the route's not-found error. */
const idOf = (v: string, key: 'GOODS_NOT_FOUND' | 'STORE_NOT_FOUND' | 'CATEGORY_NOT_FOUND'): number => {
  const n = Number(v);
  if (!v || !Number.isInteger(n) || n <= 0 || n > 2_147_483_647) throw new AppError(key);
  return n;
};
const flagOn = (v: string) => v === '1' || v === 'true';
const keyword = (v: string): string => {
  const k = v.trim().slice(0, 100);
  if (!k) throw new AppError('KEYWORD_REQUIRED');
  return k;
};

/** Buyer catalogue and favourites (docs/buyer-wire.md). */
export function catalogueRoutes(api: Registry<'user'>, { catalogue: cat }: Deps): void {
  const uid = (auth: { id: number } | null) => auth?.id ?? null;
  const hot = { cacheMs: 1000 } as const;

  api.serve(e.banners, hot, async ({ input }) => ({
    result: await cat.banners(input.type, input.imgType === '' ? null : Number(input.imgType) === 0 ? 0 : 1, input.pageSize),
  }));
  api.serve(e.home, async ({ input }) => ({ banner: await cat.banners(input.type || 'pc', 1, input.pageSize) }));

  api.serve(e.categoryList, async ({ lang }) => {
    const list = await cat.categoryList(lang);
    return { pageList: list, pageInfo: { pageNum: 1, pageSize: list.length, totalElements: list.length } };
  });
  api.serve(e.categoryTree, hot, ({ lang }) => cat.tree(lang));
  api.serve(e.storeCategoryTree, ({ input, lang }) => cat.storeTree(idOf(input.sellerId, 'STORE_NOT_FOUND'), lang));
  api.serve(e.recommendedCategories, hot, ({ input, lang }) => cat.recommendedCategories(lang, input.pageNum, input.pageSize));

  api.serve(e.goodsList, hot, async ({ input, lang, auth }) => {
    const f: ListFilter = { isRec: flagOn(input.isRec), isNew: flagOn(input.isNew), isHot: flagOn(input.isHot), discount: flagOn(input.discount) };
    if (input.categoryId) f.categoryIds = await cat.categoryFilter(idOf(input.categoryId, 'CATEGORY_NOT_FOUND'));
    if (input.sellerId) f.storeId = idOf(input.sellerId, 'STORE_NOT_FOUND');
    const order: ListOrder = input.isPrice === '1' ? 'price_asc' : input.isPrice === '2' ? 'price_desc' : f.isHot ? 'sold' : 'new';
    return cat.list(f, order, input.pageNum, input.pageSize, lang, uid(auth));
  });

  api.serve(e.recommendNew, hot, async ({ input, lang, auth }) => {
    const type = input.type || '0';
    // Store picks without a store (the mobile home asks so): the picks of the stores the platform recommends.
    const picks: ListFilter = input.sellerId ? { storeId: idOf(input.sellerId, 'STORE_NOT_FOUND'), isRec: true } : { recStores: true, isRec: true };
    const f: ListFilter = type === '1' ? { isRec: true } : type === '2' ? picks : {};
    const page = await cat.list(f, type === '2' ? 'sold' : 'new', input.pageNum, input.pageSize, lang, uid(auth));
    return { result: page.pageList };
  });

  api.serve(e.recommendLike, async ({ input, lang, auth }) => {
    let f: ListFilter;
    if (input.type === '2') f = { storeId: idOf(input.sellerId, 'STORE_NOT_FOUND') };
    else if (input.sellerGoodsId) {
      const id = idOf(input.sellerGoodsId, 'GOODS_NOT_FOUND');
      const d = await cat.detail(id, lang, null);
      f = { categoryIds: [Number(d.categoryId)], notId: id };
    } else f = { isRec: true };
    return (await cat.list(f, 'sold', 1, 12, lang, uid(auth))).pageList;
  });

  api.serve(e.searchKeyword, hot, ({ input, lang, auth }) => cat.suggestions(keyword(input.keyword), lang, uid(auth)));
  api.serve(e.search, hot, ({ input, lang, auth }) =>
    cat.list({ keyword: keyword(input.keyword) }, 'relevance', input.pageNum, input.pageSize, lang, uid(auth)));
  api.serve(e.searchStoreGoods, ({ input, lang, auth }) =>
    cat.list({ storeId: idOf(input.sellerId, 'STORE_NOT_FOUND'), keyword: input.keyword.trim().slice(0, 100) || undefined }, 'relevance', input.pageNum, input.pageSize, lang, uid(auth)));
  api.serve(e.goodsInfo, ({ input, lang, auth }) => cat.detail(idOf(input.sellerGoodsId, 'GOODS_NOT_FOUND'), lang, uid(auth)));

  api.serve(e.stores, hot, ({ input }) => cat.stores({ isRec: flagOn(input.isRec) }, input.pageNum, input.pageSize));
  api.serve(e.searchStores, hot, ({ input }) => cat.stores({ keyword: keyword(input.keyword) }, input.pageNum, input.pageSize));
  api.serve(e.storeInfo, ({ input, auth }) => cat.storeDetail(idOf(input.sellerId, 'STORE_NOT_FOUND'), uid(auth)));

  api.serve(e.reviews, ({ input }) => {
    const t = input.evaluationType === '' ? null : Number(input.evaluationType);
    if (t !== null && ![-2, 1, 2, 3, 0, -1].includes(t)) throw new AppError('PARAM_ERROR');
    return cat.reviews(idOf(input.sellerGoodsId, 'GOODS_NOT_FOUND'), t, input.pageNum, input.pageSize);
  });
  api.serve(e.reviewCounts, ({ input }) => cat.reviewCounts(idOf(input.goodId || input.sellerGoodsId, 'GOODS_NOT_FOUND')));

  api.serve(e.keptGoods, ({ input, lang, auth }) => cat.keptList(auth.id, lang, input.pageNum, input.pageSize));
  api.serve(e.keep, async ({ input, auth }) => { await cat.keep(auth.id, idOf(input.sellerGoodsId, 'GOODS_NOT_FOUND'), true); return null; });
  api.serve(e.unkeep, async ({ input, auth }) => { await cat.keep(auth.id, idOf(input.sellerGoodsId, 'GOODS_NOT_FOUND'), false); return null; });
  api.serve(e.keptCount, ({ auth }) => cat.keptCount(auth.id));

  api.serve(e.followedStores, ({ input, auth }) => cat.followedList(auth.id, input.pageNum, input.pageSize));
  api.serve(e.follow, async ({ input, auth }) => { await cat.follow(auth.id, idOf(input.sellerId, 'STORE_NOT_FOUND'), true); return null; });
  api.serve(e.unfollow, async ({ input, auth }) => { await cat.follow(auth.id, idOf(input.sellerId, 'STORE_NOT_FOUND'), false); return null; });
  api.serve(e.followedCount, ({ auth }) => cat.followedCount(auth.id));
}
