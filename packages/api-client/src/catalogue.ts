import { infiniteQueryOptions, mutationOptions, queryOptions } from '@tanstack/react-query';
import {
  buyerCatalogueApi as e,
  type Banner, type CategoryItem, type CategoryNode, type EvaluationCounts, type EvaluationItem, type FollowedStore, type GoodsCard, type GoodsDetail,
  type KeptGoods, type RecommendedCategory, type SearchKeywordData, type StoreCard, type StoreDetail,
} from '@mall/contract/catalogue';
import type { ApiClient } from './client';

// Buyer catalogue and favourite calls: one exported function per endpoint, each taking the app's client first.

export type {
  Banner, CategoryItem, CategoryNode, EvaluationCounts, EvaluationItem, FollowedStore, GoodsCard, GoodsDetail, KeptGoods, RecommendedCategory, SearchKeywordData,
  StoreCard, StoreDetail,
};

/** One page of a mall list. */
export interface Page<T> {
  pageList: T[];
  pageInfo: { pageNum: number; pageSize: number; totalElements: number };
}

/** Page size of the home lists (docs/product-rules.md). */
export const HOME_PAGE_SIZE = 12;
/** Page size of the buyer's own lists and catalogue pages (20 user lists). */
export const LIST_PAGE_SIZE = 20;

/**
 * Query keys of the catalogue. Answers carrying isKeep or isFocus depend on who asks, so their keys
 * hold `viewer`: an opaque marker of the session ('' for guests; the apps pass the token's tail), so
 * another buyer signing in on the same device never sees the previous buyer's flags.
 */
export const catalogueKeys = {
  all: ['catalogue'] as const,
  banners: (type: BannerType, imgType: 0 | 1) => [...catalogueKeys.all, 'banners', type, imgType] as const,
  categoryTree: () => [...catalogueKeys.all, 'category-tree'] as const,
  storeCategoryTree: (sellerId: string) => [...catalogueKeys.all, 'store-category-tree', sellerId] as const,
  categoryList: () => [...catalogueKeys.all, 'category-list'] as const,
  recommendedCategories: (pageSize: number) => [...catalogueKeys.all, 'recommended-categories', pageSize] as const,
  goodsList: (filter: GoodsFilter, viewer: string) => [...catalogueKeys.all, 'goods-list', filter, viewer] as const,
  recommendNew: (input: RecommendInput, viewer: string) => [...catalogueKeys.all, 'recommend-new', input, viewer] as const,
  recommendLike: (input: RecommendLikeInput) => [...catalogueKeys.all, 'recommend-like', input] as const,
  searchKeyword: (keyword: string) => [...catalogueKeys.all, 'search-keyword', keyword] as const,
  search: (keyword: string, pageSize: number, viewer: string) => [...catalogueKeys.all, 'search', keyword, pageSize, viewer] as const,
  storeSearch: (sellerId: string, keyword: string, pageSize: number) => [...catalogueKeys.all, 'store-search', sellerId, keyword, pageSize] as const,
  /** Stores whose name matches a keyword (the store search pages), not a store's own goods search above. */
  storesByKeyword: (keyword: string, pageSize: number) => [...catalogueKeys.all, 'stores-by-keyword', keyword, pageSize] as const,
  goods: (sellerGoodsId: string, viewer: string) => [...catalogueKeys.all, 'goods', sellerGoodsId, viewer] as const,
  stores: (isRec: boolean, pageSize: number) => [...catalogueKeys.all, 'stores', isRec, pageSize] as const,
  store: (sellerId: string, viewer: string) => [...catalogueKeys.all, 'store', sellerId, viewer] as const,
  reviews: (sellerGoodsId: string, filter: ReviewFilter, pageSize: number) => [...catalogueKeys.all, 'reviews', sellerGoodsId, filter, pageSize] as const,
  reviewCounts: (sellerGoodsId: string) => [...catalogueKeys.all, 'review-counts', sellerGoodsId] as const,
};

/**
 * Query keys of the buyer's favourites and followed stores (signed in only). Their queries keep no
 * cache once off screen (gcTime 0), so a next buyer on the same device never sees the last one's lists.
 */
export const favouriteKeys = {
  all: ['favourites'] as const,
  goods: (pageSize: number) => [...favouriteKeys.all, 'goods', pageSize] as const,
  goodsCount: () => [...favouriteKeys.all, 'goods-count'] as const,
  stores: (pageSize: number) => [...favouriteKeys.all, 'stores', pageSize] as const,
  storesCount: () => [...favouriteKeys.all, 'stores-count'] as const,
};

