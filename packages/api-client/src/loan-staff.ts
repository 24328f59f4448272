import { adminLoanApi, type AdminLoan, type CreditStatus, type LoanBook, type LoanSettings } from '@mall/contract/credit';
import type { ApiClient } from './client';
import { opt } from './params';
import type { Page } from './wallet-staff';

// The loan desk of the admin API (client prefix `/api/admin`, finance role): settings, the fund,
// applications and their decisions, and the loan book.

export type { AdminLoan, CreditStatus, LoanBook, LoanSettings };

/** What the settings form sends: amounts and rates as typed, terms as a comma list. */
export interface LoanSettingsInput {
  amountMin: string;
  amountMax: string;
  dailyRate: string;
  defaultRate: string;
  lendableDays: string;
  approvalThreshold: string;
  maxAutoRepayPercent: string;
}

/** `loan!settings`: the offer, the approval threshold and the fund balance. */
export function getLoanSettings(api: ApiClient): Promise<LoanSettings> {
  return api.call(adminLoanApi.settings);
}

/** `loan!saveSettings`. */
export async function saveLoanSettings(api: ApiClient, input: LoanSettingsInput): Promise<void> {
  await api.call(adminLoanApi.saveSettings, { ...input });
}

/** `loan!fundDeposit`: adds money to the loan fund, with the reason kept in the audit log. */
export async function depositLoanFund(api: ApiClient, amount: string, reason: string): Promise<void> {
  await api.call(adminLoanApi.fundDeposit, { amount, reason });
}

export interface LoanQuery { pageNum: number; pageSize: number; status?: CreditStatus | null; keyword?: string }

/** `loan!list`: applications and loans, newest first (filter by status; keyword matches account or name). */
export function listLoans(api: ApiClient, q: LoanQuery): Promise<Page<AdminLoan>> {
  return api.call(adminLoanApi.list, { pageNum: q.pageNum, pageSize: q.pageSize, status: opt(q.status), keyword: opt(q.keyword) });
}

/** `loan!approve`: disburses, or records the first approval when a second admin must confirm. */
export function approveLoan(api: ApiClient, id: string): Promise<{ status: CreditStatus; needsSecondApproval: boolean }> {
  return api.call(adminLoanApi.approve, { id });
}

/** `loan!reject`: the applicant sees the reason and may apply again. */
export async function rejectLoan(api: ApiClient, id: string, reason: string): Promise<void> {
  await api.call(adminLoanApi.reject, { id, reason });
}

/** `loan!book`: outstanding money and overdue loans by days past due. */
export function getLoanBook(api: ApiClient): Promise<LoanBook> {
  return api.call(adminLoanApi.book);
}
