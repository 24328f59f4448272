import { KYC_FILES_PREFIX, kycApi, sellerKycApi, type KycAdvancedQuery, type KycAdvancedRecord, type KycApplyQuery, type KycRecord, type KycSurfaceApi } from '@mall/contract/kyc';
import type { ApiClient } from './client';

// Identity (KYC) verification of the signed-in buyer or seller.

export type { KycAdvancedQuery, KycAdvancedRecord, KycApplyQuery, KycRecord };

/** The calls of the client's surface: buyer by default, seller for `/api/seller`. */
const surface = (seller?: boolean): KycSurfaceApi => (seller ? sellerKycApi : kycApi) as KycSurfaceApi;

/** `kyc!get`: the latest basic application and its state, or null when there is none. */
export function getKyc(api: ApiClient, seller = false): Promise<KycRecord | null> {
  return api.call(surface(seller).get);
}

/** `kyc!apply`: applies with a document and three pictures uploaded by this account. */
export async function applyKyc(api: ApiClient, input: KycApplyQuery, seller = false): Promise<void> {
  await api.call(surface(seller).apply, { ...input });
}

/** `kyc!getAdvanced`: the latest advanced application (address proof), or null. */
export function getKycAdvanced(api: ApiClient, seller = false): Promise<KycAdvancedRecord | null> {
  return api.call(surface(seller).getAdvanced);
}

/** `kyc!applyAdvanced`: applies with an address and an uploaded picture proving it (after basic passed). */
export async function applyKycAdvanced(api: ApiClient, input: KycAdvancedQuery, seller = false): Promise<void> {
  await api.call(surface(seller).applyAdvanced, { ...input });
}

/**
 * The address an <img> shows a picture from: private verification pictures carry the session's
 * token (they answer only their owner and reviewing staff); other URLs are unchanged.
 */
export function pictureSrc(url: string, token: string | null): string {
  if (!url.startsWith(KYC_FILES_PREFIX) || !token) return url;
  return `${url}?token=${encodeURIComponent(token)}`;
}
