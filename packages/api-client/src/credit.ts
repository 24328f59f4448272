import {
  buyerCreditApi,
  sellerCreditApi,
  type CreditApplication,
  type CreditBill,
  type CreditConfig,
  type CreditHistoryRow,
  type CreditStatus,
} from '@mall/contract/credit';
import type { ApiClient } from './client';
import type { WalletPage } from './wallet';

// Start-up loan calls (`credit!*`, all GET with the parameters in the query string). Buyers call them on
// /api, sellers the same names on /api/seller for their store's loan: each call takes whose it is.
// Amounts are sent as the text the user typed, never through a float.

/** Whose loan: the buyer's (default) or the signed-in seller's store's. */
export type Borrower = 'buyer' | 'seller';
const E = (b: Borrower) => (b === 'seller' ? sellerCreditApi : buyerCreditApi);

export type { CreditApplication, CreditBill, CreditConfig, CreditHistoryRow, CreditStatus };

/** What the application form sends; the optional fields are our own apps' extras. */
export interface CreditApplyInput {
  realName: string;
  /** Term in days, one of `lendableDays`. */
  creditPeriod: string;
  /** As typed. */
  applyAmount: string;
  countryId: string;
  identification: string;
  imgCertificateFace: string;
  imgCertificateBack: string;
  imgCertificateHand: string;
  /** The rejected application this one replaces. */
  creditId?: string;
  kinName?: string;
  kinPhone?: string;
  kinRelation?: string;
  kinAddress?: string;
  workAddress?: string;
  homeAddress?: string;
}

/** `credit!check`: whether the buyer may apply now (no loan in use, wallet not frozen). */
export async function canApplyForCredit(api: ApiClient, b: Borrower = 'buyer'): Promise<boolean> {
  return (await api.call(E(b).check)) === 'true';
}

/** `credit!config`: the offer (amount range, daily rates, terms). */
export function getCreditConfig(api: ApiClient, b: Borrower = 'buyer'): Promise<CreditConfig> {
  return api.call(E(b).config);
}

/** `credit!apply`: files an application; the agreement tick is sent as `agree=1`. */
export async function applyForCredit(api: ApiClient, input: CreditApplyInput, b: Borrower = 'buyer'): Promise<void> {
  await api.call(E(b).apply, { ...input, agree: '1' });
}

/** `credit!beforereapply`: a rejected application's fields, to prefill the next one. */
export function getCreditForReapply(api: ApiClient, creditId: string, b: Borrower = 'buyer'): Promise<CreditApplication> {
  return api.call(E(b).beforeReapply, { creditId });
}

/** `credit!bill`: the loan in use with its accrued interest (zeros when none). */
export function getCreditBill(api: ApiClient, b: Borrower = 'buyer'): Promise<CreditBill> {
  return api.call(E(b).bill);
}

/** `credit!histroy` (sic): every application, newest first. */
export function listCreditHistory(api: ApiClient, pageNo: number, pageSize = 10, b: Borrower = 'buyer'): Promise<WalletPage<CreditHistoryRow>> {
  return api.call(E(b).history, { pageNo: String(pageNo), pageSize: String(pageSize) });
}

/** `credit!pay`: repays the loan in full from the wallet with the transaction password. */
export async function repayCredit(api: ApiClient, creditId: string, safeword: string, b: Borrower = 'buyer'): Promise<void> {
  await api.call(E(b).pay, { creditId, safeword });
}

/** Seller only (`credit!autoRepay`): the share of each settlement withheld towards the store's loan, in percent. */
export async function getAutoRepayPercent(api: ApiClient): Promise<number> {
  return (await api.call(sellerCreditApi.getAutoRepay)).percent;
}

/** Seller only (`credit!setAutoRepay`): 0 turns automatic repayment off. */
export async function setAutoRepayPercent(api: ApiClient, percent: string): Promise<void> {
  await api.call(sellerCreditApi.setAutoRepay, { percent });
}