const pageArgs = (pageNum: number, pageSize: number) => ({ pageNum, pageSize });
/** Next page number of an infinite list, or undefined when the last page is loaded. */
const nextPage = <T,>(last: Page<T>) =>
  (last.pageInfo.pageNum * last.pageInfo.pageSize < last.pageInfo.totalElements && last.pageList.length > 0 ? last.pageInfo.pageNum + 1 : undefined);

// ---- Banners and categories ----

export type BannerType = 'pc' | 'h5';

/** `banner!bannerList`: the banners of one place (`pc` desktop, `h5` mobile; imgType 1 main carousel, 0 side). */
export async function bannerList(api: ApiClient, type: BannerType, imgType: 0 | 1, pageSize = HOME_PAGE_SIZE): Promise<Banner[]> {
  return (await api.call(e.banners, { type, imgType, ...pageArgs(1, pageSize) })).result;
}

/** Query options of one place's banners. */
export const bannersQuery = (api: ApiClient, type: BannerType, imgType: 0 | 1) =>
  queryOptions({ queryKey: catalogueKeys.banners(type, imgType), queryFn: () => bannerList(api, type, imgType), staleTime: 5 * 60_000 });

/** `category!tree`: the category tree (top level with subList, up to 3 levels). */
export function categoryTree(api: ApiClient): Promise<CategoryNode[]> {
  return api.call(e.categoryTree);
}

/** Query options of the category tree. */
export const categoryTreeQuery = (api: ApiClient) =>
  queryOptions({ queryKey: catalogueKeys.categoryTree(), queryFn: () => categoryTree(api), staleTime: 10 * 60_000 });

/** `category!sellerTree`: the categories a store's shelved goods are in. */
export function storeCategoryTree(api: ApiClient, sellerId: string): Promise<CategoryNode[]> {
  return api.call(e.storeCategoryTree, { sellerId });
}

/** Query options of a store's category tree. */
export const storeCategoryTreeQuery = (api: ApiClient, sellerId: string) =>
  queryOptions({ queryKey: catalogueKeys.storeCategoryTree(sellerId), queryFn: () => storeCategoryTree(api, sellerId), enabled: Boolean(sellerId), staleTime: 5 * 60_000 });

/** `category!list`: every category, flat. */
export async function categoryList(api: ApiClient): Promise<CategoryItem[]> {
  return (await api.call(e.categoryList)).pageList;
}


/** `category!recommend`: the categories shown on the home page. */
export async function recommendedCategories(api: ApiClient, pageSize = HOME_PAGE_SIZE): Promise<RecommendedCategory[]> {
  return (await api.call(e.recommendedCategories, pageArgs(1, pageSize))).pageList;
}

/** Query options of the home categories. */
export const recommendedCategoriesQuery = (api: ApiClient, pageSize = HOME_PAGE_SIZE) =>
  queryOptions({ queryKey: catalogueKeys.recommendedCategories(pageSize), queryFn: () => recommendedCategories(api, pageSize), staleTime: 10 * 60_000 });

// ---- Goods lists ----

/** Filters of `sellerGoods!list`; absent ones are not sent. */
export interface GoodsFilter {
  categoryId?: string;
  sellerId?: string;
  isRec?: boolean;
  isNew?: boolean;
  isHot?: boolean;
  /** Only discounted goods. */
  discount?: boolean;
  /** Sort by price; absent: newest first (hot: best sellers first). */
  priceOrder?: 'asc' | 'desc';
}

const flagParam = (on: boolean | undefined) => (on ? 1 : undefined);

/** `sellerGoods!list`: one page of goods matching the filter. */
export function goodsList(api: ApiClient, filter: GoodsFilter, pageNum: number, pageSize: number): Promise<Page<GoodsCard>> {
  return api.call(e.goodsList, {
    ...pageArgs(pageNum, pageSize),
    categoryId: filter.categoryId || undefined,
    sellerId: filter.sellerId || undefined,
    isRec: flagParam(filter.isRec),
    isNew: flagParam(filter.isNew),
    isHot: flagParam(filter.isHot),
    discount: flagParam(filter.discount),
    isPrice: filter.priceOrder === 'asc' ? 1 : filter.priceOrder === 'desc' ? 2 : undefined,
  });
}

/** Query options of one page of goods (the previous page stays on screen while the next loads). */
export const goodsListQuery = (api: ApiClient, filter: GoodsFilter, pageNum: number, pageSize: number, viewer: string) =>
  queryOptions({
    queryKey: [...catalogueKeys.goodsList(filter, viewer), pageNum, pageSize] as const,
    queryFn: () => goodsList(api, filter, pageNum, pageSize),
    staleTime: 60_000,
  });

