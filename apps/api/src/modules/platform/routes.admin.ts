import { z } from 'zod';
import { adminActivity, syspara } from '@mall/contract/staff';
import { formatWireTime } from '@mall/domain/time';
import { AppError } from '../../core/app-error';
import type { Registry } from '../../core/rpc';
import type { Deps } from '../../deps';
import { storeUpload, uploadLimits } from './uploads';

const str = z.string().optional().default('');

/** The platform's parameters, its pop-up activity and the admins' uploads. */
export function platformAdminRoutes(api: Registry<'admin'>, deps: Deps): void {
  const { sysparas, db } = deps;

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

  api.authed('activity!get', { roles: ['super_admin'], output: adminActivity.nullable() }, () => deps.platform.storedActivity());
  api.authed('activity!save', {
    input: z.object({ title: str, imgUrl: str, detailUrl: str, enabled: z.string().optional().default('1') }),
    roles: ['super_admin'],
    audit: (i) => ({ target: 'activity', detail: i }),
  }, async ({ input }) => {
    await deps.platform.saveActivity(input);
    return null;
  });

  api.authed('uploadimg!execute', { audit: (_i, url) => ({ target: String(url) }) }, (ctx) => storeUpload(db, uploadLimits(deps.config), 'admin', ctx.auth.id, ctx));
}
