import {
  adminMerchantApi, buyerMerchantApi, merchantStatuses, sellerMerchantApi,
  type AdminMerchantApplication, type MerchantApplication, type MerchantDocKind, type MerchantOffer, type MerchantStatus,
} from '@mall/contract/merchant';
import type { ApiClient } from './client';
import type { Page } from './wallet-staff';

// Merchant sign-up: the promotion page's calls (buyer API), the new seller's set-password link (seller
// API, no session) and the applications queue (admin API, catalogue role).

export { merchantStatuses };
export type { AdminMerchantApplication, MerchantApplication, MerchantDocKind, MerchantOffer, MerchantStatus };

/** What the application form sends. */
export interface MerchantApplyInput {
  storeName: string; category: string; email: string; phone: string; country: string; docKind: MerchantDocKind;
  /** Upload URLs of the applicant's own pictures. */
  documents: string[];
}

/** `merchant!offer`: commission, settlement and return days, categories. */
export function getMerchantOffer(api: ApiClient): Promise<MerchantOffer> {
  return api.call(buyerMerchantApi.offer);
}

/** `merchant!mine`: the buyer's latest application, or null. */
export function getMyMerchantApplication(api: ApiClient): Promise<MerchantApplication | null> {
  return api.call(buyerMerchantApi.mine);
}

/** `merchant!apply`: the agreement tick is sent as `agree=1`. */
export function applyAsMerchant(api: ApiClient, input: MerchantApplyInput): Promise<MerchantApplication> {
  return api.call(buyerMerchantApi.apply, { ...input, documents: input.documents.join(','), agree: '1' });
}

/** `merchant!resubmit`: the full new list of pictures after the platform asked for more. */
export function resubmitMerchantDocuments(api: ApiClient, id: string, documents: string[]): Promise<MerchantApplication> {
  return api.call(buyerMerchantApi.resubmit, { id, documents: documents.join(',') });
}

/** `merchant!setPassword` (seller API): spends the one-time link; answers the seller's email. */
export function setSellerPasswordFromLink(api: ApiClient, token: string, password: string): Promise<{ email: string }> {
  return api.call(sellerMerchantApi.setPassword, { token, password });
}

export interface MerchantQueueQuery { pageNum: number; pageSize: number; status?: MerchantStatus | '' }

/** `merchantApply!list`: the queue, newest first. */
export function listMerchantApplications(api: ApiClient, q: MerchantQueueQuery): Promise<Page<AdminMerchantApplication>> {
  return api.call(adminMerchantApi.list, { pageNum: q.pageNum, pageSize: q.pageSize, status: q.status ?? '' });
}

/** `merchantApply!approve`: creates the seller and the store and mails the link. */
export function approveMerchantApplication(api: ApiClient, id: string): Promise<{ sellerId: string }> {
  return api.call(adminMerchantApi.approve, { id });
}

/** `merchantApply!reject`: final, with the reason the applicant reads. */
export async function rejectMerchantApplication(api: ApiClient, id: string, reason: string): Promise<void> {
  await api.call(adminMerchantApi.reject, { id, reason });
}

/** `merchantApply!requestDocuments`: back to the applicant, who re-submits pictures. */
export async function requestMerchantDocuments(api: ApiClient, id: string, reason: string): Promise<void> {
  await api.call(adminMerchantApi.requestDocuments, { id, reason });
}
