import { z } from 'zod';
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

export const banner = z.object({ id: z.string(), imgUrl: z.string(), link: z.string() });

/** `evaluation!list` rows. */
export const evaluationItem = z.object({
  id: z.string(), userName: z.string(), avatar: z.string(), countryName: z.string(), rating: z.number(), content: z.string(),
  evaluationType: z.number(), evaluationTime: z.string(),
  attributes: z.array(z.object({ attrName: z.string(), attrValue: z.string() })),
  imgUrl1: img, imgUrl2: img, imgUrl3: img, imgUrl4: img, imgUrl5: img, imgUrl6: img, imgUrl7: img, imgUrl8: img, imgUrl9: img,
});
/** `evaluation!countType`: exactly these four keys (other keys break clients). */
export const evaluationCounts = z.strictObject({ havePicture: z.number(), positiveComments: z.number(), mediumReview: z.number(), negativeComment: z.number() });

export const keptGoods = goodsCard.extend({ isShelf: flag });
export const followedStore = z.object({ sellerId: z.string(), sellerVo: z.object({ name: z.string(), avatar: z.string(), soldNum: z.number(), highOpinion: z.number(), viewsNum: z.number() }) });

export const searchKeywordData = z.object({ goodsList: z.array(goodsCard), sellerList: z.array(storeCard) });

export const pagedOf = <T extends z.ZodTypeAny>(item: T) => z.object({ pageList: z.array(item), pageInfo });

/**
 * `sellerGoods!recommend_new`: type 0 new arrivals, 1 recommended, 2 store picks. Store picks without
 * `sellerId` are the picks of the stores the platform recommends (the mobile home asks for them so), never an error.
 */
export const recommendNewQuery = pageQuery.extend({ type: z.string().optional().default(''), sellerId: z.string().optional().default('') });
export const recommendNewData = z.object({ result: z.array(goodsCard) });
