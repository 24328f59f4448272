import { z } from 'zod';
import { endpoints, noData } from './endpoint';
import { paged, pageQuery } from './envelope';

// Merchant sign-up: a signed-in buyer applies to open a store from the promotion page (/promote/);
// the platform reviews the application in the back office (approve, reject with a reason, or ask for
// more documents); approval creates the seller account and its store, and the applicant receives a
// one-time link to set the seller password.

const str = z.string().optional().default('');

/** pending (in review), more_docs (the platform asked for more documents), approved, rejected. */
export const merchantStatuses = ['pending', 'more_docs', 'approved', 'rejected'] as const;
export const merchantStatus = z.enum(merchantStatuses);
export type MerchantStatus = z.infer<typeof merchantStatus>;

/** Which documents the applicant shows: a business registration, or a personal ID. */
export const merchantDocKind = z.enum(['business', 'personal']);
export type MerchantDocKind = z.infer<typeof merchantDocKind>;

/** Pictures an application carries: at least one, at most this many. */
export const MERCHANT_MAX_DOCUMENTS = 6;
/** Longest store name, email, phone, country and category. */
export const MERCHANT_FIELD_MAX = 64;
/** Days the set-password link stays valid. */
export const MERCHANT_LINK_DAYS = 7;

/** `merchant!offer`: what selling here costs, from the platform's configuration. */
export const merchantOffer = z.object({
  /** Platform commission as a fraction of the goods amount (0.05 = 5 %). */
  commissionRate: z.number(),
  /** Days after shipping when an order is received automatically and the sale is settled to the store. */
  autoReceiptDays: z.number(),
  /** Days after receipt in which buyers may ask for a return. */
  returnDays: z.number(),
  /** The platform's top-level categories, for the application's main category. */
  categories: z.array(z.string()),
});
export type MerchantOffer = z.infer<typeof merchantOffer>;

/** An application as its applicant sees it. */
export const merchantApplication = z.object({
  id: z.string(),
  status: merchantStatus,
  storeName: z.string(),
  category: z.string(),
  email: z.string(),
  phone: z.string(),
  country: z.string(),
  docKind: merchantDocKind,
  documents: z.array(z.string()),
  /** Why it was rejected or which documents are missing ("" otherwise). */
  reason: z.string(),
  createTime: z.string(),
  updateTime: z.string(),
});
export type MerchantApplication = z.infer<typeof merchantApplication>;

/** `merchant!apply`: the form; `documents` is a comma-separated list of the applicant's own upload URLs. */
export const merchantApplyInput = z.object({
  storeName: str, category: str, email: str, phone: str, country: str, docKind: str, documents: str,
  /** 1 when the applicant accepted the seller agreement. */
  agree: str,
});

const buyer = endpoints('buyer');

/** The buyer side of merchant sign-up (`/api`, `/wap/api`). */
export const buyerMerchantApi = {
  offer: buyer.open('merchant!offer', { method: 'GET', output: merchantOffer }),
  /** The caller's latest application, or null. */
  mine: buyer.signedIn('merchant!mine', { output: merchantApplication.nullable() }),
  apply: buyer.signedIn('merchant!apply', { input: merchantApplyInput, output: merchantApplication }),
  /** Sends new documents after the platform asked for more; the application returns to review. */
  resubmit: buyer.signedIn('merchant!resubmit', { input: z.object({ id: str, documents: str }), output: merchantApplication }),
};

/** The seller side: the one-time link of an approved application sets the seller's password. */
export const sellerMerchantApi = {
  setPassword: endpoints('seller').open('merchant!setPassword', {
    input: z.object({ token: str, password: str }),
    output: z.object({ email: z.string() }),
  }),
};

/** An application in the back office's queue. */
export const adminMerchantApplication = merchantApplication.extend({
  /** The applying buyer's account name. */
  applicant: z.string(),
  decidedBy: z.string(),
  /** The created seller's id once approved ("" otherwise). */
  sellerId: z.string(),
});
export type AdminMerchantApplication = z.infer<typeof adminMerchantApplication>;

const admin = endpoints('admin');
const idInput = z.object({ id: str });

/** The applications queue of the admin back office (catalogue role); every decision is audited. */
export const adminMerchantApi = {
  list: admin.signedIn('merchantApply!list', { input: pageQuery.extend({ status: str }), output: paged(adminMerchantApplication) }),
  approve: admin.signedIn('merchantApply!approve', { input: idInput, output: z.object({ sellerId: z.string() }) }),
  reject: admin.signedIn('merchantApply!reject', { input: z.object({ id: str, reason: str }), output: noData }),
  requestDocuments: admin.signedIn('merchantApply!requestDocuments', { input: z.object({ id: str, reason: str }), output: noData }),
};
