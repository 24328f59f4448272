import {
  buyerCreditApi,
  type CreditApplication,
  type CreditBill,
  type CreditConfig,
  type CreditHistoryRow,
  type CreditStatus,
} from '@mall/contract/credit';
import type { ApiClient } from './client';
import type { WalletPage } from './wallet';

// Start-up loan calls of the buyer (`credit!*`, all GET with the parameters in the query string).
// Amounts are sent as the text the user typed, never through a float.

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
export async function canApplyForCredit(api: ApiClient): Promise<boolean> {
  return (await api.call(buyerCreditApi.check)) === 'true';
}

/** `credit!config`: the offer (amount range, daily rates, terms). */
export function getCreditConfig(api: ApiClient): Promise<CreditConfig> {
  return api.call(buyerCreditApi.config);
}

/** `credit!apply`: files an application; the agreement tick is sent as `agree=1`. */
export async function applyForCredit(api: ApiClient, input: CreditApplyInput): Promise<void> {
  await api.call(buyerCreditApi.apply, { ...input, agree: '1' });
}

/** `credit!beforereapply`: a rejected application's fields, to prefill the next one. */
export function getCreditForReapply(api: ApiClient, creditId: string): Promise<CreditApplication> {
  return api.call(buyerCreditApi.beforeReapply, { creditId });
}

/** `credit!bill`: the loan in use with its accrued interest (zeros when none). */
export function getCreditBill(api: ApiClient): Promise<CreditBill> {
  return api.call(buyerCreditApi.bill);
}

/** `credit!histroy` (sic): every application, newest first. */
export function listCreditHistory(api: ApiClient, pageNo: number, pageSize = 10): Promise<WalletPage<CreditHistoryRow>> {
  return api.call(buyerCreditApi.history, { pageNo: String(pageNo), pageSize: String(pageSize) });
}

/** `credit!pay`: repays the loan in full from the wallet with the transaction password. */
export async function repayCredit(api: ApiClient, creditId: string, safeword: string): Promise<void> {
  await api.call(buyerCreditApi.pay, { creditId, safeword });
}
