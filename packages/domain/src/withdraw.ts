import type { Money } from './money';

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
