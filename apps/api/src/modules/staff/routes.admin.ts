import { z } from 'zod';
import { paged, pageQuery } from '@mall/contract/envelope';
import { adminMe, sellerAccount, staffLoginData, staffLoginQuery, staffMember } from '@mall/contract/staff';
import type { Registry } from '../../core/rpc';
import type { Deps } from '../../deps';
import type { StaffService } from './service';

const str = z.string().optional().default('');

/** Admin sign-in, the admins themselves and the seller accounts they create. */
export function adminRoutes(api: Registry<'admin'>, deps: Deps, staff: StaffService): void {
  const { authn } = deps;

  api.open('auth!login', { input: staffLoginQuery, output: staffLoginData, rateLimit: deps.config.RATE_LIMIT_AUTH_PER_MIN }, async ({ input }) => ({
    token: await staff.login('admin', input.email, input.password),
  }));
  api.authed('auth!me', { output: adminMe }, ({ auth }) => staff.adminMe(auth.id));
  api.authed('auth!logout', {}, async ({ auth }) => { await authn.revoke(auth.tokenHash); return null; });

  api.authed('seller!list', { input: pageQuery, roles: ['catalogue', 'support'], output: paged(sellerAccount) }, ({ input }) => staff.listSellers(input.pageNum, input.pageSize));
  api.authed('seller!create', {
    input: z.object({ email: str, password: str, name: str, storeName: str }),
    roles: ['catalogue'],
    audit: (i, r) => ({ target: i.email, detail: { id: (r as { id: string }).id, storeName: i.storeName } }),
  }, ({ input }) => staff.createSeller(input));

  api.authed('staff!list', { roles: ['super_admin'], output: z.array(staffMember) }, () => staff.listAdmins());
  api.authed('staff!create', {
    input: z.object({ email: str, password: str, name: str, roles: str }),
    roles: ['super_admin'],
    audit: (i) => ({ target: i.email, detail: { roles: i.roles } }),
  }, ({ input }) => staff.createAdmin(input));
}
