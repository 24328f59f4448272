import { z } from 'zod';
import { paged, pageQuery } from '@mall/contract/envelope';
import { adminActivity, adminMe, auditEntry, platformUser, sellerAccount, staffLoginData, staffLoginQuery, staffMember, syspara } from '@mall/contract/staff';
import { formatWireTime } from '@mall/domain/time';
import { AppError } from '../../core/app-error';
import type { Registry } from '../../core/rpc';
import type { Deps } from '../../deps';
import { storeUpload, uploadLimits } from '../platform/uploads';
import type { StaffService } from './service';

const str = z.string().optional().default('');

/** Admin sign-in and the back-office basics: parameters, audit log, pop-up, buyers, sellers, staff. */
export function adminRoutes(api: Registry, deps: Deps, staff: StaffService): void {
  const { sysparas, audit, authn, db } = deps;

  api.open('auth!login', { input: staffLoginQuery, output: staffLoginData, rateLimit: deps.config.RATE_LIMIT_AUTH_PER_MIN }, async ({ input }) => ({
    token: await staff.login('admin', input.email, input.password),
  }));
  api.authed('auth!me', { output: adminMe }, ({ auth }) => staff.adminMe(auth.id));
  api.authed('auth!logout', {}, async ({ auth }) => { await authn.revoke(auth.tokenHash); return null; });

  api.authed('syspara!list', { roles: ['super_admin'], output: z.array(syspara) }, async () => (await sysparas.list()).map((p) => ({
    code: p.code, value: p.value, description: p.description, isPublic: p.isPublic, updatedAt: formatWireTime(p.updatedAt),
  })));
  api.authed('syspara!update', {
    input: z.object({ code: str, value: z.string().optional().default('').refine((v) => v.length <= 2000) }),
    roles: ['super_admin'],
    audit: (i, before) => ({ target: i.code, detail: { from: before, to: i.value } }),
  }, async ({ input }) => {
    const before = await sysparas.update(input.code, input.value);
    if (before === undefined) throw new AppError('NOT_FOUND');
    return before;
  });

  api.authed('audit!list', { input: pageQuery.extend({ action: str }), roles: ['super_admin'], output: paged(auditEntry) }, ({ input }) =>
    audit.list(input.pageNum, input.pageSize, input.action));

  api.authed('activity!get', { roles: ['super_admin'], output: adminActivity.nullable() }, () => deps.platform.storedActivity());
  api.authed('activity!save', {
    input: z.object({ title: str, imgUrl: str, detailUrl: str, enabled: z.string().optional().default('1') }),
    roles: ['super_admin'],
    audit: (i) => ({ target: 'activity', detail: i }),
  }, async ({ input }) => {
    await deps.platform.saveActivity(input);
    return null;
  });

  api.authed('user!list', { input: pageQuery.extend({ keyword: str }), roles: ['support'], output: paged(platformUser) }, ({ input }) =>
    staff.listUsers(input.pageNum, input.pageSize, input.keyword));
  for (const [name, status] of [['user!disable', 'disabled'], ['user!enable', 'active']] as const) {
    api.authed(name, { input: z.object({ usercode: str }), roles: ['support'], audit: (i) => ({ target: i.usercode }) }, async ({ input }) => {
      await staff.setUserStatus(input.usercode, status);
      return null;
    });
  }

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

  api.authed('uploadimg!execute', { audit: (_i, url) => ({ target: String(url) }) }, (ctx) => storeUpload(db, uploadLimits(deps.config), 'admin', ctx.auth.id, ctx));
}
