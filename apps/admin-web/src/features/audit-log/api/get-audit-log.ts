import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { auditOptions, listAudit, type AuditQuery } from '@mall/api-client/staff';
import { api } from '../../../lib/api';

/** `audit!list`. */
export const getAuditLog = (q: AuditQuery) => listAudit(api, q);
export const auditLogQueryOptions = (q: AuditQuery) => auditOptions(api, q);

/** One page of the audit log; the previous page stays on screen while the next loads. */
export function useAuditLog(q: AuditQuery) {
  return useQuery({ ...auditLogQueryOptions(q), placeholderData: keepPreviousData });
}
