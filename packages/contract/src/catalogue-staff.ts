import { z } from 'zod';
import { endpoints, noData } from './endpoint';
import { flag, paged, pageQuery } from './envelope';

// Seller (/api/seller) and admin (/api/admin) catalogue endpoints.

/** `store!info` (seller): the signed-in seller's store; `id` is the buyer API's sellerId. */
export const sellerStore = z.object({
  id: z.string(), name: z.string(), avatar: z.string(), banner1: z.string(), banner2: z.string(), banner3: z.string(),
  remark: z.string(), facebook: z.string(), instagram: z.string(), twitter: z.string(), whatsapp: z.string(), telegram: z.string(),
  status: z.enum(['pending', 'active', 'disabled']),
});
export type SellerStore = z.infer<typeof sellerStore>;

/** A row of `goods!list` (seller): the store's listed goods. */
export const sellerGoodsRow = z.object({
  id: z.string(), goodsId: z.string(), name: z.string(), imgUrl1: z.string(), categoryId: z.string(),
  sellingPrice: z.number(), discountPrice: z.number().nullable(), buyMin: z.number(), stock: z.number(),
  isShelf: flag, soldNum: z.number(), viewsNum: z.number(), own: flag, createTime: z.string(),
});
export type SellerGoodsRow = z.infer<typeof sellerGoodsRow>;

/** A row of the platform catalogue (`goods!platformList` for sellers, `goods!list` for admins). */
export const platformGoodsRow = z.object({
  id: z.string(), name: z.string(), imgUrl1: z.string(), images: z.array(z.string()), des: z.string(), categoryId: z.string(), price: z.number(), freightAmount: z.number(),
  stock: z.array(z.object({ warehouseId: z.string(), warehouseName: z.string(), qty: z.number() })),
  listed: flag,
});
export type PlatformGoodsRow = z.infer<typeof platformGoodsRow>;

export const adminCategory = z.object({
  categoryId: z.string(), parentId: z.string(), level: z.number(), name: z.string(), des: z.string(), iconImg: z.string(), sort: z.number(), isRec: flag,
  /** The name in other languages (language code → name); `name` is the English one and the fallback. */
  names: z.record(z.string(), z.string()).optional(),
});
export type AdminCategory = z.infer<typeof adminCategory>;
export const adminBanner = z.object({ id: z.string(), type: z.enum(['pc', 'h5']), imgType: z.number(), imgUrl: z.string(), link: z.string(), sort: z.number(), enabled: flag });
export type AdminBanner = z.infer<typeof adminBanner>;
export const warehouse = z.object({ id: z.string(), name: z.string(), address: z.string() });
export type Warehouse = z.infer<typeof warehouse>;
export const adminStoreRow = z.object({
  id: z.string(), name: z.string(), sellerEmail: z.string(), status: z.enum(['pending', 'active', 'disabled']), isRec: flag,
  sellerGoodsNum: z.number(), soldNum: z.number(), focusNum: z.number(), createTime: z.string(),
});
export type AdminStoreRow = z.infer<typeof adminStoreRow>;

// ---- Endpoints ----
// Every parameter arrives as text; absent ones read as "". The services check the values (prices,
// ids, image URLs, lengths) and answer PARAM_ERROR, PRICE_INVALID, NAME_REQUIRED and the like.

const str = z.string().optional().default('');
const seller = endpoints('seller');
const admin = endpoints('admin');
const byId = z.object({ id: str });
/** Exact decimals as text; `discountPrice` may be left out (no discount); `buyMin` defaults to 1, `stock` to 0. */
const saleTerms = { sellingPrice: str, discountPrice: str, buyMin: str, stock: str };
/** Answer of a write that creates or edits one row: its id. */
const savedId = z.object({ id: z.string() });

/** The seller's store profile as `store!update` takes it: URLs of uploaded pictures, free texts, social links. */
export const storeProfileInput = z.object({
  name: str, avatar: str, banner1: str, banner2: str, banner3: str, remark: str,
  facebook: str, instagram: str, twitter: str, whatsapp: str, telegram: str,
});

/** `goods!create`: the store's own product. Long values, so it travels in a form body. */
export const ownGoodsInput = z.object({
  name: str, categoryId: str,
  /** HTML; the server sanitises it. */
  des: str,
  /** Uploaded picture URLs, comma-separated, at most 10. */
  images: str,
  ...saleTerms,
  freightAmount: str,
  /** JSON `[{ name, values: string[] }]`, at most 3 attributes. */
  attrs: str,
  /** JSON `[{ values: string[], sellingPrice, discountPrice?, img?, stock? }]`: one per combination, values in attribute order. */
  skus: str,
});