/** Infinite query options of goods matching the filter (mobile "load more"). */
export const goodsListInfiniteQuery = (api: ApiClient, filter: GoodsFilter, pageSize: number, viewer: string) =>
  infiniteQueryOptions({
    queryKey: [...catalogueKeys.goodsList(filter, viewer), 'infinite', pageSize] as const,
    queryFn: ({ pageParam }) => goodsList(api, filter, pageParam, pageSize),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    staleTime: 60_000,
  });

/** `sellerGoods!recommend_new` types: new arrivals, recommended, a store's picks (without `sellerId`: the recommended stores' picks). */
export type RecommendType = 'new' | 'recommended' | 'store';
export interface RecommendInput { type: RecommendType; pageSize: number; sellerId?: string }
const recommendTypeWire: Record<RecommendType, number> = { new: 0, recommended: 1, store: 2 };

/** `sellerGoods!recommend_new`: the daily new arrivals, recommended goods or a store's picks. */
export async function recommendNew(api: ApiClient, input: RecommendInput): Promise<GoodsCard[]> {
  const data = await api.call(e.recommendNew, {
    type: recommendTypeWire[input.type], ...pageArgs(1, input.pageSize), sellerId: input.sellerId || undefined,
  });
  return data.result;
}

/** Query options of a recommendation list. */
export const recommendNewQuery = (api: ApiClient, input: RecommendInput, viewer: string) =>
  queryOptions({ queryKey: catalogueKeys.recommendNew(input, viewer), queryFn: () => recommendNew(api, input), staleTime: 5 * 60_000 });

/** `sellerGoods!recommend_like`: goods like this one (same category) or more from the same store. */
export type RecommendLikeInput = { type: 'like'; sellerGoodsId: string } | { type: 'store'; sellerId: string };

/** `sellerGoods!recommend_like`: up to 12 related goods. */
export function recommendLike(api: ApiClient, input: RecommendLikeInput): Promise<GoodsCard[]> {
  return api.call(e.recommendLike, input.type === 'like'
    ? { type: 1, sellerGoodsId: input.sellerGoodsId }
    : { type: 2, sellerId: input.sellerId });
}

/** Query options of related goods. */
export const recommendLikeQuery = (api: ApiClient, input: RecommendLikeInput) =>
  queryOptions({ queryKey: catalogueKeys.recommendLike(input), queryFn: () => recommendLike(api, input), staleTime: 5 * 60_000 });

// ---- Search ----

/** `sellerGoods!search-keyword`: suggestions for a keyword (up to 10 goods and 5 stores). */
export function searchKeyword(api: ApiClient, keyword: string): Promise<SearchKeywordData> {
  return api.call(e.searchKeyword, { keyword: keyword.trim() });
}

/** Query options of the suggestions for a keyword; disabled for a blank one. */
export const searchKeywordQuery = (api: ApiClient, keyword: string) =>
  queryOptions({
    queryKey: catalogueKeys.searchKeyword(keyword.trim()),
    queryFn: () => searchKeyword(api, keyword),
    enabled: keyword.trim().length > 0,
    staleTime: 60_000,
  });

/** `sellerGoods!search`: one page of goods matching a keyword (the server refuses a blank one). */
export function searchGoods(api: ApiClient, keyword: string, pageNum: number, pageSize: number): Promise<Page<GoodsCard>> {
  return api.call(e.search, { keyword: keyword.trim(), ...pageArgs(pageNum, pageSize) });
}

/** Query options of one page of search results. */
export const searchGoodsQuery = (api: ApiClient, keyword: string, pageNum: number, pageSize: number, viewer: string) =>
  queryOptions({
    queryKey: [...catalogueKeys.search(keyword.trim(), pageSize, viewer), pageNum] as const,
    queryFn: () => searchGoods(api, keyword, pageNum, pageSize),
    enabled: keyword.trim().length > 0,
    staleTime: 60_000,
  });

/** Infinite query options of search results (mobile). */
export const searchGoodsInfiniteQuery = (api: ApiClient, keyword: string, pageSize: number, viewer: string) =>
  infiniteQueryOptions({
    queryKey: [...catalogueKeys.search(keyword.trim(), pageSize, viewer), 'infinite'] as const,
    queryFn: ({ pageParam }) => searchGoods(api, keyword, pageParam, pageSize),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled: keyword.trim().length > 0,
    staleTime: 60_000,
  });

