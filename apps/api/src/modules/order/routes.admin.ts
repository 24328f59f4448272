import { adminOrderApi as e } from '@mall/contract/orders';
import type { Registry } from '../../core/rpc';
import type { StaffActor } from './core';
import type { OrderService } from './service';

/** Admin order routes: all orders, manual refunds, refund decisions, review moderation, settings. */
export function adminOrderRoutes(api: Registry<'admin'>, orders: OrderService): void {
  const platform: StaffActor = { kind: 'platform' };
  const roles = ['support'] as const;
  api.serve(e.list, { roles }, ({ input, lang }) => orders.staffList(platform, input.status.trim(), input.keyword, input.pageNum, input.pageSize, lang));
  api.serve(e.info, { roles }, ({ input, lang }) => orders.staffInfo(platform, input.orderId, lang));
  api.serve(e.refund, { roles, audit: (i) => ({ target: `order:${i.orderId}`, detail: { reason: i.reason } }) }, async ({ input }) => {
    await orders.platformRefund(input.orderId, input.reason);
    return null;
  });
  api.serve(e.refundDecide, { roles, audit: (i) => ({ target: `order:${i.orderId}`, detail: { approve: i.approve, reason: i.reason } }) }, async ({ input }) => {
    await orders.decideRefund(platform, input.orderId, input.approve === '1', input.reason);
    return null;
  });
  api.serve(e.reviews, { roles }, ({ input }) => orders.staffReviews(platform, input.status, input.pageNum, input.pageSize));
  for (const [ep, approve] of [[e.approveReview, true], [e.rejectReview, false]] as const) {
    api.serve(ep, { roles, audit: (i) => ({ target: `evaluation:${i.id}` }) }, async ({ input }) => { await orders.moderate(input.id, approve); return null; });
  }
  api.serve(e.settings, { roles: ['super_admin'] }, () => orders.settings());
  api.serve(e.saveSettings, { roles: ['super_admin'], audit: (i) => ({ target: 'order-settings', detail: i }) }, ({ input }) => orders.saveSettings(input));
}
