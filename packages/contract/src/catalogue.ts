import { z } from 'zod';
import { endpoints, noData } from './endpoint';
import { flag, pageInfo, pageQuery } from './envelope';

// Buyer catalogue and favourites (docs/buyer-wire.md). Prices are JSON numbers.

const money = z.number();
const img = z.string();

/** A goods card in lists. */
export const goodsCard = z.object({
  id: z.string(),
  name: z.string(),
  imgUrl1: img, imgUrl2: img, imgUrl3: img, imgUrl4: img,
  sellingPrice: money,
  discountPrice: money.nullable(),
  /** The share taken off the selling price (0.23 = 23 % off), 0 without a discount: existing clients print it so. */
  discountRatio: z.number(),
  /** The price to pay: discountPrice when present, else sellingPrice. */
  price: money,
  soldNum: z.number(),
  /** Always 0: existing clients add a display figure to the sold count; ours are honest (soldNum is the real count). */
  fakeSoldNum: z.number().default(0),
  isKeep: flag,
  sellerId: z.string(),
  sellerName: z.string(),
  categoryId: z.string(),
});
export type GoodsCard = z.infer<typeof goodsCard>;

/** A store card in lists. */
export const storeCard = z.object({
  id: z.string(),
  name: z.string(),
  avatar: z.string(),
  sellerGoodsNum: z.number(),
  soldNum: z.number(),
  /** Always 0 (see goodsCard). */
  fakeSoldNum: z.number().default(0),
  /** Favourable-review rate, 0..1. */
  highOpinion: z.number(),
  viewsNum: z.number(),
  focusNum: z.number(),
});
export type StoreCard = z.infer<typeof storeCard>;

export const attrValue = z.object({ attrValueId: z.string(), attrValueName: z.string(), iconImg: z.string() });
export const goodAttr = z.object({ attrId: z.string(), attrName: z.string(), attrValues: z.array(attrValue) });
export const sku = z.object({
  /** "-1" for a product without attributes. */
  skuId: z.string(),
  attrs: z.array(z.object({ attrId: z.string(), attrValueId: z.string() })),
  sellingPrice: money,
  discountPrice: money.nullable(),
  /** The variant's pictures (a list: existing clients show each entry as a picture). */
  img: z.array(z.string()),
  stock: z.number(),
});

/** `sellerGoods!info`. */
export const goodsDetail = z.object({
  id: z.string(),
  name: z.string(),
  sellingPrice: money,
  discountPrice: money.nullable(),
  /** The share taken off (0.23 = 23 % off), 0 without a discount. */
  discountRatio: z.number(),
  price: money,
  freightAmount: money,
  soldNum: z.number(),
  /** Always 0 (see goodsCard). */
  fakeSoldNum: z.number().default(0),
  viewsNum: z.number(),
  isKeep: flag,
  isShelf: flag,
  buyMin: z.number(),
  stock: z.number(),
  categoryId: z.string(),
  imgUrl1: img, imgUrl2: img, imgUrl3: img, imgUrl4: img, imgUrl5: img,
  imgUrl6: img, imgUrl7: img, imgUrl8: img, imgUrl9: img, imgUrl10: img,
  /** Sanitised HTML. */
  des: z.string(),
  imgDes: z.string(),
  seller: z.object({ id: z.string(), name: z.string(), avatar: z.string(), sellerGoodsNum: z.number(), soldNum: z.number(), fakeSoldNum: z.number().default(0), focusNum: z.number() }),
  canSelectAttributes: z.object({ goodAttrs: z.array(goodAttr), skus: z.array(sku) }),
});
export type GoodsDetail = z.infer<typeof goodsDetail>;

/** `seller!info`. */
export const storeDetail = storeCard.extend({
  shopRemark: z.string(),
  banner1: z.string(), banner2: z.string(), banner3: z.string(),
  facebook: z.string(), instagram: z.string(), twitter: z.string(), whatsapp: z.string(), telegram: z.string(),
  isFocus: flag,
});
export type StoreDetail = z.infer<typeof storeDetail>;

