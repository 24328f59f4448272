import { sellerReferralApi as e } from '@mall/contract/referral';
import type { Registry } from '../../core/rpc';
import type { ReferralService } from './service';

/** A seller's own invitation code and the buyers it brought. */
export function sellerReferralRoutes(api: Registry<'seller'>, referrals: ReferralService): void {
  api.serve(e.info, ({ auth }) => referrals.info({ kind: 'seller', id: auth.id }));
  api.serve(e.list, ({ auth, input }) => referrals.members({ kind: 'seller', id: auth.id }, input.level, input.pageNum, input.pageSize));
}
