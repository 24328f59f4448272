import { z } from 'zod';
import { paged, pageQuery } from '@mall/contract/envelope';
import { platformUser } from '@mall/contract/staff';
import type { Registry } from '../../core/rpc';
import type { StaffService } from '../staff/service';

const str = z.string().optional().default('');

/** Buyer accounts as support staff see them: list, disable, enable. */
export function buyerAccountAdminRoutes(api: Registry<'admin'>, staff: StaffService): void {
  api.authed('user!list', { input: pageQuery.extend({ keyword: str }), roles: ['support'], output: paged(platformUser) }, ({ input }) =>
    staff.listUsers(input.pageNum, input.pageSize, input.keyword));
  for (const [name, status] of [['user!disable', 'disabled'], ['user!enable', 'active']] as const) {
    api.authed(name, { input: z.object({ usercode: str }), roles: ['support'], audit: (i) => ({ target: i.usercode }) }, async ({ input }) => {
      await staff.setUserStatus(input.usercode, status);
      return null;
    });
  }
}