/** `sellerGoods!searchSellerGoods`: one page of a store's goods matching a keyword (blank: all of them). */
export function searchStoreGoods(api: ApiClient, sellerId: string, keyword: string, pageNum: number, pageSize: number): Promise<Page<GoodsCard>> {
  return api.call(e.searchStoreGoods, { sellerId, keyword: keyword.trim(), ...pageArgs(pageNum, pageSize) });
}

/** Infinite query options of a store's goods matching a keyword. */
export const storeGoodsSearchInfiniteQuery = (api: ApiClient, sellerId: string, keyword: string, pageSize: number) =>
  infiniteQueryOptions({
    queryKey: catalogueKeys.storeSearch(sellerId, keyword.trim(), pageSize),
    queryFn: ({ pageParam }) => searchStoreGoods(api, sellerId, keyword, pageParam, pageSize),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled: Boolean(sellerId),
    staleTime: 60_000,
  });

/** `seller!search` (ours): one page of the stores whose name contains the keyword (the server refuses a blank one). */
export function searchStores(api: ApiClient, keyword: string, pageNum: number, pageSize: number): Promise<Page<StoreCard>> {
  return api.call(e.searchStores, { keyword: keyword.trim(), ...pageArgs(pageNum, pageSize) });
}

/** Infinite query options of the stores matching a keyword (nothing is asked without one). */
export const storesByKeywordInfiniteQuery = (api: ApiClient, keyword: string, pageSize: number) =>
  infiniteQueryOptions({
    queryKey: catalogueKeys.storesByKeyword(keyword.trim(), pageSize),
    queryFn: ({ pageParam }) => searchStores(api, keyword, pageParam, pageSize),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled: Boolean(keyword.trim()),
    staleTime: 60_000,
  });

// ---- Goods detail and stores ----

/** `sellerGoods!info`: a product's detail (counts a view); GOODS_NOT_FOUND when unknown or off the shelf. */
export function goodsInfo(api: ApiClient, sellerGoodsId: string): Promise<GoodsDetail> {
  return api.call(e.goodsInfo, { sellerGoodsId });
}

/** Query options of a product's detail. */
export const goodsInfoQuery = (api: ApiClient, sellerGoodsId: string, viewer: string) =>
  queryOptions({ queryKey: catalogueKeys.goods(sellerGoodsId, viewer), queryFn: () => goodsInfo(api, sellerGoodsId), enabled: Boolean(sellerGoodsId), staleTime: 60_000 });

/** `seller!list`: one page of stores, recommended ones only with `isRec`. */
export function storeList(api: ApiClient, isRec: boolean, pageNum: number, pageSize: number): Promise<Page<StoreCard>> {
  return api.call(e.stores, { isRec: flagParam(isRec), ...pageArgs(pageNum, pageSize) });
}

/** Query options of the first page of (recommended) stores. */
export const storeListQuery = (api: ApiClient, isRec: boolean, pageSize: number) =>
  queryOptions({ queryKey: catalogueKeys.stores(isRec, pageSize), queryFn: () => storeList(api, isRec, 1, pageSize), staleTime: 5 * 60_000 });

/** `seller!info`: a store's page data (counts a view); STORE_NOT_FOUND when unknown. */
export function storeInfo(api: ApiClient, sellerId: string): Promise<StoreDetail> {
  return api.call(e.storeInfo, { sellerId });
}

/** Query options of a store's page data. */
export const storeInfoQuery = (api: ApiClient, sellerId: string, viewer: string) =>
  queryOptions({ queryKey: catalogueKeys.store(sellerId, viewer), queryFn: () => storeInfo(api, sellerId), enabled: Boolean(sellerId), staleTime: 60_000 });

// ---- Reviews ----

/** Review filters: everything, the three rating classes and "with pictures". */
export type ReviewFilter = 'all' | 'good' | 'medium' | 'bad' | 'pictures';
const reviewFilterWire: Record<ReviewFilter, number | undefined> = { all: undefined, good: 1, medium: 2, bad: 3, pictures: -2 };

/** `evaluation!list`: one page of a product's reviews. */
export function reviewList(api: ApiClient, sellerGoodsId: string, filter: ReviewFilter, pageNum: number, pageSize: number): Promise<Page<EvaluationItem>> {
  return api.call(e.reviews, { sellerGoodsId, evaluationType: reviewFilterWire[filter], ...pageArgs(pageNum, pageSize) });
}

/** Infinite query options of a product's reviews under a filter. */
export const reviewListInfiniteQuery = (api: ApiClient, sellerGoodsId: string, filter: ReviewFilter, pageSize: number) =>
  infiniteQueryOptions({
    queryKey: catalogueKeys.reviews(sellerGoodsId, filter, pageSize),
    queryFn: ({ pageParam }) => reviewList(api, sellerGoodsId, filter, pageParam, pageSize),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    enabled: Boolean(sellerGoodsId),
    staleTime: 60_000,
  });

