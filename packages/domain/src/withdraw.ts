import { Money, MONEY_SCALE } from './money';

/** The refusals of a withdrawal amount, keys of the API's closed error set. */
export type WithdrawRuleKey = 'WITHDRAW_BELOW_MIN' | 'WITHDRAW_ABOVE_MAX' | 'FEE_EXCEEDS_AMOUNT' | 'BALANCE_NOT_ENOUGH';

/** A network's withdrawal limits and fee, and (in the apps) the balance the amount is taken from. */
export interface WithdrawLimits { fee: Money; min: Money; max: Money; balance?: Money }

/**
 * The one rule of a withdrawal amount, used by the server and both apps: at least the minimum, at
 * most the maximum (a maximum of 0 closes the network: no amount is within it), more than the fee
 * (the fee comes out of the amount), and not more than the balance when one is given.
 */
export function withdrawRule(amount: Money, limits: WithdrawLimits): WithdrawRuleKey | null {
  if (amount.cmp(limits.min) < 0) return 'WITHDRAW_BELOW_MIN';
  if (amount.cmp(limits.max) > 0) return 'WITHDRAW_ABOVE_MAX';
  if (amount.cmp(limits.fee) <= 0) return 'FEE_EXCEEDS_AMOUNT';
  if (limits.balance && amount.cmp(limits.balance) > 0) return 'BALANCE_NOT_ENOUGH';
  return null;
}

/** Why a typed withdrawal amount is refused: the text itself (empty, not a number, an 11th decimal, not above 0), then the rule. */
export type WithdrawAmountProblem = 'required' | 'format' | 'decimals' | 'positive' | WithdrawRuleKey;

/** A network's limits and fee, and the balance, as the API sends them (JSON numbers). */
export interface WithdrawWireLimits { fee: number; min: number; max: number; balance?: number }

const DECIMAL = /^-?(\d+)(?:\.(\d+))?$/;

/** The typed amount as Money, or why it is not one (at most 10 decimals; docs/product-rules.md). */
function readAmount(text: string): Money | 'required' | 'format' | 'decimals' {
  const s = text.trim();
  if (!s) return 'required';
  const m = DECIMAL.exec(s);
  if (!m) return 'format';
  if ((m[2]?.length ?? 0) > MONEY_SCALE) return 'decimals';
  return Money.parse(s);
}

/**
 * The one check of a withdrawal amount typed in a form (buyer and seller): a number above 0 with at
 * most 10 decimals, then `withdrawRule` against the network's limits and the balance when known.
 * Hours and the daily count are left to the server, which knows the Shanghai clock.
 */
export function checkWithdrawAmount(text: string, limits?: WithdrawWireLimits): WithdrawAmountProblem | null {
  const amount = readAmount(text);
  if (!(amount instanceof Money)) return amount;
  if (!amount.isPositive()) return 'positive';
  if (!limits) return null;
  return withdrawRule(amount, {
    fee: Money.fromWire(limits.fee), min: Money.fromWire(limits.min), max: Money.fromWire(limits.max),
    balance: limits.balance === undefined ? undefined : Money.fromWire(limits.balance),
  });
}

/** What arrives at the address: amount − fee, exact; null while the amount is not a valid number above the fee. */
export function actualWithdrawAmount(text: string, fee: number): Money | null {
  const amount = readAmount(text);
  if (!(amount instanceof Money)) return null;
  const actual = amount.minus(Money.fromWire(fee));
  return actual.isPositive() ? actual : null;
}
