import { kycApi } from '@mall/contract/kyc';
import type { Registry } from '../../core/rpc';
import type { KycService } from './service';

/** `kyc!get` and `kyc!apply`: the buyer's identity verification (the admin review queue comes later). */
export function kycRoutes(api: Registry<'user'>, kyc: KycService): void {
  api.serve(kycApi.get, ({ auth }) => kyc.latest({ kind: 'user', id: auth.id }));
  api.serve(kycApi.apply, { rateLimit: 20 }, async ({ auth, input, req }) => {
    await kyc.apply({ kind: 'user', id: auth.id }, input, req.host);
    return null;
  });
}
