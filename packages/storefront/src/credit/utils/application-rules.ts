import type { CreditConfig } from '@mall/api-client/credit';
import { applicationErrors as rules, termEstimate as estimate, type ApplicationDraft, type ApplicationField, type ApplicationRefusal } from '@mall/domain/loan';
import { Money } from '@mall/domain/money';

export type { ApplicationDraft, ApplicationField };

/** The failing rule of each field under the platform's offer (`credit!config`). */
export function applicationErrors(d: ApplicationDraft, config: CreditConfig): Partial<Record<ApplicationField, ApplicationRefusal>> {
  return rules(d, { min: Money.fromWire(config.amountMin), max: Money.fromWire(config.amountMax), terms: config.lendableDays.map(Number) });
}

/** Interest over the term and the repayment at its end, at the offer's daily rate. */
export const termEstimate = (amount: string, term: string, dailyRate: number) => estimate(amount, term, String(dailyRate));
