import { queryOptions } from '@tanstack/react-query';
import { buyerCatalogueApi, type CategoryNode } from '@mall/contract/catalogue';
import {
  adminCatalogueApi as a,
  sellerCatalogueApi as s,
  type AdminBanner,
  type AdminCategory,
  type AdminStoreRow,
  type PlatformGoodsRow,
  type SellerGoodsRow,
  type SellerStore,
  type Warehouse,
} from '@mall/contract/catalogue-staff';
import type { ApiClient } from './client';
import { opt } from './params';

// Catalogue calls of the seller API (client prefix `/api/seller`) and the admin API (prefix `/api/admin`),
// plus the buyer API's public category tree that the seller's goods form offers.

export type { AdminBanner, AdminCategory, AdminStoreRow, CategoryNode, PlatformGoodsRow, SellerGoodsRow, SellerStore, Warehouse };
export type StoreStatus = AdminStoreRow['status'];
export type Flag = 0 | 1;
export type Page<T> = { pageList: T[]; pageInfo: { pageNum: number; pageSize: number; totalElements: number } };

// ---- Seller API: store ----

/** `store!info`: the signed-in seller's store profile and status. */
export function getSellerStore(api: ApiClient): Promise<SellerStore> {
  return api.call(s.store);
}

export type StoreProfileInput = Omit<SellerStore, 'id' | 'status'>;
/** `store!update`: stores the profile (name, avatar, banners, remark, social links). */
export async function updateSellerStore(api: ApiClient, input: StoreProfileInput): Promise<void> {
  await api.call(s.updateStore, { ...input });
}

// ---- Seller API: goods ----

export interface SellerGoodsQuery { pageNum: number; pageSize: number; keyword?: string; isShelf?: Flag | null }
/** `goods!list`: one page of the store's goods, optionally matching a keyword or shelf state. */
export function listSellerGoods(api: ApiClient, q: SellerGoodsQuery): Promise<Page<SellerGoodsRow>> {
  return api.call(s.goods, { pageNum: q.pageNum, pageSize: q.pageSize, keyword: opt(q.keyword), isShelf: opt(q.isShelf) });
}

export interface PlatformGoodsQuery { pageNum: number; pageSize: number; keyword?: string; categoryId?: string }
/** `goods!platformList`: one page of the platform catalogue; `listed` is 1 for goods already in the store. */
export function listPlatformGoodsForSeller(api: ApiClient, q: PlatformGoodsQuery): Promise<Page<PlatformGoodsRow>> {
  return api.call(s.platformGoods, { pageNum: q.pageNum, pageSize: q.pageSize, keyword: opt(q.keyword), categoryId: opt(q.categoryId) });
}

/** The store's own terms of sale of a product. */
export interface SaleTerms { sellingPrice: number; discountPrice: number | null; buyMin: number; stock: number }

/** `goods!add`: lists a platform product in the store at the seller's price. */
export async function addPlatformGoods(api: ApiClient, input: SaleTerms & { goodsId: string }): Promise<void> {
  await api.call(s.addGoods, {
    goodsId: input.goodsId, sellingPrice: input.sellingPrice, discountPrice: input.discountPrice ?? undefined, buyMin: input.buyMin, stock: input.stock,
  });
}

/** A variant attribute (e.g. Colour) with its values (Red, Blue). */
export interface GoodsAttrInput { name: string; values: string[] }
/** One SKU: a combination of attribute values, in attribute order, with its own price, image and stock. */
export interface GoodsSkuInput { values: string[]; sellingPrice: number; discountPrice: number | null; img: string; stock: number }
export interface OwnGoodsInput extends SaleTerms {
  name: string;
  categoryId: string;
  /** HTML; the server sanitises it. */
  des: string;
  /** Uploaded image URLs, at most 10. */
  images: readonly string[];
  attrs: readonly GoodsAttrInput[];
  skus: readonly GoodsSkuInput[];
}
/** `goods!create`: creates the store's own product with its images, variants and SKUs. */
export async function createOwnGoods(api: ApiClient, input: OwnGoodsInput): Promise<void> {
  await api.call(s.createGoods, {
    name: input.name,
    categoryId: input.categoryId,
    des: input.des,
    images: input.images.join(','),
    sellingPrice: input.sellingPrice,
    discountPrice: input.discountPrice ?? undefined,
    buyMin: input.buyMin,
    stock: input.stock,
    attrs: JSON.stringify(input.attrs),
    skus: JSON.stringify(input.skus),
  });
}

/** `goods!update`: changes a listed product's price, discount price, minimum purchase and stock. */
export async function updateSellerGoods(api: ApiClient, input: SaleTerms & { id: string }): Promise<void> {
  await api.call(s.updateGoods, {
    id: input.id, sellingPrice: input.sellingPrice, discountPrice: input.discountPrice ?? undefined, buyMin: input.buyMin, stock: input.stock,
  });
}

