import type { ErrorKey } from '@mall/contract/errors';
import type { CreditConfig } from '@mall/api-client/credit';
import { checkLoanAmount, checkLoanTerm, simpleInterest } from '@mall/domain/loan';
import { Money } from '@mall/domain/money';

/** The application form's values, as typed. */
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

/** The failing rule of each field, by the same rules the server applies (docs/product-rules.md). */
export function applicationErrors(d: ApplicationDraft, config: CreditConfig): Partial<Record<ApplicationField, ErrorKey>> {
  const out: Partial<Record<ApplicationField, ErrorKey>> = {};
  if (!d.realName.trim()) out.realName = 'LOAN_DOCUMENTS_REQUIRED';
  if (checkLoanAmount(d.applyAmount.trim(), Money.fromWire(config.amountMin), Money.fromWire(config.amountMax))) out.applyAmount = 'LOAN_AMOUNT_RANGE';
  if (checkLoanTerm(d.creditPeriod, config.lendableDays.map(Number))) out.creditPeriod = 'LOAN_TERM_INVALID';
  if (!d.countryId) out.countryId = 'COUNTRY_REQUIRED';
  if (!d.identification.trim()) out.identification = 'LOAN_DOCUMENTS_REQUIRED';
  if (!d.imgCertificateFace || !d.imgCertificateBack || !d.imgCertificateHand) out.pictures = 'LOAN_DOCUMENTS_REQUIRED';
  if (!d.agree) out.agree = 'LOAN_AGREEMENT_REQUIRED';
  return out;
}

/** Interest over the whole term and what is repaid at its end, or null while the amount or term is invalid. */
export function termEstimate(amount: string, term: string, dailyRate: number): { interest: Money; total: Money } | null {
  const days = Number(term);
  if (!Money.isValid(amount.trim()) || !Number.isInteger(days) || days <= 0) return null;
  const principal = Money.parse(amount.trim());
  const interest = simpleInterest(principal, String(dailyRate), days);
  return { interest, total: principal.plus(interest) };
}
