import { kycApi, sellerKycApi, type KycSurfaceApi } from '@mall/contract/kyc';
import type { Registry } from '../../core/rpc';
import type { KycService } from './service';

function serveKyc<A extends 'user' | 'seller'>(api: Registry<A>, e: KycSurfaceApi, kyc: KycService, kind: A): void {
  // The endpoints of one surface are typed for it; both surfaces have the same calls.
  const r = api as unknown as Registry<'user'>;
  const ep = e as typeof kycApi;
  r.serve(ep.get, ({ auth }) => kyc.latest({ kind, id: auth.id }));
  r.serve(ep.apply, { rateLimit: 20 }, async ({ auth, input, req }) => {
    await kyc.apply({ kind, id: auth.id }, input, req.host);
    return null;
  });
  r.serve(ep.getAdvanced, ({ auth }) => kyc.latestAdvanced({ kind, id: auth.id }));
  r.serve(ep.applyAdvanced, { rateLimit: 20 }, async ({ auth, input, req }) => {
    await kyc.applyAdvanced({ kind, id: auth.id }, input, req.host);
    return null;
  });
}

/** `kyc!get`, `kyc!apply` and the advanced level: the buyer's identity verification. */
export function kycRoutes(api: Registry<'user'>, kyc: KycService): void {
  serveKyc(api, kycApi, kyc, 'user');
}

/** The same calls for sellers under /api/seller. */
export function sellerKycRoutes(api: Registry<'seller'>, kyc: KycService): void {
  serveKyc(api, sellerKycApi, kyc, 'seller');
}