/** `evaluation!countType`: how many reviews each filter holds. */
export function reviewCounts(api: ApiClient, sellerGoodsId: string): Promise<EvaluationCounts> {
  return api.call(e.reviewCounts, { goodId: sellerGoodsId });
}

/** Query options of a product's review counts. */
export const reviewCountsQuery = (api: ApiClient, sellerGoodsId: string) =>
  queryOptions({ queryKey: catalogueKeys.reviewCounts(sellerGoodsId), queryFn: () => reviewCounts(api, sellerGoodsId), enabled: Boolean(sellerGoodsId), staleTime: 60_000 });

// ---- Favourites (signed in) ----

/** `keepGoods!list`: one page of the buyer's favourite goods. */
export function keptGoodsList(api: ApiClient, pageNum: number, pageSize: number): Promise<Page<KeptGoods>> {
  return api.call(e.keptGoods, pageArgs(pageNum, pageSize));
}

/** Infinite query options of the favourite goods. */
export const keptGoodsInfiniteQuery = (api: ApiClient, pageSize = LIST_PAGE_SIZE) =>
  infiniteQueryOptions({
    queryKey: favouriteKeys.goods(pageSize),
    queryFn: ({ pageParam }) => keptGoodsList(api, pageParam, pageSize),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    gcTime: 0,
  });

/** `keepGoods!add`: adds a product to the favourites. */
export async function keepGoods(api: ApiClient, sellerGoodsId: string): Promise<void> {
  await api.call(e.keep, { sellerGoodsId });
}

/** `keepGoods!del`: removes a product from the favourites. */
export async function unkeepGoods(api: ApiClient, sellerGoodsId: string): Promise<void> {
  await api.call(e.unkeep, { sellerGoodsId });
}

/** `keepGoods!count`: how many goods the buyer keeps. */
export function keptGoodsCount(api: ApiClient): Promise<number> {
  return api.call(e.keptCount);
}

/** Query options of the favourite goods count. */
export const keptGoodsCountQuery = (api: ApiClient, enabled = true) =>
  queryOptions({ queryKey: favouriteKeys.goodsCount(), queryFn: () => keptGoodsCount(api), enabled, gcTime: 0 });

/** `focusSeller!list`: one page of the stores the buyer follows. */
export function followedStoreList(api: ApiClient, pageNum: number, pageSize: number): Promise<Page<FollowedStore>> {
  return api.call(e.followedStores, pageArgs(pageNum, pageSize));
}

/** Infinite query options of the followed stores. */
export const followedStoresInfiniteQuery = (api: ApiClient, pageSize = LIST_PAGE_SIZE) =>
  infiniteQueryOptions({
    queryKey: favouriteKeys.stores(pageSize),
    queryFn: ({ pageParam }) => followedStoreList(api, pageParam, pageSize),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    gcTime: 0,
  });

/** `focusSeller!add`: follows a store. */
export async function followStore(api: ApiClient, sellerId: string): Promise<void> {
  await api.call(e.follow, { sellerId });
}

/** `focusSeller!del`: stops following a store. */
export async function unfollowStore(api: ApiClient, sellerId: string): Promise<void> {
  await api.call(e.unfollow, { sellerId });
}

/** `focusSeller!count`: how many stores the buyer follows. */
export function followedStoresCount(api: ApiClient): Promise<number> {
  return api.call(e.followedCount);
}

/** Query options of the followed stores count. */
export const followedStoresCountQuery = (api: ApiClient, enabled = true) =>
  queryOptions({ queryKey: favouriteKeys.storesCount(), queryFn: () => followedStoresCount(api), enabled, gcTime: 0 });

/** What a favourite toggle does: keep or drop a product, follow or unfollow a store. */
export interface FavouriteToggle { id: string; on: boolean }

/** Mutation options that keep (`on`) or drop a product. */
export const keepGoodsMutation = (api: ApiClient) =>
  mutationOptions({
    mutationKey: [...favouriteKeys.all, 'keep-goods'],
    mutationFn: ({ id, on }: FavouriteToggle) => (on ? keepGoods(api, id) : unkeepGoods(api, id)),
  });

/** Mutation options that follow (`on`) or unfollow a store. */
export const followStoreMutation = (api: ApiClient) =>
  mutationOptions({
    mutationKey: [...favouriteKeys.all, 'follow-store'],
    mutationFn: ({ id, on }: FavouriteToggle) => (on ? followStore(api, id) : unfollowStore(api, id)),
  });
