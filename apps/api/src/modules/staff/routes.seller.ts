import { sellerAuthApi as e } from '@mall/contract/staff';
import type { Registry } from '../../core/rpc';
import type { Deps } from '../../deps';
import { storeUpload, uploadLimits } from '../platform/uploads';
import { staffAttempt, type StaffService } from './service';

/** Seller sign-in (separate from buyers) and the seller's own account. */
export function sellerAuthRoutes(api: Registry<'seller'>, deps: Deps, staff: StaffService): void {
  // Behind the slider puzzle as the buyer's sign-in (SLIDER_CHECK decides when it is required).
  api.serve(e.login, { rateLimit: deps.config.RATE_LIMIT_AUTH_PER_MIN }, async ({ input, ip }) => ({
    token: await deps.captcha.guard(staffAttempt('seller', ip, input.email), input.captchaToken, () => staff.login('seller', input.email, input.password)),
  }));
  api.serve(e.me, ({ auth }) => staff.sellerMe(auth.id));
  api.serve(e.logout, async ({ auth }) => { await deps.authn.revoke(auth.tokenHash); return null; });
  api.serve(e.upload, (ctx) => storeUpload(deps.db, uploadLimits(deps.config), 'seller', ctx.auth.id, ctx));
}
