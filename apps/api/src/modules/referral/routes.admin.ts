import { adminReferralApi as e } from '@mall/contract/referral';
import { AppError } from '../../core/app-error';
import type { Registry } from '../../core/rpc';
import type { NodeRef, ReferralService } from './service';

const ref = (i: { kind: 'user' | 'seller'; id: number }): NodeRef => {
  if (!i.id) throw new AppError('NOT_FOUND');
  return { kind: i.kind, id: i.id };
};

/** The referral tree per account; agent levels and the right to refer are set by super admins (audited). */
export function adminReferralRoutes(api: Registry<'admin'>, referrals: ReferralService): void {
  const read = ['support'] as const;
  api.serve(e.find, { roles: read }, ({ input }) => referrals.find(input.q));
  api.serve(e.account, { roles: read }, ({ input }) => referrals.account(ref(input)));
  api.serve(e.children, { roles: read }, ({ input }) => referrals.children(ref(input), input.pageNum, input.pageSize));
  api.serve(e.setAgentLevel, { roles: [], audit: (i) => ({ target: `${i.kind}:${i.id}`, detail: { agentLevel: i.level } }) }, async ({ input }) => {
    await referrals.update(ref(input), { agentLevel: input.level });
    return null;
  });
  api.serve(e.setAllowed, { roles: [], audit: (i) => ({ target: `${i.kind}:${i.id}`, detail: { allowed: i.allowed } }) }, async ({ input }) => {
    await referrals.update(ref(input), { disabled: input.allowed === '0' });
    return null;
  });
}