/** `category!tree`, `category!sellerTree`. */
export interface CategoryNode { categoryId: string; name: string; des: string; iconImg: string; subList: CategoryNode[] }
export const categoryNode: z.ZodType<CategoryNode> = z.lazy(() => z.object({
  categoryId: z.string(), name: z.string(), des: z.string(), iconImg: z.string(), subList: z.array(categoryNode),
}));
export const categoryItem = z.object({ categoryId: z.string(), name: z.string(), iconImg: z.string(), parentId: z.string(), level: z.number() });
export type CategoryItem = z.infer<typeof categoryItem>;
/** A row of `category!recommend`: the categories shown on the home page. */
export const recommendedCategory = z.object({ categoryId: z.string(), name: z.string(), iconImg: z.string() });
export type RecommendedCategory = z.infer<typeof recommendedCategory>;

export const banner = z.object({ id: z.string(), imgUrl: z.string(), link: z.string() });
export type Banner = z.infer<typeof banner>;

/** `evaluation!list` rows. */
export const evaluationItem = z.object({
  id: z.string(), userName: z.string(), avatar: z.string(), countryName: z.string(), rating: z.number(), content: z.string(),
  evaluationType: z.number(), evaluationTime: z.string(),
  attributes: z.array(z.object({ attrName: z.string(), attrValue: z.string() })),
  imgUrl1: img, imgUrl2: img, imgUrl3: img, imgUrl4: img, imgUrl5: img, imgUrl6: img, imgUrl7: img, imgUrl8: img, imgUrl9: img,
});
export type EvaluationItem = z.infer<typeof evaluationItem>;
/** `evaluation!countType`: exactly these four keys (other keys break clients). */
export const evaluationCounts = z.strictObject({ havePicture: z.number(), positiveComments: z.number(), mediumReview: z.number(), negativeComment: z.number() });
export type EvaluationCounts = z.infer<typeof evaluationCounts>;

export const keptGoods = goodsCard.extend({ isShelf: flag });
export type KeptGoods = z.infer<typeof keptGoods>;
export const followedStore = z.object({ sellerId: z.string(), sellerVo: z.object({ name: z.string(), avatar: z.string(), soldNum: z.number(), highOpinion: z.number(), viewsNum: z.number() }) });
export type FollowedStore = z.infer<typeof followedStore>;

export const searchKeywordData = z.object({ goodsList: z.array(goodsCard), sellerList: z.array(storeCard) });
export type SearchKeywordData = z.infer<typeof searchKeywordData>;

export const pagedOf = <T extends z.ZodTypeAny>(item: T) => z.object({ pageList: z.array(item), pageInfo });

/**
 * `sellerGoods!recommend_new`: type 0 new arrivals, 1 recommended, 2 store picks. Store picks without
 * `sellerId` are the picks of the stores the platform recommends (the mobile home asks for them so), never an error.
 */
export const recommendNewQuery = pageQuery.extend({ type: z.string().optional().default(''), sellerId: z.string().optional().default('') });
export const recommendNewData = z.object({ result: z.array(goodsCard) });

// ---- Endpoints (`/api`, `/wap/api`) ----

const str = z.string().optional().default('');
const b = endpoints('buyer');
/** Flags (`isRec`, `isNew`, ...) are on when "1" or "true"; filters left out are off. */
const goodsListQuery = pageQuery.extend({ categoryId: str, sellerId: str, isRec: str, isNew: str, isHot: str, isPrice: str, discount: str });
const goodsId = z.object({ sellerGoodsId: str });
const storeId = z.object({ sellerId: str });

/**
 * The buyer's catalogue and favourites. Every call but the two category trees is a POST with its
 * parameters in the query string, as the existing clients send them; ids that are not positive
 * integers answer the route's not-found error.
 */
