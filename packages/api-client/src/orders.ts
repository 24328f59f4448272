import { z } from 'zod';
import { paged } from '@mall/contract/envelope';
import {
  checkoutPreview, evaluationAddList, orderGoods, orderInfo, orderLog, orderRow, orderSettings, orderStatusCounts, payMethod, sellerNoticePage, staffOrderInfo, staffOrderPage, staffReview, submitResult,
  type CheckoutPreview, type EvaluationAddList, type OrderGoods, type OrderInfo, type OrderRow, type OrderSettings, type OrderStatusCounts, type SellerNotice, type StaffOrderInfo, type StaffOrderRow, type StaffReview,
} from '@mall/contract/orders';
import type { ApiClient } from './client';
import { ignored, opt } from './params';

// Order calls (docs/buyer-wire.md). Buyer calls use the buyer client (/api or
// /wap/api); the staff calls at the end use the seller (/api/seller) or admin (/api/admin) client.

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
  return api.post('order!preview', { orderInfo: orderInfoParam(items), addressId: opt(addressId) }, checkoutPreview);
}

/** `order!payMethods`: which payment methods are open. */
export function listPayMethods(api: ApiClient): Promise<PayMethod[]> {
  return api.post('order!payMethods', {}, z.array(payMethod));
}

/** `order!submit`: creates one order per seller with stock reserved; answers their ids. */
export async function submitOrder(api: ApiClient, items: readonly OrderItem[], addressId: string): Promise<string[]> {
  return (await api.post('order!submit', { orderInfo: orderInfoParam(items), addressId }, submitResult)).orderList.map((o) => o.orderId);
}

/** `order!pay`: pays the orders from the wallet balance with the 6-digit transaction password. */
export function payOrders(api: ApiClient, orderIds: readonly string[], safeword: string): Promise<void> {
  return api.post('order!pay', { orderId: orderIds.join(','), safeword }, ignored);
}

/** `order!payByProvider` (ours): the payment provider's page that pays these unpaid orders; `pageUrl` is where the payer returns. */
export function payByProvider(api: ApiClient, orderIds: readonly string[], pageUrl: string): Promise<string> {
  return api.post('order!payByProvider', { orderId: orderIds.join(','), pageUrl }, z.string());
}

/** `order!listMain`: the buyer's orders, optionally of one status or of several (sent as "4,5"). */
export function listOrders(api: ApiClient, q: { status?: number | readonly number[] | null; pageNum: number; pageSize: number }): Promise<Page<OrderRow>> {
  const status = Array.isArray(q.status) ? q.status.join(',') : (q.status as number | null | undefined);
  return api.post('order!listMain', { status: opt(status), pageNum: q.pageNum, pageSize: q.pageSize }, paged(orderRow));
}

/** `order!countOrderStatus`: how many of the buyer's orders wait in each step (the "Me" page badges). */
export function countOrderStatus(api: ApiClient): Promise<OrderStatusCounts> {
  return api.post('order!countOrderStatus', {}, orderStatusCounts);
}

/** `order!info`. */
export async function getOrder(api: ApiClient, orderId: string): Promise<OrderInfo> {
  return (await api.post('order!info', { orderId }, z.object({ orderInfo }))).orderInfo;
}

/** `order!listGoods`: the order's lines. */
export async function listOrderGoods(api: ApiClient, orderId: string): Promise<OrderGoods[]> {
  return (await api.post('order!listGoods', { orderId }, paged(orderGoods))).pageList;
}

/** `orderLog!list`: the order's timeline, oldest first. */
export function listOrderLog(api: ApiClient, orderId: string): Promise<z.infer<typeof orderLog>[]> {
  return api.post('orderLog!list', { orderId }, z.array(orderLog));
}

/** `order!cancel`: cancels an unpaid order with a reason code 1..9. */
export function cancelOrder(api: ApiClient, orderId: string, reason: number): Promise<void> {
  return api.post('order!cancel', { orderId, returnReason: reason }, ignored);
}

/** `order!remind`: reminds the seller to ship, once per order. */
export function remindOrder(api: ApiClient, orderId: string): Promise<void> {
  return api.post('order!remind', { orderId }, ignored);
}

