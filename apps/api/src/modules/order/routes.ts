import { z } from 'zod';
import { pageQuery, paged } from '@mall/contract/envelope';
import {
  checkoutPreview, evaluationAddList, orderGoods, orderInfo, orderLog, orderRow, orderStatusCounts, orderSettings, payMethod, sellerNoticePage, staffOrderInfo, staffOrderPage, staffReview, submitResult,
} from '@mall/contract/orders';
import { AppError } from '../../core/app-error';
import { providerLinks } from '../../core/page-url';
import type { Registry } from '../../core/rpc';
import type { WalletService } from '../wallet/service';
import type { OrderService } from './service';

const str = z.string().optional().default('');
const idInput = z.object({ orderId: str });

/** Buyer order routes (docs/buyer-wire.md). */
export function orderRoutes(api: Registry, orders: OrderService, wallet: WalletService): void {
  api.authed('order!preview', { input: z.object({ orderInfo: str }), output: checkoutPreview }, ({ auth, input }) => orders.preview(auth.id, input.orderInfo));
  api.authed('order!payMethods', { output: z.array(payMethod) }, () => orders.payMethods(wallet.provider !== null));
  // Ours: pays unpaid orders through the provider; answers the provider's payment page to open.
  api.authed('order!payByProvider', { input: z.object({ orderId: str, pageUrl: str }), output: z.string(), rateLimit: 60 }, async ({ auth, input, req }) => {
    if (!wallet.provider) throw new AppError('PAYMENT_METHOD_NOT_OPEN');
    const { ids, total } = await orders.providerPayment(auth.id, input.orderId);
    return wallet.providerOrderPayment(auth.id, { amount: total, orderIds: ids, ...providerLinks(req, input.pageUrl, wallet.provider.code) });
  });
  api.authed('order!submit', { input: z.object({ orderInfo: str, addressId: str }), output: submitResult, rateLimit: 300 }, async ({ auth, input }) => ({
    orderList: (await orders.submit(auth.id, input.orderInfo, input.addressId)).map((orderId) => ({ orderId })),
  }));
  api.authed('order!pay', { input: z.object({ orderId: str, safeword: str, payMethod: str }), rateLimit: 300 }, async ({ auth, input }) => {
    if (input.payMethod && input.payMethod !== 'balance') throw new AppError('PAYMENT_METHOD_NOT_OPEN');
    await orders.pay(auth.id, input.orderId, input.safeword);
    return null;
  });
  api.authed('order!listMain', { input: pageQuery.extend({ status: str }), output: paged(orderRow) }, ({ auth, input }) => orders.buyerList(auth.id, input.status.trim(), input.pageNum, input.pageSize));
  api.authed('order!countOrderStatus', { output: orderStatusCounts }, ({ auth }) => orders.statusCounts(auth.id));
  api.authed('order!info', { input: idInput, output: z.object({ orderInfo }) }, async ({ auth, input }) => ({ orderInfo: await orders.buyerInfo(auth.id, input.orderId) }));
  api.authed('order!listGoods', { input: idInput, output: paged(orderGoods) }, ({ auth, input }) => orders.buyerGoods(auth.id, input.orderId));
  api.authed('orderLog!list', { input: idInput, output: z.array(orderLog) }, ({ auth, input, lang }) => orders.buyerLogs(auth.id, input.orderId, lang));
  api.authed('order!cancel', { input: idInput.extend({ returnReason: str }) }, async ({ auth, input }) => { await orders.cancel(auth.id, input.orderId, input.returnReason); return null; });
  api.authed('order!remind', { input: idInput }, async ({ auth, input }) => { await orders.remind(auth.id, input.orderId); return null; });
  api.authed('order!receipt', { input: idInput }, async ({ auth, input }) => { await orders.receipt(auth.id, input.orderId); return null; });
  api.authed('order!returns', { input: idInput.extend({ returnReason: str, returnDetail: str, money: str }) }, async ({ auth, input }) => {
    await orders.requestReturn(auth.id, input.orderId, { reason: input.returnReason, detail: input.returnDetail, money: input.money });
    return null;
  });
  api.authed('evaluation!addList', {}, async ({ auth, body }) => {
    const parsed = evaluationAddList.safeParse(normalizeReviewBody(body));
    if (!parsed.success) throw new AppError(hasTooManyImages(body) ? 'REVIEW_IMAGE_LIMIT' : 'PARAM_ERROR');
    await orders.addReviews(auth.id, parsed.data);
    return null;
  });
}

