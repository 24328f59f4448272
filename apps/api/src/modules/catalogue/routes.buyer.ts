import { z } from 'zod';
import {
  banner, categoryItem, categoryNode, evaluationCounts, evaluationItem, followedStore, goodsCard, goodsDetail, keptGoods,
  pagedOf, recommendNewData, recommendNewQuery, searchKeywordData, storeCard, storeDetail,
} from '@mall/contract/catalogue';
import { pageQuery } from '@mall/contract/envelope';
import { AppError } from '../../core/app-error';
import type { Registry } from '../../core/rpc';
import type { Deps } from '../../deps';
import type { ListFilter, ListOrder } from './repo';

const str = z.string().optional().default('');
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
export function catalogueRoutes(api: Registry, { catalogue: cat }: Deps): void {
  const uid = (auth: { id: number } | null) => auth?.id ?? null;

  api.open('banner!bannerList', { cacheMs: 1000, input: pageQuery.extend({ type: str, imgType: str }), output: z.object({ result: z.array(banner) }) }, async ({ input }) => ({
    result: await cat.banners(input.type, input.imgType === '' ? null : Number(input.imgType) === 0 ? 0 : 1, input.pageSize),
  }));
  api.open('index!home', { input: pageQuery.extend({ type: str }), output: z.object({ banner: z.array(banner) }) }, async ({ input }) => ({
    banner: await cat.banners(input.type || 'pc', 1, input.pageSize),
  }));

  api.open('category!list', { output: pagedOf(categoryItem) }, async ({ lang }) => {
    const list = await cat.categoryList(lang);
    return { pageList: list, pageInfo: { pageNum: 1, pageSize: list.length, totalElements: list.length } };
  });
  api.open('category!tree', { cacheMs: 1000, output: z.array(categoryNode) }, ({ lang }) => cat.tree(lang));
  api.open('category!sellerTree', { input: z.object({ sellerId: str }), output: z.array(categoryNode) }, ({ input, lang }) =>
    cat.storeTree(idOf(input.sellerId, 'STORE_NOT_FOUND'), lang));
  api.open('category!recommend', { cacheMs: 1000, input: pageQuery, output: pagedOf(z.object({ categoryId: z.string(), name: z.string(), iconImg: z.string() })) }, ({ input, lang }) =>
    cat.recommendedCategories(lang, input.pageNum, input.pageSize));

  const listInput = pageQuery.extend({ categoryId: str, sellerId: str, isRec: str, isNew: str, isHot: str, isPrice: str, discount: str });
  api.open('sellerGoods!list', { cacheMs: 1000, input: listInput, output: pagedOf(goodsCard) }, async ({ input, lang, auth }) => {
    const f: ListFilter = { isRec: flagOn(input.isRec), isNew: flagOn(input.isNew), isHot: flagOn(input.isHot), discount: flagOn(input.discount) };
    if (input.categoryId) f.categoryIds = await cat.categoryFilter(idOf(input.categoryId, 'CATEGORY_NOT_FOUND'));
    if (input.sellerId) f.storeId = idOf(input.sellerId, 'STORE_NOT_FOUND');
    const order: ListOrder = input.isPrice === '1' ? 'price_asc' : input.isPrice === '2' ? 'price_desc' : f.isHot ? 'sold' : 'new';
    return cat.list(f, order, input.pageNum, input.pageSize, lang, uid(auth));
  });

  api.open('sellerGoods!recommend_new', { cacheMs: 1000, input: recommendNewQuery, output: recommendNewData }, async ({ input, lang, auth }) => {
    const type = input.type || '0';
    // Store picks without a store (the mobile home asks so): the picks of the stores the platform recommends.
    const picks: ListFilter = input.sellerId ? { storeId: idOf(input.sellerId, 'STORE_NOT_FOUND'), isRec: true } : { recStores: true, isRec: true };
    const f: ListFilter = type === '1' ? { isRec: true } : type === '2' ? picks : {};
    const page = await cat.list(f, type === '2' ? 'sold' : 'new', input.pageNum, input.pageSize, lang, uid(auth));
    return { result: page.pageList };
  });

  api.open('sellerGoods!recommend_like', { input: z.object({ type: str, sellerId: str, sellerGoodsId: str }), output: z.array(goodsCard) }, async ({ input, lang, auth }) => {
    let f: ListFilter;
    if (input.type === '2') f = { storeId: idOf(input.sellerId, 'STORE_NOT_FOUND') };
    else if (input.sellerGoodsId) {
      const id = idOf(input.sellerGoodsId, 'GOODS_NOT_FOUND');
      const d = await cat.detail(id, lang, null);
      f = { categoryIds: [Number(d.categoryId)], notId: id };
    } else f = { isRec: true };
    return (await cat.list(f, 'sold', 1, 12, lang, uid(auth))).pageList;
  });

  api.open('sellerGoods!search-keyword', { cacheMs: 1000, input: z.object({ keyword: str }), output: searchKeywordData }, async ({ input, lang, auth }) => {
    const k = keyword(input.keyword);
    const [goodsPage, storesPage] = await Promise.all([
      cat.list({ keyword: k }, 'relevance', 1, 10, lang, uid(auth)),
      cat.stores({ keyword: k }, 1, 5),
    ]);
    return { goodsList: goodsPage.pageList, sellerList: storesPage.pageList };
  });
  api.open('sellerGoods!search', { cacheMs: 1000, input: pageQuery.extend({ keyword: str }), output: pagedOf(goodsCard) }, ({ input, lang, auth }) =>
    cat.list({ keyword: keyword(input.keyword) }, 'relevance', input.pageNum, input.pageSize, lang, uid(auth)));
  api.open('sellerGoods!searchSellerGoods', { input: pageQuery.extend({ sellerId: str, keyword: str }), output: pagedOf(goodsCard) }, ({ input, lang, auth }) =>
    cat.list({ storeId: idOf(input.sellerId, 'STORE_NOT_FOUND'), keyword: input.keyword.trim().slice(0, 100) || undefined }, 'relevance', input.pageNum, input.pageSize, lang, uid(auth)));
  api.open('sellerGoods!info', { input: z.object({ sellerGoodsId: str }), output: goodsDetail }, ({ input, lang, auth }) =>
    cat.detail(idOf(input.sellerGoodsId, 'GOODS_NOT_FOUND'), lang, uid(auth)));

  api.open('seller!list', { cacheMs: 1000, input: pageQuery.extend({ isRec: str }), output: pagedOf(storeCard) }, ({ input }) =>
    cat.stores({ isRec: flagOn(input.isRec) }, input.pageNum, input.pageSize));
  api.open('seller!info', { input: z.object({ sellerId: str }), output: storeDetail }, ({ input, auth }) =>
    cat.storeDetail(idOf(input.sellerId, 'STORE_NOT_FOUND'), uid(auth)));

  api.open('evaluation!list', { input: pageQuery.extend({ sellerGoodsId: str, evaluationType: str }), output: pagedOf(evaluationItem) }, ({ input }) => {
    const t = input.evaluationType === '' ? null : Number(input.evaluationType);
    if (t !== null && ![-2, 1, 2, 3, 0, -1].includes(t)) throw new AppError('PARAM_ERROR');
    return cat.reviews(idOf(input.sellerGoodsId, 'GOODS_NOT_FOUND'), t, input.pageNum, input.pageSize);
  });
  api.open('evaluation!countType', { input: z.object({ goodId: str, sellerGoodsId: str }), output: evaluationCounts }, ({ input }) =>
    cat.reviewCounts(idOf(input.goodId || input.sellerGoodsId, 'GOODS_NOT_FOUND')));

  const goodsIdInput = z.object({ sellerGoodsId: str });
  api.authed('keepGoods!list', { input: pageQuery, output: pagedOf(keptGoods) }, ({ input, lang, auth }) => cat.keptList(auth.id, lang, input.pageNum, input.pageSize));
  api.authed('keepGoods!add', { input: goodsIdInput }, async ({ input, auth }) => { await cat.keep(auth.id, idOf(input.sellerGoodsId, 'GOODS_NOT_FOUND'), true); return null; });
  api.authed('keepGoods!del', { input: goodsIdInput }, async ({ input, auth }) => { await cat.keep(auth.id, idOf(input.sellerGoodsId, 'GOODS_NOT_FOUND'), false); return null; });
  api.authed('keepGoods!count', { output: z.number() }, ({ auth }) => cat.keptCount(auth.id));

  const storeIdInput = z.object({ sellerId: str });
  api.authed('focusSeller!list', { input: pageQuery, output: pagedOf(followedStore) }, ({ input, auth }) => cat.followedList(auth.id, input.pageNum, input.pageSize));
  api.authed('focusSeller!add', { input: storeIdInput }, async ({ input, auth }) => { await cat.follow(auth.id, idOf(input.sellerId, 'STORE_NOT_FOUND'), true); return null; });
  api.authed('focusSeller!del', { input: storeIdInput }, async ({ input, auth }) => { await cat.follow(auth.id, idOf(input.sellerId, 'STORE_NOT_FOUND'), false); return null; });
  api.authed('focusSeller!count', { output: z.number() }, ({ auth }) => cat.followedCount(auth.id));
}