/** `order!receipt`: confirms receipt. */
export function confirmReceipt(api: ApiClient, orderId: string): Promise<void> {
  return api.post('order!receipt', { orderId }, ignored);
}

/** `order!returns`: requests a refund (before shipping) or a return (after receipt) with reason, detail and amount. */
export function requestReturn(api: ApiClient, input: { orderId: string; reason: number; detail: string; money: string }): Promise<void> {
  return api.post('order!returns', { orderId: input.orderId, returnReason: input.reason, returnDetail: input.detail, money: input.money }, ignored);
}

/** `evaluation!addList` (JSON body): reviews of a received order's products. */
export function addReviews(api: ApiClient, body: EvaluationAddList): Promise<void> {
  return api.postJson('evaluation!addList', evaluationAddList.parse(body), ignored);
}

// ---- seller (/api/seller) and admin (/api/admin) ----

export interface StaffOrderQuery { status?: number | null; keyword?: string; pageNum: number; pageSize: number }
/** `order!list`: the store's orders (seller) or all orders (admin). */
export function listStaffOrders(api: ApiClient, q: StaffOrderQuery): Promise<Page<StaffOrderRow>> {
  return api.post('order!list', { status: opt(q.status), keyword: opt(q.keyword), pageNum: q.pageNum, pageSize: q.pageSize }, staffOrderPage);
}
/** `order!info` (seller/admin): one order with its lines and timeline. */
export function getStaffOrder(api: ApiClient, orderId: string): Promise<StaffOrderInfo> {
  return api.post('order!info', { orderId }, staffOrderInfo);
}
/** `order!confirm` (seller): confirms a paid order (stocking). */
export function confirmOrder(api: ApiClient, orderId: string): Promise<void> {
  return api.post('order!confirm', { orderId }, ignored);
}
/** `order!ship` (seller): ships with carrier and tracking number. */
export function shipOrder(api: ApiClient, input: { orderId: string; carrier: string; trackingNo: string }): Promise<void> {
  return api.post('order!ship', { ...input }, ignored);
}
/** `order!refundDecide` (seller/admin): approves or refuses a refund or return request. */
export function decideRefund(api: ApiClient, input: { orderId: string; approve: boolean; reason?: string }): Promise<void> {
  return api.post('order!refundDecide', { orderId: input.orderId, approve: input.approve ? 1 : 0, reason: opt(input.reason) }, ignored);
}
/** `order!refund` (admin): starts a refund of a paid order by hand. */
export function platformRefund(api: ApiClient, input: { orderId: string; reason: string }): Promise<void> {
  return api.post('order!refund', { ...input }, ignored);
}
/** `evaluation!list` (seller: the store's reviews; admin: all, filterable by status). */
export function listStaffReviews(api: ApiClient, q: { status?: string; pageNum: number; pageSize: number }): Promise<Page<StaffReview>> {
  return api.post('evaluation!list', { status: opt(q.status), pageNum: q.pageNum, pageSize: q.pageSize }, paged(staffReview));
}
/** `evaluation!approve` / `evaluation!reject` (admin moderation). */
export function moderateReview(api: ApiClient, id: string, approve: boolean): Promise<void> {
  return api.post(approve ? 'evaluation!approve' : 'evaluation!reject', { id }, ignored);
}
/** `order!settings` (admin). */
export function getOrderSettings(api: ApiClient): Promise<OrderSettings> {
  return api.post('order!settings', {}, orderSettings);
}
/** `order!saveSettings` (admin); values as decimal text or numbers. */
export function saveOrderSettings(api: ApiClient, input: { [K in keyof OrderSettings]: string | number }): Promise<void> {
  return api.post('order!saveSettings', { ...input }, ignored);
}

/** `notice!list` (seller client): the store's notices of paid orders, reminders and refund requests, newest first. */
export function listSellerNotices(api: ApiClient, q: { pageNum: number; pageSize: number }): Promise<Page<SellerNotice> & { unread: number }> {
  return api.post('notice!list', { pageNum: q.pageNum, pageSize: q.pageSize }, sellerNoticePage);
}

/** `notice!read` (seller client): marks one notice read, or all of them without an id. */
export function readSellerNotices(api: ApiClient, id?: string): Promise<void> {
  return api.post('notice!read', id ? { id } : {}, ignored);
}
