import { Money } from '@mall/domain/money';

/** How much the balance (a wire amount) falls short of the amount due, exactly; null when it covers it. */
export function shortfall(balance: number, due: Money): Money | null {
  const gap = due.minus(Money.fromWire(balance));
  return gap.isPositive() ? gap : null;
}
