import { adminKycApi as e } from '@mall/contract/kyc';
import type { Registry } from '../../core/rpc';
import { KYC_REVIEW_ROLES, type KycService } from './service';

/** The review queue of identity verifications (support role); every decision is audited. */
export function adminKycRoutes(api: Registry<'admin'>, kyc: KycService): void {
  const roles = KYC_REVIEW_ROLES;
  api.serve(e.list, { roles }, ({ input }) => kyc.adminList(input));
  api.serve(e.review, { roles, audit: (i) => ({ target: `kyc:${i.id}` }) }, async ({ input, auth }) => {
    await kyc.review(input.id, auth.id);
    return null;
  });
  api.serve(e.approve, { roles, audit: (i) => ({ target: `kyc:${i.id}` }) }, async ({ input, auth }) => {
    await kyc.approve(input.id, auth.id);
    return null;
  });
  api.serve(e.reject, { roles, audit: (i) => ({ target: `kyc:${i.id}`, detail: { reason: i.reason } }) }, async ({ input, auth }) => {
    await kyc.reject(input.id, input.reason, auth.id);
    return null;
  });
}
