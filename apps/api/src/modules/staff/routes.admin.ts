import { adminStaffApi as e } from '@mall/contract/staff';
import type { Registry } from '../../core/rpc';
import type { Deps } from '../../deps';
import { staffAttempt, type StaffService } from './service';

/** Admin sign-in, the admins themselves and the seller accounts they create. */
export function adminRoutes(api: Registry<'admin'>, deps: Deps, staff: StaffService): void {
  const { authn } = deps;

  // Behind the slider puzzle as the buyer's sign-in (SLIDER_CHECK decides when it is required).
  api.serve(e.login, { rateLimit: deps.config.RATE_LIMIT_AUTH_PER_MIN }, async ({ input, ip }) => ({
    token: await deps.captcha.guard(staffAttempt('admin', ip, input.email), input.captchaToken, () => staff.login('admin', input.email, input.password)),
  }));
  api.serve(e.me, ({ auth }) => staff.adminMe(auth.id));
  api.serve(e.logout, async ({ auth }) => { await authn.revoke(auth.tokenHash); return null; });

  api.serve(e.sellers, { roles: ['catalogue', 'support'] }, ({ input }) => staff.listSellers(input.pageNum, input.pageSize, input.keyword));
  api.serve(e.createSeller, {
    roles: ['catalogue'],
    audit: (i, r) => ({ target: i.email, detail: { id: (r as { id: string }).id, storeName: i.storeName } }),
  }, ({ input }) => staff.createSeller(input));

  api.serve(e.staff, { roles: ['super_admin'] }, () => staff.listAdmins());
  api.serve(e.createStaff, { roles: ['super_admin'], audit: (i) => ({ target: i.email, detail: { roles: i.roles } }) }, ({ input }) => staff.createAdmin(input));
}
