import type { CreditConfig, LoanSettings } from '@mall/contract/credit';
import { ALL_LOAN_TERMS, parseLoanTerms } from '@mall/domain/loan';
import { Money } from '@mall/domain/money';
import { AppError } from '../../core/app-error';
import type { SysparaService } from '../platform/syspara';

/** The loan offer as platform parameters; admins edit them in the loan settings. */
export const LOAN_SYSPARAS = [
  { code: 'loan_amount_min', value: '100000', description: 'Smallest loan (USDT)', isPublic: true },
  { code: 'loan_amount_max', value: '30000000', description: 'Largest loan (USDT)', isPublic: true },
  { code: 'loan_daily_rate', value: '0.0005', description: 'Daily interest rate of loans (fraction, simple interest)', isPublic: true },
  { code: 'loan_default_rate', value: '0.001', description: 'Daily default interest rate on the principal after the due day (fraction)', isPublic: true },
  { code: 'loan_lendable_days', value: ALL_LOAN_TERMS.join(','), description: 'Loan terms in days an applicant may choose (comma list, at most 365)', isPublic: true },
  { code: 'loan_approval_threshold', value: '1000000', description: 'Loans above this amount need a second, different admin to approve', isPublic: false },
  { code: 'loan_max_auto_repay_percent', value: '50', description: 'Largest share of a settlement (percent) a seller may have withheld for a loan', isPublic: false },
];

/** The offer, parsed. */
export interface Offer {
  min: Money; max: Money; dailyRate: string; defaultRate: string; terms: number[]; threshold: Money; maxAutoRepay: Money;
}

const fraction = (v: string) => Money.isValid(v) && !Money.parse(v).isNegative() && Money.parse(v).cmp(Money.parse('1')) <= 0;
const nonNegative = (v: string) => Money.isValid(v) && !Money.parse(v).isNegative();

export class LoanSettingsStore {
  constructor(private readonly sysparas: SysparaService) {}

  async ensureDefaults(): Promise<void> {
    await this.sysparas.ensure(LOAN_SYSPARAS);
  }

  private async value(code: string): Promise<string> {
    return (await this.sysparas.get(code)) ?? LOAN_SYSPARAS.find((p) => p.code === code)!.value;
  }

  async offer(): Promise<Offer> {
    const [min, max, dailyRate, defaultRate, terms, threshold, maxAuto] = await Promise.all(LOAN_SYSPARAS.map((p) => this.value(p.code)));
    return {
      min: Money.parse(min), max: Money.parse(max), dailyRate: Money.parse(dailyRate).toString(), defaultRate: Money.parse(defaultRate).toString(),
      terms: parseLoanTerms(terms) ?? [...ALL_LOAN_TERMS], threshold: Money.parse(threshold), maxAutoRepay: Money.parse(maxAuto),
    };
  }

  /** `credit!config`: what an applicant sees. */
  async config(): Promise<CreditConfig> {
    const o = await this.offer();
    const all = [...new Set([...ALL_LOAN_TERMS, ...o.terms])].sort((a, b) => a - b);
    return {
      amountMin: o.min.toWire(), amountMax: o.max.toWire(), rate: Number(o.dailyRate), defaultRate: Number(o.defaultRate),
      lendableDays: o.terms.map(String), allLendableDays: all.map(String),
    };
  }

  async settings(fundBalance: Money): Promise<LoanSettings> {
    const o = await this.offer();
    return {
      amountMin: o.min.toWire(), amountMax: o.max.toWire(), dailyRate: Number(o.dailyRate), defaultRate: Number(o.defaultRate),
      lendableDays: o.terms.map(String), approvalThreshold: o.threshold.toWire(), fundBalance: fundBalance.toWire(), maxAutoRepayPercent: o.maxAutoRepay.toWire(),
    };
  }

  /** Validates every value first, then writes them all. */
  async save(i: { amountMin: string; amountMax: string; dailyRate: string; defaultRate: string; lendableDays: string; approvalThreshold: string; maxAutoRepayPercent: string }): Promise<void> {
    const v = Object.fromEntries(Object.entries(i).map(([k, x]) => [k, x.trim()])) as typeof i;
    const terms = parseLoanTerms(v.lendableDays);
    const ok = Money.isValid(v.amountMin) && Money.isValid(v.amountMax) && Money.parse(v.amountMin).isPositive()
      && Money.parse(v.amountMin).cmp(Money.parse(v.amountMax)) <= 0 && fraction(v.dailyRate) && fraction(v.defaultRate) && terms !== null
      && nonNegative(v.approvalThreshold) && nonNegative(v.maxAutoRepayPercent) && Money.parse(v.maxAutoRepayPercent).cmp(Money.parse('100')) <= 0;
    if (!ok || !terms) throw new AppError('PARAM_ERROR');
    const next: Record<string, string> = {
      loan_amount_min: Money.parse(v.amountMin).toString(), loan_amount_max: Money.parse(v.amountMax).toString(),
      loan_daily_rate: Money.parse(v.dailyRate).toString(), loan_default_rate: Money.parse(v.defaultRate).toString(),
      loan_lendable_days: terms.join(','), loan_approval_threshold: Money.parse(v.approvalThreshold).toString(),
      loan_max_auto_repay_percent: Money.parse(v.maxAutoRepayPercent).toString(),
    };
    for (const [code, value] of Object.entries(next)) await this.sysparas.update(code, value);
  }
}
