import { kycApi, type KycApplyQuery, type KycRecord } from '@mall/contract/kyc';
import type { ApiClient } from './client';

// Identity (KYC) verification of the signed-in buyer.

export type { KycApplyQuery, KycRecord };

/** `kyc!get`: the latest application and its state, or null when there is none. */
export function getKyc(api: ApiClient): Promise<KycRecord | null> {
  return api.call(kycApi.get);
}

/** `kyc!apply`: applies with a document and three pictures uploaded by this buyer. */
export async function applyKyc(api: ApiClient, input: KycApplyQuery): Promise<void> {
  await api.call(kycApi.apply, { ...input });
}
