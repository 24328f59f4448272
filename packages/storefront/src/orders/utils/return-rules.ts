import type { ErrorKey } from '@mall/contract/errors';
import { Money } from '@mall/domain/money';

/**
 * Rule of a refund amount (docs/product-rules.md): a number > 0 with at most 10 decimals, and not more than
 * what was paid for the order.
 */
export function returnAmountError(text: string, paid: number): ErrorKey | undefined {
  const trimmed = text.trim();
  if (!Money.isValid(trimmed)) return 'AMOUNT_INVALID';
  const amount = Money.parse(trimmed);
  if (!amount.isPositive()) return 'AMOUNT_INVALID';
  if (amount.cmp(Money.fromWire(paid)) > 0) return 'RETURN_AMOUNT_TOO_HIGH';
  return undefined;
}
