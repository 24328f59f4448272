import { adminStaffApi as e } from '@mall/contract/staff';
import { formatWireTime } from '@mall/domain/time';
import { AppError } from '../../core/app-error';
import type { Registry } from '../../core/rpc';
import type { Deps } from '../../deps';
import { storeUpload, uploadLimits } from './uploads';

/** The platform's parameters, its pop-up activity and the admins' uploads. */
export function platformAdminRoutes(api: Registry<'admin'>, deps: Deps): void {
  const { sysparas, db } = deps;

  api.serve(e.sysparas, { roles: ['super_admin'] }, async () => (await sysparas.list()).map((p) => ({
    code: p.code, value: p.value, description: p.description, isPublic: p.isPublic, updatedAt: formatWireTime(p.updatedAt),
  })));
  api.serve(e.updateSyspara, {
    roles: ['super_admin'],
    audit: (i, before) => ({ target: i.code, detail: { from: before, to: i.value } }),
  }, async ({ input }) => {
    const before = await sysparas.update(input.code, input.value);
    if (before === undefined) throw new AppError('NOT_FOUND');
    return before;
  });

  api.serve(e.activity, { roles: ['super_admin'] }, () => deps.platform.storedActivity());
  api.serve(e.saveActivity, {
    roles: ['super_admin'],
    audit: (i) => ({ target: 'activity', detail: i }),
  }, async ({ input }) => {
    await deps.platform.saveActivity(input);
    return null;
  });

  api.serve(e.upload, { audit: (_i, url) => ({ target: String(url) }) }, (ctx) => storeUpload(db, uploadLimits(deps.config), 'admin', ctx.auth.id, ctx));
}