export const buyerCatalogueApi = {
  /** `type` pc | h5; `imgType` 1 main carousel, 0 side pictures, absent both. */
  banners: b.open('banner!bannerList', { input: pageQuery.extend({ type: str, imgType: str }), output: z.object({ result: z.array(banner) }) }),
  /** The existing clients' home call: the main banners of `type` (pc when absent). */
  home: b.open('index!home', { input: pageQuery.extend({ type: str }), output: z.object({ banner: z.array(banner) }) }),
  categoryList: b.open('category!list', { output: pagedOf(categoryItem) }),
  categoryTree: b.open('category!tree', { method: 'GET', output: z.array(categoryNode) }),
  /** The categories a store's shelved goods are in. */
  storeCategoryTree: b.open('category!sellerTree', { method: 'GET', input: storeId, output: z.array(categoryNode) }),
  recommendedCategories: b.open('category!recommend', { input: pageQuery, output: pagedOf(recommendedCategory) }),
  /** `isPrice` 1 cheapest first, 2 dearest first; otherwise newest first (best sellers first with `isHot`). */
  goodsList: b.open('sellerGoods!list', { input: goodsListQuery, output: pagedOf(goodsCard) }),
  recommendNew: b.open('sellerGoods!recommend_new', { input: recommendNewQuery, output: recommendNewData }),
  /** `type` 2: more from the store `sellerId`; otherwise goods like `sellerGoodsId` (none: recommended goods). Up to 12. */
  recommendLike: b.open('sellerGoods!recommend_like', { input: z.object({ type: str, sellerId: str, sellerGoodsId: str }), output: z.array(goodsCard) }),
  /** Suggestions: up to 10 goods and 5 stores; a blank keyword is KEYWORD_REQUIRED. */
  searchKeyword: b.open('sellerGoods!search-keyword', { input: z.object({ keyword: str }), output: searchKeywordData }),
  search: b.open('sellerGoods!search', { input: pageQuery.extend({ keyword: str }), output: pagedOf(goodsCard) }),
  /** A store's goods matching a keyword (blank: all of them). */
  searchStoreGoods: b.open('sellerGoods!searchSellerGoods', { input: pageQuery.extend({ sellerId: str, keyword: str }), output: pagedOf(goodsCard) }),
  /** Counts a view; GOODS_NOT_FOUND when unknown or off the shelf. */
  goodsInfo: b.open('sellerGoods!info', { input: goodsId, output: goodsDetail }),
  stores: b.open('seller!list', { input: pageQuery.extend({ isRec: str }), output: pagedOf(storeCard) }),
  /** Ours: the stores whose name contains the keyword (without case), best sellers first; the store search pages read it page by page. */
  searchStores: b.open('seller!search', { input: pageQuery.extend({ keyword: str }), output: pagedOf(storeCard) }),
  /** Counts a view; STORE_NOT_FOUND when unknown. */
  storeInfo: b.open('seller!info', { input: storeId, output: storeDetail }),
  /** `evaluationType` -2 with pictures, 1 good, 2 medium, 3 bad (0, -1 accepted); absent: all. */
  reviews: b.open('evaluation!list', { input: pageQuery.extend({ sellerGoodsId: str, evaluationType: str }), output: pagedOf(evaluationItem) }),
  /** `goodId` (the existing clients' name) or `sellerGoodsId`. */
  reviewCounts: b.open('evaluation!countType', { input: z.object({ goodId: str, sellerGoodsId: str }), output: evaluationCounts }),
  keptGoods: b.signedIn('keepGoods!list', { input: pageQuery, output: pagedOf(keptGoods) }),
  keep: b.signedIn('keepGoods!add', { input: goodsId, output: noData }),
  unkeep: b.signedIn('keepGoods!del', { input: goodsId, output: noData }),
  keptCount: b.signedIn('keepGoods!count', { output: z.number() }),
  followedStores: b.signedIn('focusSeller!list', { input: pageQuery, output: pagedOf(followedStore) }),
  follow: b.signedIn('focusSeller!add', { input: storeId, output: noData }),
  unfollow: b.signedIn('focusSeller!del', { input: storeId, output: noData }),
  followedCount: b.signedIn('focusSeller!count', { output: z.number() }),
};
