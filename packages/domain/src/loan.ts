// Start-up loans: the offer's limits, the interest convention and the one table of what may happen
// to a loan. Status numbers are the wire values: 1 applying (under review), 2 disbursed (repayable),
// 3 overdue, 4 rejected (may re-apply with a new application), 5 repaid.
//
// Interest convention (simple interest, exact decimals):
// - Days are whole Shanghai calendar days since the day of disbursement; that day is day 0, so a loan
//   repaid on the day it was disbursed costs no interest and one disbursed 10 calendar days ago owes
//   10 days.
// - Daily interest = principal × daily rate, rounded half-even to 10 places once; interest for n days
//   = daily interest × n (so it is exact, never negative and grows linearly with the days).
// - The term runs to the due day (disbursement day + term days). Each day after it is a day past due:
//   ordinary interest keeps running and default interest is added at the default rate on the
//   principal for each day past due (daily default interest rounded the same way).
// - Amounts are kept to 10 places and shown to 2.
import { Money } from './money';
import { shanghaiDay } from './time';

export const LOAN_STATUSES = [1, 2, 3, 4, 5] as const;
export type LoanStatus = (typeof LOAN_STATUSES)[number];
/** Statuses of a loan in use: an account has at most one. */
export const OPEN_LOAN_STATUSES: readonly LoanStatus[] = [1, 2, 3];

/** Every term (in days) the platform knows; the configured lendable terms are a subset of 1..365. */
export const ALL_LOAN_TERMS = [7, 15, 30, 60, 90, 180, 365] as const;
export const MAX_LOAN_TERM = 365;

export const LOAN_ACTIONS = ['approve', 'reject', 'markOverdue', 'repay'] as const;
export type LoanAction = (typeof LOAN_ACTIONS)[number];
export type LoanActor = 'borrower' | 'platform' | 'system';

interface Rule { from: readonly LoanStatus[]; to: LoanStatus; by: readonly LoanActor[] }

/**
 * The transitions. Repayment by the system is the seller's automatic withholding clearing the loan.
 * A rejected application stays rejected: re-applying creates a new application (status 1).
 */
export const LOAN_RULES: Record<LoanAction, Rule> = {
  approve: { from: [1], to: 2, by: ['platform'] },
  reject: { from: [1], to: 4, by: ['platform'] },
  markOverdue: { from: [2], to: 3, by: ['system'] },
  repay: { from: [2, 3], to: 5, by: ['borrower', 'system'] },
};

/** The status after `action`, or null when the action is not allowed from `status` by `actor`. */
export function nextLoanStatus(status: LoanStatus, action: LoanAction, actor: LoanActor): LoanStatus | null {
  const rule = LOAN_RULES[action];
  return rule.by.includes(actor) && rule.from.includes(status) ? rule.to : null;
}

/** Whole Shanghai calendar days from the day of `from` to the day of `to` (0 on the same day, never negative). */
export function calendarDays(from: Date | number, to: Date | number): number {
  const d = (Date.parse(`${shanghaiDay(to)}T00:00:00Z`) - Date.parse(`${shanghaiDay(from)}T00:00:00Z`)) / 86_400_000;
  return Math.max(0, Math.round(d));
}

/** Days past the due day (0 while within the term). */
export function daysPastDue(days: number, termDays: number): number {
  return Math.max(0, days - termDays);
}

/** Interest of `days` days at a daily rate: round10(principal × rate) × days. */
export function simpleInterest(principal: Money, dailyRate: string, days: number): Money {
  if (!Number.isInteger(days) || days < 0) throw new RangeError(`days must be a whole number ≥ 0: ${days}`);
  return principal.times(dailyRate).times(days);
}

export interface LoanTerms { principal: Money; dailyRate: string; defaultRate: string; termDays: number }

export interface Accrual {
  days: number;
  overdueDays: number;
  /** Ordinary interest for every day elapsed. */
  interest: Money;
  /** Default interest for every day past due. */
  defaultInterest: Money;
  /** principal + interest + default interest. */
  total: Money;
}

/** What a loan owes after `days` days since disbursement. */
export function accrue(t: LoanTerms, days: number): Accrual {
  const overdueDays = daysPastDue(days, t.termDays);
  const interest = simpleInterest(t.principal, t.dailyRate, days);
  const defaultInterest = simpleInterest(t.principal, t.defaultRate, overdueDays);
  return { days, overdueDays, interest, defaultInterest, total: t.principal.plus(interest).plus(defaultInterest) };
}

/** True once the due day has passed (the sweep then marks the loan overdue). */
export function isPastDue(disbursedAt: Date | number, termDays: number, now: Date | number = Date.now()): boolean {
  return calendarDays(disbursedAt, now) > termDays;
}