/** `goods!shelf`: puts a listed product on sale (1) or takes it off (0). */
export async function shelveSellerGoods(api: ApiClient, input: { id: string; isShelf: Flag }): Promise<void> {
  await api.call(s.shelveGoods, { id: input.id, isShelf: input.isShelf });
}

/** `category!tree` of the buyer API (client prefix `/api`, no token needed): the categories a product may be filed under. */
export function getCategoryTree(publicApi: ApiClient): Promise<CategoryNode[]> {
  return publicApi.call(buyerCatalogueApi.categoryTree);
}

// ---- Admin API: categories, banners, warehouses ----

/** `category!list`: every category, flat, in tree order. */
export function listAdminCategories(api: ApiClient): Promise<AdminCategory[]> {
  return api.call(a.categories);
}

export interface CategoryInput {
  /** Absent to create. */
  categoryId?: string;
  /** '' (or '0') for a top-level category. */
  parentId: string;
  name: string;
  des: string;
  iconImg: string;
  sort: number;
  isRec: Flag;
  /** The name in other languages (code → name); absent leaves the stored ones. */
  names?: Record<string, string>;
}
/** `category!save`: creates a category, or edits it when `categoryId` is given. */
export async function saveCategory(api: ApiClient, input: CategoryInput): Promise<void> {
  // A top-level category is saved without a parent.
  await api.call(a.saveCategory, {
    ...input, categoryId: opt(input.categoryId), parentId: input.parentId === '0' ? undefined : opt(input.parentId),
    names: input.names ? JSON.stringify(input.names) : undefined,
  });
}

/** `category!delete`: refused while the category has children or goods. */
export async function deleteCategory(api: ApiClient, categoryId: string): Promise<void> {
  await api.call(a.deleteCategory, { categoryId });
}

/** `banner!list`: every banner of both sites. */
export function listAdminBanners(api: ApiClient): Promise<AdminBanner[]> {
  return api.call(a.banners);
}

export type BannerInput = Omit<AdminBanner, 'id'> & { id?: string };
/** `banner!save`: creates a banner, or edits it when `id` is given. */
export async function saveBanner(api: ApiClient, input: BannerInput): Promise<void> {
  await api.call(a.saveBanner, { ...input, id: opt(input.id) });
}

/** `banner!delete`. */
export async function deleteBanner(api: ApiClient, id: string): Promise<void> {
  await api.call(a.deleteBanner, { id });
}

/** `warehouse!list`: every warehouse. */
export function listWarehouses(api: ApiClient): Promise<Warehouse[]> {
  return api.call(a.warehouses);
}

export type WarehouseInput = Omit<Warehouse, 'id'> & { id?: string };
/** `warehouse!save`: creates a warehouse, or edits it when `id` is given. */
export async function saveWarehouse(api: ApiClient, input: WarehouseInput): Promise<void> {
  await api.call(a.saveWarehouse, { ...input, id: opt(input.id) });
}

// ---- Admin API: platform catalogue ----

/** `goods!list` (admin): one page of the platform catalogue. */
export function listAdminPlatformGoods(api: ApiClient, q: PlatformGoodsQuery): Promise<Page<PlatformGoodsRow>> {
  return api.call(a.goods, { pageNum: q.pageNum, pageSize: q.pageSize, keyword: opt(q.keyword), categoryId: opt(q.categoryId) });
}

export interface PlatformGoodsInput {
  /** Absent to create. */
  id?: string;
  name: string;
  categoryId: string;
  /** HTML, sanitised by the server. */
  des: string;
  images: readonly string[];
  price: number;
  freightAmount: number;
  /** Quantity per warehouse id. */
  stock: Readonly<Record<string, number>>;
}
/** `goods!save` (admin): creates a platform product, or edits it when `id` is given. */
export async function savePlatformGoods(api: ApiClient, input: PlatformGoodsInput): Promise<void> {
  await api.call(a.saveGoods, {
    id: opt(input.id),
    name: input.name,
    categoryId: input.categoryId,
    des: input.des,
    images: input.images.join(','),
    price: input.price,
    freightAmount: input.freightAmount,
    stock: JSON.stringify(input.stock),
  });
}

// ---- Admin API: stores and listed goods ----

export interface AdminStoreQuery { pageNum: number; pageSize: number; keyword?: string; status?: StoreStatus | '' }
/** `store!list`: one page of stores, optionally by name or seller email and status. */
export function listAdminStores(api: ApiClient, q: AdminStoreQuery): Promise<Page<AdminStoreRow>> {
  return api.call(a.stores, { pageNum: q.pageNum, pageSize: q.pageSize, keyword: opt(q.keyword), status: opt(q.status) });
}

