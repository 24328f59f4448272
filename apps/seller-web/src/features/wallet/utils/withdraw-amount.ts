import { checkDecimalText, decimalText } from '@mall/backoffice/shared/number-input';
import { Money } from '@mall/domain/money';
import { withdrawRule, type WithdrawRuleKey } from '@mall/domain/withdraw';

/** A wire number (balance, fee, limit) as Money; tiny values would otherwise print as "1e-7". */
export function moneyOf(v: number): Money {
  const s = String(v);
  return Money.parse(s.includes('e') ? v.toFixed(10) : s);
}

export type WithdrawAmountProblem = 'required' | 'format' | 'decimals' | 'positive' | 'belowMin' | 'aboveMax' | 'notAboveFee' | 'balance';

export interface WithdrawRules { fee: number; min: number; max: number; balance: number }

/** The domain's refusals as the seller form names its messages. */
const PROBLEM_OF: Record<WithdrawRuleKey, WithdrawAmountProblem> = {
  WITHDRAW_BELOW_MIN: 'belowMin', WITHDRAW_ABOVE_MAX: 'aboveMax', FEE_EXCEEDS_AMOUNT: 'notAboveFee', BALANCE_NOT_ENOUGH: 'balance',
};

/**
 * Checks a typed withdrawal amount against the network's rules and the balance. The amount is taken
 * from the balance; the fee comes out of it, so the amount must exceed the fee.
 */
export function checkWithdrawAmount(text: string, rules: WithdrawRules): WithdrawAmountProblem | null {
  if (!text.trim()) return 'required';
  const problem = checkDecimalText(text);
  if (problem) return problem;
  const amount = Money.parse(decimalText(text));
  if (!amount.isPositive()) return 'positive';
  const key = withdrawRule(amount, { fee: moneyOf(rules.fee), min: moneyOf(rules.min), max: moneyOf(rules.max), balance: moneyOf(rules.balance) });
  return key ? PROBLEM_OF[key] : null;
}

/** What arrives at the address: amount − fee, exact; null while the amount is not a valid number above the fee. */
export function actualAmount(text: string, fee: number): Money | null {
  if (checkDecimalText(text)) return null;
  const actual = Money.parse(decimalText(text)).minus(moneyOf(fee));
  return actual.isPositive() ? actual : null;
}