/** The due day ("yyyy-MM-dd", Shanghai): disbursement day + term. */
export function dueDay(disbursedAt: Date | number, termDays: number): string {
  const start = Date.parse(`${shanghaiDay(disbursedAt)}T00:00:00Z`);
  return new Date(start + termDays * 86_400_000).toISOString().slice(0, 10);
}

export type LoanRefusal = 'LOAN_AMOUNT_RANGE' | 'LOAN_TERM_INVALID';

/** The amount must be a valid decimal within [min, max] inclusive. */
export function checkLoanAmount(amount: string, min: Money, max: Money): LoanRefusal | null {
  if (!Money.isValid(amount)) return 'LOAN_AMOUNT_RANGE';
  const a = Money.parse(amount);
  return a.cmp(min) < 0 || a.cmp(max) > 0 ? 'LOAN_AMOUNT_RANGE' : null;
}

/** The term must be one of the lendable terms (whole days). */
export function checkLoanTerm(term: string, lendable: readonly number[]): LoanRefusal | null {
  const n = Number(term.trim());
  return /^\d+$/.test(term.trim()) && lendable.includes(n) ? null : 'LOAN_TERM_INVALID';
}

/** Parses a comma list of terms ("7,15,30"): whole days within 1..365, sorted, without repeats; null when invalid. */
export function parseLoanTerms(text: string): number[] | null {
  const parts = text.split(',').map((s) => s.trim()).filter(Boolean);
  if (!parts.length || parts.some((p) => !/^\d+$/.test(p))) return null;
  const days = [...new Set(parts.map(Number))].sort((a, b) => a - b);
  return days.every((d) => d >= 1 && d <= MAX_LOAN_TERM) ? days : null;
}

/**
 * How a payment towards a loan splits: accrued interest not yet paid first, then principal.
 * `paidInterest`/`paidPrincipal` are what earlier payments already covered.
 */
export function allocatePayment(payment: Money, owedInterest: Money, paidInterest: Money): { interest: Money; principal: Money } {
  const interestDue = owedInterest.minus(paidInterest);
  const interest = interestDue.isPositive() ? (payment.cmp(interestDue) < 0 ? payment : interestDue) : Money.zero();
  return { interest, principal: payment.minus(interest) };
}

/** Days-past-due bucket of the loan book. */
export function overdueBucket(overdueDays: number): '1-30' | '31-60' | '61+' | null {
  if (overdueDays <= 0) return null;
  if (overdueDays <= 30) return '1-30';
  if (overdueDays <= 60) return '31-60';
  return '61+';
}

/** An application's fields as typed in a form. */
export interface ApplicationDraft {
  realName: string;
  applyAmount: string;
  creditPeriod: string;
  countryId: string;
  identification: string;
  imgCertificateFace: string;
  imgCertificateBack: string;
  imgCertificateHand: string;
  agree: boolean;
}
export type ApplicationField = 'realName' | 'applyAmount' | 'creditPeriod' | 'countryId' | 'identification' | 'pictures' | 'agree';
export type ApplicationRefusal = LoanRefusal | 'LOAN_DOCUMENTS_REQUIRED' | 'LOAN_AGREEMENT_REQUIRED' | 'COUNTRY_REQUIRED';

/** The failing rule of each field of an application, by the rules the server applies; the offer's amounts are exact. */
export function applicationErrors(d: ApplicationDraft, offer: { min: Money; max: Money; terms: readonly number[] }): Partial<Record<ApplicationField, ApplicationRefusal>> {
  const out: Partial<Record<ApplicationField, ApplicationRefusal>> = {};
  if (!d.realName.trim()) out.realName = 'LOAN_DOCUMENTS_REQUIRED';
  const amount = checkLoanAmount(d.applyAmount.trim(), offer.min, offer.max);
  if (amount) out.applyAmount = amount;
  const term = checkLoanTerm(d.creditPeriod, offer.terms);
  if (term) out.creditPeriod = term;
  if (!d.countryId.trim()) out.countryId = 'COUNTRY_REQUIRED';
  if (!d.identification.trim()) out.identification = 'LOAN_DOCUMENTS_REQUIRED';
  if (!d.imgCertificateFace || !d.imgCertificateBack || !d.imgCertificateHand) out.pictures = 'LOAN_DOCUMENTS_REQUIRED';
  if (!d.agree) out.agree = 'LOAN_AGREEMENT_REQUIRED';
  return out;
}

/** Interest over the whole term and what is repaid at its end, or null while the amount or term is not valid. */
export function termEstimate(amount: string, term: string, dailyRate: string): { interest: Money; total: Money } | null {
  const days = Number(term);
  if (!Money.isValid(amount.trim()) || !Number.isInteger(days) || days <= 0) return null;
  const principal = Money.parse(amount.trim());
  const interest = simpleInterest(principal, dailyRate, days);
  return { interest, total: principal.plus(interest) };
}
