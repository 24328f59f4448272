import { adminStaffApi as e } from '@mall/contract/staff';
import type { Registry } from '../../core/rpc';
import type { Deps } from '../../deps';

/** The admins' audit log. */
export function auditRoutes(api: Registry<'admin'>, { audit }: Deps): void {
  api.serve(e.audit, { roles: ['super_admin'] }, ({ input }) => audit.list(input.pageNum, input.pageSize, input.action));
}
