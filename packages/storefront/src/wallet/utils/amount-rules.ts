import { Money } from '@mall/domain/money';
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
