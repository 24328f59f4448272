import { z } from 'zod';
import { flag } from './envelope';

// Seller (/api/seller) and admin (/api/admin) catalogue endpoints.

/** `store!info` (seller): the signed-in seller's store; `id` is the buyer API's sellerId. */
export const sellerStore = z.object({
  id: z.string(), name: z.string(), avatar: z.string(), banner1: z.string(), banner2: z.string(), banner3: z.string(),
  remark: z.string(), facebook: z.string(), instagram: z.string(), twitter: z.string(), whatsapp: z.string(), telegram: z.string(),
  status: z.enum(['pending', 'active', 'disabled']),
});
export type SellerStore = z.infer<typeof sellerStore>;

/** `store!stats` (seller): derived counters plus a daily series for the chart. */
export const storeStats = z.object({
  focusNum: z.number(), soldNum: z.number(), viewsNum: z.number(), highOpinion: z.number(), sellerGoodsNum: z.number(),
  daily: z.array(z.object({ day: z.string(), views: z.number(), sold: z.number() })),
});

/** A row of `goods!list` (seller): the store's listed goods. */
export const sellerGoodsRow = z.object({
  id: z.string(), goodsId: z.string(), name: z.string(), imgUrl1: z.string(), categoryId: z.string(),
  sellingPrice: z.number(), discountPrice: z.number().nullable(), buyMin: z.number(), stock: z.number(),
  isShelf: flag, soldNum: z.number(), viewsNum: z.number(), own: flag, createTime: z.string(),
});

/** A row of the platform catalogue (`goods!platformList` for sellers, `goods!list` for admins). */
export const platformGoodsRow = z.object({
  id: z.string(), name: z.string(), imgUrl1: z.string(), images: z.array(z.string()), des: z.string(), categoryId: z.string(), price: z.number(), freightAmount: z.number(),
  stock: z.array(z.object({ warehouseId: z.string(), warehouseName: z.string(), qty: z.number() })),
  listed: flag,
});

export const adminCategory = z.object({
  categoryId: z.string(), parentId: z.string(), level: z.number(), name: z.string(), des: z.string(), iconImg: z.string(), sort: z.number(), isRec: flag,
});
export const adminBanner = z.object({ id: z.string(), type: z.enum(['pc', 'h5']), imgType: z.number(), imgUrl: z.string(), link: z.string(), sort: z.number(), enabled: flag });
export const warehouse = z.object({ id: z.string(), name: z.string(), address: z.string() });
export const adminStoreRow = z.object({
  id: z.string(), name: z.string(), sellerEmail: z.string(), status: z.enum(['pending', 'active', 'disabled']), isRec: flag,
  sellerGoodsNum: z.number(), soldNum: z.number(), focusNum: z.number(), createTime: z.string(),
});