/** `store!approve`: opens a pending store. */
export async function approveStore(api: ApiClient, id: string): Promise<void> {
  await api.call(a.approveStore, { id });
}

/** `store!disable`: closes a store; its goods leave the storefront. */
export async function disableStore(api: ApiClient, id: string): Promise<void> {
  await api.call(a.disableStore, { id });
}

/** `store!enable`: reopens a disabled store. */
export async function enableStore(api: ApiClient, id: string): Promise<void> {
  await api.call(a.enableStore, { id });
}

/** `store!setRec`: shows (1) or hides (0) the store among the recommended stores. */
export async function setStoreRecommended(api: ApiClient, input: { id: string; isRec: Flag }): Promise<void> {
  await api.call(a.setStoreRec, { id: input.id, isRec: input.isRec });
}

export interface SellerGoodsFlags { id: string; isRec: Flag; isNew: Flag; isHot: Flag }
/** `sellerGoods!setFlags`: the recommended, new and hot flags of one listed product (seller-goods id). */
export async function setSellerGoodsFlags(api: ApiClient, input: SellerGoodsFlags): Promise<void> {
  await api.call(a.setGoodsFlags, { ...input });
}

// ---- Query keys and options ----

/** Query-key factory: keys start with the API family, as in `staffKeys`, so seller and admin caches never mix. */
export const catalogueStaffKeys = {
  sellerStore: () => ['seller', 'store'] as const,
  sellerGoodsAll: () => ['seller', 'goods'] as const,
  sellerGoods: (q: SellerGoodsQuery) => ['seller', 'goods', q] as const,
  sellerPlatformAll: () => ['seller', 'platform-goods'] as const,
  sellerPlatform: (q: PlatformGoodsQuery) => ['seller', 'platform-goods', q] as const,
  categoryTree: () => ['public', 'category-tree'] as const,
  adminCategories: () => ['admin', 'categories'] as const,
  adminBanners: () => ['admin', 'banners'] as const,
  adminWarehouses: () => ['admin', 'warehouses'] as const,
  adminGoodsAll: () => ['admin', 'platform-goods'] as const,
  adminGoods: (q: PlatformGoodsQuery) => ['admin', 'platform-goods', q] as const,
  adminStoresAll: () => ['admin', 'stores'] as const,
  adminStores: (q: AdminStoreQuery) => ['admin', 'stores', q] as const,
};

/** Query options of `store!info`. */
export const sellerStoreOptions = (api: ApiClient) =>
  queryOptions({ queryKey: catalogueStaffKeys.sellerStore(), queryFn: () => getSellerStore(api) });
/** Query options of one `goods!list` page (seller). */
export const sellerGoodsOptions = (api: ApiClient, q: SellerGoodsQuery) =>
  queryOptions({ queryKey: catalogueStaffKeys.sellerGoods(q), queryFn: () => listSellerGoods(api, q) });
/** Query options of one `goods!platformList` page. */
export const sellerPlatformGoodsOptions = (api: ApiClient, q: PlatformGoodsQuery) =>
  queryOptions({ queryKey: catalogueStaffKeys.sellerPlatform(q), queryFn: () => listPlatformGoodsForSeller(api, q) });
/** Query options of the buyer API's `category!tree`. */
export const categoryTreeOptions = (publicApi: ApiClient) =>
  queryOptions({ queryKey: catalogueStaffKeys.categoryTree(), queryFn: () => getCategoryTree(publicApi), staleTime: 5 * 60_000 });
/** Query options of `category!list` (admin). */
export const adminCategoriesOptions = (api: ApiClient) =>
  queryOptions({ queryKey: catalogueStaffKeys.adminCategories(), queryFn: () => listAdminCategories(api) });
/** Query options of `banner!list`. */
export const adminBannersOptions = (api: ApiClient) =>
  queryOptions({ queryKey: catalogueStaffKeys.adminBanners(), queryFn: () => listAdminBanners(api) });
/** Query options of `warehouse!list`. */
export const warehousesOptions = (api: ApiClient) =>
  queryOptions({ queryKey: catalogueStaffKeys.adminWarehouses(), queryFn: () => listWarehouses(api) });
/** Query options of one `goods!list` page (admin). */
export const adminPlatformGoodsOptions = (api: ApiClient, q: PlatformGoodsQuery) =>
  queryOptions({ queryKey: catalogueStaffKeys.adminGoods(q), queryFn: () => listAdminPlatformGoods(api, q) });
/** Query options of one `store!list` page. */
export const adminStoresOptions = (api: ApiClient, q: AdminStoreQuery) =>
  queryOptions({ queryKey: catalogueStaffKeys.adminStores(q), queryFn: () => listAdminStores(api, q) });
