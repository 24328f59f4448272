import { adminKycApi, type AdminKyc } from '@mall/contract/kyc';
import type { ApiClient } from './client';

// The admin review queue of identity verifications (support role).

export type { AdminKyc };

export interface KycQuery { status: string; level: string; keyword: string; pageNum: number; pageSize: number }
export interface KycPage { pageList: AdminKyc[]; pageInfo: { pageNum: number; pageSize: number; totalElements: number } }

/** `kyc!list`: applications by state ('' all, 0..3) and level. */
export function listKyc(api: ApiClient, q: KycQuery): Promise<KycPage> {
  return api.call(adminKycApi.list, { ...q });
}

/** `kyc!review`: takes an applied verification for review. */
export async function reviewKyc(api: ApiClient, id: string): Promise<void> {
  await api.call(adminKycApi.review, { id });
}

/** `kyc!approve`: passes a verification. */
export async function approveKyc(api: ApiClient, id: string): Promise<void> {
  await api.call(adminKycApi.approve, { id });
}

/** `kyc!reject`: rejects with a reason the applicant sees. */
export async function rejectKyc(api: ApiClient, id: string, reason: string): Promise<void> {
  await api.call(adminKycApi.reject, { id, reason });
}