/** Clients send ids and numbers either as strings or numbers. */
function normalizeReviewBody(body: unknown): unknown {
  if (!body || typeof body !== 'object') return body;
  const b = body as { orderId?: unknown; evaluationAdds?: unknown };
  return {
    ...b,
    orderId: b.orderId == null ? b.orderId : String(b.orderId),
    evaluationAdds: Array.isArray(b.evaluationAdds) ? b.evaluationAdds.map((e: Record<string, unknown>) => ({
      ...e, sellerGoodsId: e.sellerGoodsId == null ? e.sellerGoodsId : String(e.sellerGoodsId), evaluationType: Number(e.evaluationType), rating: Number(e.rating), content: String(e.content ?? ''),
    })) : b.evaluationAdds,
  };
}

function hasTooManyImages(body: unknown): boolean {
  const adds = (body as { evaluationAdds?: Record<string, unknown>[] } | null)?.evaluationAdds;
  return Array.isArray(adds) && adds.some((e) => Object.keys(e ?? {}).some((k) => /^imgUrl\d+$/.test(k) && Number(k.slice(6)) > 9));
}

/** Seller order routes: the store's orders, confirm, ship, refund decisions, reviews. */
export function sellerOrderRoutes(api: Registry, orders: OrderService): void {
  const me = (id: number) => ({ kind: 'seller' as const, sellerId: id });
  api.authed('order!list', { input: pageQuery.extend({ status: str, keyword: str }), output: staffOrderPage }, ({ auth, input }) => orders.staffList(me(auth.id), input.status.trim(), input.keyword, input.pageNum, input.pageSize));
  api.authed('order!info', { input: idInput, output: staffOrderInfo }, ({ auth, input, lang }) => orders.staffInfo(me(auth.id), input.orderId, lang));
  api.authed('order!confirm', { input: idInput }, async ({ auth, input }) => { await orders.confirm(auth.id, input.orderId); return null; });
  api.authed('order!ship', { input: idInput.extend({ carrier: str, trackingNo: str }) }, async ({ auth, input }) => { await orders.ship(auth.id, input.orderId, input.carrier, input.trackingNo); return null; });
  api.authed('order!refundDecide', { input: idInput.extend({ approve: str, reason: str }) }, async ({ auth, input }) => {
    await orders.decideRefund(me(auth.id), input.orderId, input.approve === '1', input.reason);
    return null;
  });
  api.authed('evaluation!list', { input: pageQuery.extend({ status: str }), output: paged(staffReview) }, ({ auth, input }) => orders.staffReviews(me(auth.id), input.status, input.pageNum, input.pageSize));
  api.authed('notice!list', { input: pageQuery, output: sellerNoticePage }, ({ auth, input }) => orders.notices(auth.id, input.pageNum, input.pageSize));
  api.authed('notice!read', { input: z.object({ id: str }) }, async ({ auth, input }) => { await orders.readNotices(auth.id, input.id); return null; });
}

/** Admin order routes: all orders, manual refunds, refund decisions, review moderation, settings. */
export function adminOrderRoutes(api: Registry, orders: OrderService): void {
  const platform = { kind: 'platform' as const };
  const roles = ['support'] as const;
  api.authed('order!list', { input: pageQuery.extend({ status: str, keyword: str }), roles, output: staffOrderPage }, ({ input }) => orders.staffList(platform, input.status.trim(), input.keyword, input.pageNum, input.pageSize));
  api.authed('order!info', { input: idInput, roles, output: staffOrderInfo }, ({ input, lang }) => orders.staffInfo(platform, input.orderId, lang));
  api.authed('order!refund', { input: idInput.extend({ reason: str }), roles, audit: (i) => ({ target: `order:${i.orderId}`, detail: { reason: i.reason } }) }, async ({ input }) => {
    await orders.platformRefund(input.orderId, input.reason);
    return null;
  });
  api.authed('order!refundDecide', { input: idInput.extend({ approve: str, reason: str }), roles, audit: (i) => ({ target: `order:${i.orderId}`, detail: { approve: i.approve, reason: i.reason } }) }, async ({ input }) => {
    await orders.decideRefund(platform, input.orderId, input.approve === '1', input.reason);
    return null;
  });
  api.authed('evaluation!list', { input: pageQuery.extend({ status: str }), roles, output: paged(staffReview) }, ({ input }) => orders.staffReviews(platform, input.status, input.pageNum, input.pageSize));
  for (const [name, approve] of [['evaluation!approve', true], ['evaluation!reject', false]] as const) {
    api.authed(name, { input: z.object({ id: str }), roles, audit: (i) => ({ target: `evaluation:${i.id}` }) }, async ({ input }) => { await orders.moderate(input.id, approve); return null; });
  }
  api.authed('order!settings', { roles: ['super_admin'], output: orderSettings }, () => orders.settings());
  api.authed('order!saveSettings', { input: z.record(z.string(), z.string()), roles: ['super_admin'], output: orderSettings, audit: (i) => ({ target: 'order-settings', detail: i }) }, ({ input }) => orders.saveSettings(input));
}
