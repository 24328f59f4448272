import { Money } from '@mall/domain/money';
import { withdrawRule } from '@mall/domain/withdraw';
import type { ErrorKey } from '@mall/contract/errors';

/** The typed amount as Money, or null when it is not a valid amount (format, at most 10 decimals). */
export function parseAmount(text: string): Money | null {
  return Money.isValid(text) ? Money.parse(text) : null;
}

export interface RechargeLimits { min: number; max: number }

/** Rule of a recharge amount (docs/product-rules.md): a number > 0 with at most 10 decimals, within the channel's limits. */
export function rechargeAmountError(text: string, limits?: RechargeLimits): ErrorKey | undefined {
  const amount = parseAmount(text);
  if (!amount || !amount.isPositive()) return 'AMOUNT_INVALID';
  if (!limits) return undefined;
  if (amount.cmp(Money.fromWire(limits.min)) < 0) return 'RECHARGE_BELOW_MIN';
  if (limits.max > 0 && amount.cmp(Money.fromWire(limits.max)) > 0) return 'RECHARGE_ABOVE_MAX';
  return undefined;
}

/** A provider payment only needs a valid amount; the provider applies its own limits. */
export function providerAmountError(text: string): ErrorKey | undefined {
  return rechargeAmountError(text);
}

export interface WithdrawRules { fee: number; min: number; max: number; balance?: number }

/** What arrives at the address: amount − fee, computed exactly; null while the amount is not valid. */
export function actualWithdrawAmount(text: string, fee: number): Money | null {
  const amount = parseAmount(text);
  return amount && amount.isPositive() ? amount.minus(Money.fromWire(fee)) : null;
}

/**
 * Rule of a withdrawal amount (docs/product-rules.md): > 0 with at most 10 decimals, within the network's limits,
 * more than the fee and not above the balance. Hours and the daily count are left to the server,
 * which knows the Shanghai clock.
 */
export function withdrawAmountError(text: string, rules?: WithdrawRules): ErrorKey | undefined {
  const amount = parseAmount(text);
  if (!amount || !amount.isPositive()) return 'AMOUNT_INVALID';
  if (!rules) return undefined;
  return withdrawRule(amount, {
    fee: Money.fromWire(rules.fee), min: Money.fromWire(rules.min), max: Money.fromWire(rules.max),
    balance: rules.balance === undefined ? undefined : Money.fromWire(rules.balance),
  }) ?? undefined;
}