/** The seller's store and goods (`/api/seller`). */
export const sellerCatalogueApi = {
  /** The signed-in seller's store, created (pending approval) on first use. */
  store: seller.signedIn('store!info', { output: sellerStore }),
  updateStore: seller.signedIn('store!update', { input: storeProfileInput, output: noData }),
  /** `isShelf` 1 on sale, 0 off, absent both. */
  goods: seller.signedIn('goods!list', { input: pageQuery.extend({ keyword: str, isShelf: str }), output: paged(sellerGoodsRow) }),
  platformGoods: seller.signedIn('goods!platformList', { input: pageQuery.extend({ keyword: str, categoryId: str }), output: paged(platformGoodsRow) }),
  /** Lists a platform product in the store; answers the listed product's id (GOODS_ALREADY_LISTED the second time). */
  addGoods: seller.signedIn('goods!add', { input: z.object({ goodsId: str, ...saleTerms }), output: savedId }),
  /** Answers the listed product's id. */
  createGoods: seller.signedIn('goods!create', { transport: 'form', input: ownGoodsInput, output: savedId }),
  updateGoods: seller.signedIn('goods!update', { input: z.object({ id: str, ...saleTerms }), output: noData }),
  /** `isShelf` 1 puts it on sale, anything else takes it off. */
  shelveGoods: seller.signedIn('goods!shelf', { input: z.object({ id: str, isShelf: str }), output: noData }),
};

/**
 * `category!save`: creates a category, or edits the one `categoryId` names; no `parentId`: top level.
 * `names`: JSON object of language code → name replacing the other languages' names; absent or empty leaves them.
 */
export const categoryInput = z.object({ categoryId: str, parentId: str, name: str, des: str, iconImg: str, sort: str, isRec: str, names: str });
/** `banner!save`: creates a banner, or edits the one `id` names. `type` h5 or pc; `imgType` 0 side, else main; `enabled` 0 hides. */
export const bannerInput = z.object({ id: str, type: str, imgType: str, imgUrl: str, link: str, sort: str, enabled: str });
/** `goods!save`: a platform product. Long values, so it travels in a form body. */
export const platformGoodsInput = z.object({
  id: str, name: str, categoryId: str,
  /** HTML; the server sanitises it. */
  des: str,
  /** Uploaded picture URLs, comma-separated, at most 10. */
  images: str,
  price: str, freightAmount: str,
  /** JSON object of warehouse id → quantity. */
  stock: str,
});

/** The platform catalogue, stores and recommendation flags (`/api/admin`); every write is audited. */
export const adminCatalogueApi = {
  categories: admin.signedIn('category!list', { output: z.array(adminCategory) }),
  saveCategory: admin.signedIn('category!save', { input: categoryInput, output: z.object({ categoryId: z.string() }) }),
  /** CATEGORY_IN_USE while it has children or goods. */
  deleteCategory: admin.signedIn('category!delete', { input: z.object({ categoryId: str }), output: noData }),
  banners: admin.signedIn('banner!list', { output: z.array(adminBanner) }),
  saveBanner: admin.signedIn('banner!save', { input: bannerInput, output: savedId }),
  deleteBanner: admin.signedIn('banner!delete', { input: byId, output: noData }),
  warehouses: admin.signedIn('warehouse!list', { output: z.array(warehouse) }),
  saveWarehouse: admin.signedIn('warehouse!save', { input: z.object({ id: str, name: str, address: str }), output: savedId }),
  goods: admin.signedIn('goods!list', { input: pageQuery.extend({ keyword: str, categoryId: str }), output: paged(platformGoodsRow) }),
  saveGoods: admin.signedIn('goods!save', { transport: 'form', input: platformGoodsInput, output: savedId }),
  /** `status` pending, active or disabled; anything else: all. */
  stores: admin.signedIn('store!list', { input: pageQuery.extend({ keyword: str, status: str }), output: paged(adminStoreRow) }),
  approveStore: admin.signedIn('store!approve', { input: byId, output: noData }),
  enableStore: admin.signedIn('store!enable', { input: byId, output: noData }),
  disableStore: admin.signedIn('store!disable', { input: byId, output: noData }),
  /** `isRec` 1 shows the store among the recommended ones, anything else hides it. */
  setStoreRec: admin.signedIn('store!setRec', { input: byId.extend({ isRec: str }), output: noData }),
  /** Flags of one listed product (seller-goods id): each on when "1". */
  setGoodsFlags: admin.signedIn('sellerGoods!setFlags', { input: byId.extend({ isRec: str, isNew: str, isHot: str }), output: noData }),
};
