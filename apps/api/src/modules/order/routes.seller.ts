import { sellerOrderApi as e } from '@mall/contract/orders';
import type { Registry } from '../../core/rpc';
import type { StaffActor } from './core';
import type { OrderService } from './service';

/** Seller order routes: the store's orders, confirm, ship, refund decisions, reviews and notices. */
export function sellerOrderRoutes(api: Registry<'seller'>, orders: OrderService): void {
  const me = (id: number): StaffActor => ({ kind: 'seller', sellerId: id });
  api.serve(e.list, ({ auth, input, lang }) => orders.staffList(me(auth.id), input.status.trim(), input.keyword, input.pageNum, input.pageSize, lang));
  api.serve(e.info, ({ auth, input, lang }) => orders.staffInfo(me(auth.id), input.orderId, lang));
  api.serve(e.confirm, async ({ auth, input }) => { await orders.confirm(auth.id, input.orderId); return null; });
  api.serve(e.ship, async ({ auth, input }) => { await orders.ship(auth.id, input.orderId, input.carrier, input.trackingNo); return null; });
  api.serve(e.refundDecide, async ({ auth, input }) => {
    await orders.decideRefund(me(auth.id), input.orderId, input.approve === '1', input.reason);
    return null;
  });
  api.serve(e.reviews, ({ auth, input }) => orders.staffReviews(me(auth.id), input.status, input.pageNum, input.pageSize));
  api.serve(e.notices, ({ auth, input }) => orders.notices(auth.id, input.pageNum, input.pageSize));
  api.serve(e.readNotices, async ({ auth, input }) => { await orders.readNotices(auth.id, input.id); return null; });
}
