import { z } from 'zod';
import { paged, pageQuery } from '@mall/contract/envelope';
import { auditEntry } from '@mall/contract/staff';
import type { Registry } from '../../core/rpc';
import type { Deps } from '../../deps';

const str = z.string().optional().default('');

/** The admins' audit log. */
export function auditRoutes(api: Registry<'admin'>, { audit }: Deps): void {
  api.authed('audit!list', { input: pageQuery.extend({ action: str }), roles: ['super_admin'], output: paged(auditEntry) }, ({ input }) =>
    audit.list(input.pageNum, input.pageSize, input.action));
}
