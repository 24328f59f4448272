import type { z } from 'zod';
import {
  adminOrderApi, buyerOrderApi as b, orderLog, payMethod, sellerOrderApi,
  type CheckoutPreview, type EvaluationAddList, type OrderGoods, type OrderInfo, type OrderRow, type OrderSettings, type OrderStatusCounts, type SellerNotice, type StaffOrderInfo, type StaffOrderRow, type StaffReview,
} from '@mall/contract/orders';
import type { ApiClient } from './client';
import { opt } from './params';

// Order calls (docs/buyer-wire.md). Buyer calls use the buyer client (/api or
// /wap/api); the staff calls at the end use the seller (/api/seller) or admin (/api/admin) client.
// The calls both staff clients make are the seller's endpoints: the admin API answers the same
// names with the same shapes (one declaration in the contract makes both).

export type { CheckoutPreview, EvaluationAddList, OrderGoods, OrderInfo, OrderRow, OrderSettings, OrderStatusCounts, SellerNotice, StaffOrderInfo, StaffOrderRow, StaffReview };
export type Page<T> = { pageList: T[]; pageInfo: { pageNum: number; pageSize: number; totalElements: number } };
export type PayMethod = z.infer<typeof payMethod>;


/** One product variant and quantity of the cart's checked lines. */
export interface OrderItem { sellerGoodsId: string; skuId: string; qty: number }
/** `orderInfo`: the flat comma list of triples `sellerGoodsId,skuId,qty,...` (skuId -1 without variants). */
export function orderInfoParam(items: readonly OrderItem[]): string {
  return items.map((i) => `${i.sellerGoodsId},${i.skuId || '-1'},${i.qty}`).join(',');
}

/** `order!preview`: the orders checkout would create, priced by the server. */
export function previewOrder(api: ApiClient, items: readonly OrderItem[], addressId?: string): Promise<CheckoutPreview> {
  return api.call(b.preview, { orderInfo: orderInfoParam(items), addressId: opt(addressId) });
}

/** `order!payMethods`: which payment methods are open. */
export function listPayMethods(api: ApiClient): Promise<PayMethod[]> {
  return api.call(b.payMethods);
}

/** `order!submit`: creates one order per seller with stock reserved; answers their ids. */
export async function submitOrder(api: ApiClient, items: readonly OrderItem[], addressId: string): Promise<string[]> {
  return (await api.call(b.submit, { orderInfo: orderInfoParam(items), addressId })).orderList.map((o) => o.orderId);
}

/** `order!pay`: pays the orders from the wallet balance with the 6-digit transaction password. */
export async function payOrders(api: ApiClient, orderIds: readonly string[], safeword: string): Promise<void> {
  await api.call(b.pay, { orderId: orderIds.join(','), safeword });
}

/** `order!payByProvider` (ours): the payment provider's page that pays these unpaid orders; `pageUrl` is where the payer returns. */
export function payByProvider(api: ApiClient, orderIds: readonly string[], pageUrl: string): Promise<string> {
  return api.call(b.payByProvider, { orderId: orderIds.join(','), pageUrl });
}

/** `order!listMain`: the buyer's orders, optionally of one status or of several (sent as "4,5"). */
export function listOrders(api: ApiClient, q: { status?: number | readonly number[] | null; pageNum: number; pageSize: number }): Promise<Page<OrderRow>> {
  const status = Array.isArray(q.status) ? q.status.join(',') : (q.status as number | null | undefined);
  return api.call(b.list, { status: opt(status), pageNum: q.pageNum, pageSize: q.pageSize });
}

/** `order!countOrderStatus`: how many of the buyer's orders wait in each step (the "Me" page badges). */
export function countOrderStatus(api: ApiClient): Promise<OrderStatusCounts> {
  return api.call(b.statusCounts);
}

/** `order!info`. */
export async function getOrder(api: ApiClient, orderId: string): Promise<OrderInfo> {
  return (await api.call(b.info, { orderId })).orderInfo;
}

/** `order!listGoods`: the order's lines. */
export async function listOrderGoods(api: ApiClient, orderId: string): Promise<OrderGoods[]> {
  return (await api.call(b.goods, { orderId })).pageList;
}

/** `orderLog!list`: the order's timeline, oldest first. */
export function listOrderLog(api: ApiClient, orderId: string): Promise<z.infer<typeof orderLog>[]> {
  return api.call(b.log, { orderId });
}

/** `order!cancel`: cancels an unpaid order with a reason code 1..9. */
export async function cancelOrder(api: ApiClient, orderId: string, reason: number): Promise<void> {
  await api.call(b.cancel, { orderId, returnReason: reason });
}

