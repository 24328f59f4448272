import { adminMerchantApi as e } from '@mall/contract/merchant';
import type { Registry } from '../../core/rpc';
import type { MerchantService } from './service';

/** The applications queue (catalogue role, which creates sellers); every decision is audited. */
export function adminMerchantRoutes(api: Registry<'admin'>, merchant: MerchantService): void {
  const roles = ['catalogue'] as const;
  api.serve(e.list, { roles: ['catalogue', 'support'] }, ({ input }) => merchant.list(input.status, input.pageNum, input.pageSize));
  api.serve(e.approve, { roles, audit: (i, r) => ({ target: `merchant-application:${i.id}`, detail: r }) },
    ({ input, auth, req }) => merchant.approve(input.id, auth.email, `${req.protocol}://${req.host}`));
  api.serve(e.reject, { roles, audit: (i) => ({ target: `merchant-application:${i.id}`, detail: { reason: i.reason } }) }, async ({ input, auth }) => {
    await merchant.decide(input.id, 'rejected', input.reason, auth.email);
    return null;
  });
  api.serve(e.requestDocuments, { roles, audit: (i) => ({ target: `merchant-application:${i.id}`, detail: { reason: i.reason } }) }, async ({ input, auth }) => {
    await merchant.decide(input.id, 'more_docs', input.reason, auth.email);
    return null;
  });
}
