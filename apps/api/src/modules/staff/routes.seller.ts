import { sellerAuthApi as e } from '@mall/contract/staff';
import type { Registry } from '../../core/rpc';
import type { Deps } from '../../deps';
import { storeUpload, uploadLimits } from '../platform/uploads';
import type { StaffService } from './service';

/** Seller sign-in (separate from buyers) and the seller's own account. */
export function sellerAuthRoutes(api: Registry<'seller'>, deps: Deps, staff: StaffService): void {
  api.serve(e.login, { rateLimit: deps.config.RATE_LIMIT_AUTH_PER_MIN }, async ({ input }) => ({
    token: await staff.login('seller', input.email, input.password),
  }));
  api.serve(e.me, ({ auth }) => staff.sellerMe(auth.id));
  api.serve(e.logout, async ({ auth }) => { await deps.authn.revoke(auth.tokenHash); return null; });
  api.serve(e.upload, (ctx) => storeUpload(deps.db, uploadLimits(deps.config), 'seller', ctx.auth.id, ctx));
}