/** `order!remind`: reminds the seller to ship, once per order. */
export async function remindOrder(api: ApiClient, orderId: string): Promise<void> {
  await api.call(b.remind, { orderId });
}

/** `order!receipt`: confirms receipt. */
export async function confirmReceipt(api: ApiClient, orderId: string): Promise<void> {
  await api.call(b.receipt, { orderId });
}

/** `order!returns`: requests a refund (before shipping) or a return (after receipt) with reason, detail and amount. */
export async function requestReturn(api: ApiClient, input: { orderId: string; reason: number; detail: string; money: string }): Promise<void> {
  await api.call(b.returns, { orderId: input.orderId, returnReason: input.reason, returnDetail: input.detail, money: input.money });
}

/** `evaluation!addList` (JSON body): reviews of a received order's products. */
export async function addReviews(api: ApiClient, body: EvaluationAddList): Promise<void> {
  await api.call(b.addReviews, b.addReviews.input.parse(body));
}

// ---- seller (/api/seller) and admin (/api/admin) ----

const staff = sellerOrderApi;

export interface StaffOrderQuery { status?: number | null; keyword?: string; pageNum: number; pageSize: number }
/** `order!list`: the store's orders (seller) or all orders (admin). */
export function listStaffOrders(api: ApiClient, q: StaffOrderQuery): Promise<Page<StaffOrderRow>> {
  return api.call(staff.list, { status: opt(q.status), keyword: opt(q.keyword), pageNum: q.pageNum, pageSize: q.pageSize });
}
/** `order!info` (seller/admin): one order with its lines and timeline. */
export function getStaffOrder(api: ApiClient, orderId: string): Promise<StaffOrderInfo> {
  return api.call(staff.info, { orderId });
}
/** `order!confirm` (seller): confirms a paid order (stocking). */
export async function confirmOrder(api: ApiClient, orderId: string): Promise<void> {
  await api.call(sellerOrderApi.confirm, { orderId });
}
/** `order!ship` (seller): ships with carrier and tracking number. */
export async function shipOrder(api: ApiClient, input: { orderId: string; carrier: string; trackingNo: string }): Promise<void> {
  await api.call(sellerOrderApi.ship, { ...input });
}
/** `order!refundDecide` (seller/admin): approves or refuses a refund or return request. */
export async function decideRefund(api: ApiClient, input: { orderId: string; approve: boolean; reason?: string }): Promise<void> {
  await api.call(staff.refundDecide, { orderId: input.orderId, approve: input.approve ? 1 : 0, reason: opt(input.reason) });
}
/** `order!refund` (admin): starts a refund of a paid order by hand. */
export async function platformRefund(api: ApiClient, input: { orderId: string; reason: string }): Promise<void> {
  await api.call(adminOrderApi.refund, { ...input });
}
/** `evaluation!list` (seller: the store's reviews; admin: all, filterable by status). */
export function listStaffReviews(api: ApiClient, q: { status?: string; pageNum: number; pageSize: number }): Promise<Page<StaffReview>> {
  return api.call(staff.reviews, { status: opt(q.status), pageNum: q.pageNum, pageSize: q.pageSize });
}
/** `evaluation!approve` / `evaluation!reject` (admin moderation). */
export async function moderateReview(api: ApiClient, id: string, approve: boolean): Promise<void> {
  await api.call(approve ? adminOrderApi.approveReview : adminOrderApi.rejectReview, { id });
}
/** `order!settings` (admin). */
export function getOrderSettings(api: ApiClient): Promise<OrderSettings> {
  return api.call(adminOrderApi.settings);
}
/** `order!saveSettings` (admin); values as decimal text or numbers. */
export async function saveOrderSettings(api: ApiClient, input: { [K in keyof OrderSettings]: string | number }): Promise<void> {
  await api.call(adminOrderApi.saveSettings, { ...input });
}

/** `notice!list` (seller client): the store's notices of paid orders, reminders and refund requests, newest first. */
export function listSellerNotices(api: ApiClient, q: { pageNum: number; pageSize: number }): Promise<Page<SellerNotice> & { unread: number }> {
  return api.call(sellerOrderApi.notices, { pageNum: q.pageNum, pageSize: q.pageSize });
}

/** `notice!read` (seller client): marks one notice read, or all of them without an id. */
export async function readSellerNotices(api: ApiClient, id?: string): Promise<void> {
  await api.call(sellerOrderApi.readNotices, id ? { id } : {});
}
