import { sellerMe, staffLoginData, staffLoginQuery } from '@mall/contract/staff';
import type { Registry } from '../../core/rpc';
import type { Deps } from '../../deps';
import { storeUpload, uploadLimits } from '../platform/uploads';
import type { StaffService } from './service';

/** Seller sign-in (separate from buyers) and the seller's own account. */
export function sellerAuthRoutes(api: Registry, deps: Deps, staff: StaffService): void {
  api.open('auth!login', { input: staffLoginQuery, output: staffLoginData, rateLimit: deps.config.RATE_LIMIT_AUTH_PER_MIN }, async ({ input }) => ({
    token: await staff.login('seller', input.email, input.password),
  }));
  api.authed('auth!me', { output: sellerMe }, ({ auth }) => staff.sellerMe(auth.id));
  api.authed('auth!logout', {}, async ({ auth }) => { await deps.authn.revoke(auth.tokenHash); return null; });
  api.authed('uploadimg!execute', {}, (ctx) => storeUpload(deps.db, uploadLimits(deps.config), 'seller', ctx.auth.id, ctx));
}
