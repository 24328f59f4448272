import { buyerOrderApi as e } from '@mall/contract/orders';
import { AppError } from '../../core/app-error';
import { providerLinks } from '../../core/page-url';
import type { Registry } from '../../core/rpc';
import type { WalletService } from '../wallet/service';
import type { OrderService } from './service';

/** Buyer order routes (docs/buyer-wire.md). */
export function orderRoutes(api: Registry<'user'>, orders: OrderService, wallet: WalletService): void {
  api.serve(e.preview, ({ auth, input }) => orders.preview(auth.id, input.orderInfo));
  api.serve(e.payMethods, () => orders.payMethods(wallet.provider !== null));
  api.serve(e.payByProvider, { rateLimit: 60 }, async ({ auth, input, req }) => {
    if (!wallet.provider) throw new AppError('PAYMENT_METHOD_NOT_OPEN');
    const { ids, total } = await orders.providerPayment(auth.id, input.orderId);
    return wallet.providerOrderPayment(auth.id, { amount: total, orderIds: ids, ...providerLinks(req, input.pageUrl, wallet.provider.code) });
  });
  api.serve(e.submit, { rateLimit: 300 }, async ({ auth, input }) => ({
    orderList: (await orders.submit(auth.id, input.orderInfo, input.addressId)).map((orderId) => ({ orderId })),
  }));
  api.serve(e.pay, { rateLimit: 300 }, async ({ auth, input }) => {
    if (input.payMethod && input.payMethod !== 'balance') throw new AppError('PAYMENT_METHOD_NOT_OPEN');
    await orders.pay(auth.id, input.orderId, input.safeword);
    return null;
  });
  api.serve(e.list, ({ auth, input, lang }) => orders.buyerList(auth.id, input.status.trim(), input.pageNum, input.pageSize, lang));
  api.serve(e.statusCounts, ({ auth }) => orders.statusCounts(auth.id));
  api.serve(e.info, async ({ auth, input }) => ({ orderInfo: await orders.buyerInfo(auth.id, input.orderId) }));
  api.serve(e.goods, ({ auth, input, lang }) => orders.buyerGoods(auth.id, input.orderId, lang));
  api.serve(e.log, ({ auth, input, lang }) => orders.buyerLogs(auth.id, input.orderId, lang));
  api.serve(e.cancel, async ({ auth, input }) => { await orders.cancel(auth.id, input.orderId, input.returnReason); return null; });
  api.serve(e.remind, async ({ auth, input }) => { await orders.remind(auth.id, input.orderId); return null; });
  api.serve(e.receipt, async ({ auth, input }) => { await orders.receipt(auth.id, input.orderId); return null; });
  api.serve(e.returns, async ({ auth, input }) => {
    await orders.requestReturn(auth.id, input.orderId, { reason: input.returnReason, detail: input.returnDetail, money: input.money });
    return null;
  });
  api.serve(e.addReviews, { paramError: (body) => (hasTooManyImages(body) ? 'REVIEW_IMAGE_LIMIT' : 'PARAM_ERROR') }, async ({ auth, input }) => {
    await orders.addReviews(auth.id, input);
    return null;
  });
}

/** A review body naming a picture past the ninth (`imgUrl10`, ...). */
function hasTooManyImages(body: unknown): boolean {
  const adds = (body as { evaluationAdds?: Record<string, unknown>[] } | null)?.evaluationAdds;
  return Array.isArray(adds) && adds.some((e) => Object.keys(e ?? {}).some((k) => /^imgUrl\d+$/.test(k) && Number(k.slice(6)) > 9));
}
