import { sellerMerchantApi as e } from '@mall/contract/merchant';
import type { Registry } from '../../core/rpc';
import type { MerchantService } from './service';

/** The one-time set-password link of an approved applicant (no session yet: the token is the proof). */
export function sellerMerchantRoutes(api: Registry<'seller'>, merchant: MerchantService, rateLimit: number): void {
  api.serve(e.setPassword, { rateLimit }, ({ input }) => merchant.setPassword(input.token, input.password));
}
