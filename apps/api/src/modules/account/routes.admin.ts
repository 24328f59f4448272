import { adminStaffApi as e } from '@mall/contract/staff';
import type { Registry } from '../../core/rpc';
import type { StaffService } from '../staff/service';

/** Buyer accounts as support staff see them: list, disable, enable. */
export function buyerAccountAdminRoutes(api: Registry<'admin'>, staff: StaffService): void {
  api.serve(e.users, { roles: ['support'] }, ({ input }) => staff.listUsers(input.pageNum, input.pageSize, input.keyword));
  for (const [ep, status] of [[e.disableUser, 'disabled'], [e.enableUser, 'active']] as const) {
    api.serve(ep, { roles: ['support'], audit: (i) => ({ target: i.usercode }) }, async ({ input }) => {
      await staff.setUserStatus(input.usercode, status);
      return null;
    });
  }
}
