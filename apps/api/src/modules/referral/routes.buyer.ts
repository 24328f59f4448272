import { buyerReferralApi as e } from '@mall/contract/referral';
import type { Registry } from '../../core/rpc';
import type { ReferralService } from './service';

/** A buyer's code, counts by level, invitees, and binding a referrer once. */
export function buyerReferralRoutes(api: Registry<'user'>, referrals: ReferralService): void {
  api.serve(e.info, ({ auth }) => referrals.info({ kind: 'user', id: auth.id }));
  api.serve(e.list, ({ auth, input }) => referrals.members({ kind: 'user', id: auth.id }, input.level, input.pageNum, input.pageSize));
  api.serve(e.bind, async ({ auth, input }) => {
    await referrals.bind(auth.id, input.code);
    return null;
  });
}
