import Decimal from 'decimal.js';

// Money is an exact decimal built from strings; never a float (docs/decisions/).
const D = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_EVEN });

/** At most 10 decimal places (docs/product-rules.md). */
export const MONEY_SCALE = 10;

/** An exact amount of money. */
export class Money {
  private constructor(private readonly d: Decimal) {}

  /** Parses a decimal string (or integer); rejects floats' artefacts, NaN and more than 10 decimals. */
  static parse(v: string | number | bigint): Money {
    const s = typeof v === 'string' ? v.trim() : String(v);
    if (!/^-?\d+(\.\d+)?$/.test(s)) throw new RangeError(`not a decimal amount: ${s}`);
    const frac = s.split('.')[1] ?? '';
    if (frac.length > MONEY_SCALE) throw new RangeError(`more than ${MONEY_SCALE} decimals: ${s}`);
    return new Money(new D(s));
  }

  /** True when the text is a valid amount (format and at most 10 decimals). */
  static isValid(v: string): boolean {
    try { Money.parse(v); return true; } catch { return false; }
  }

  /** A wire amount (JSON number) as Money, read through its shortest decimal text and kept to 10 places. */
  static fromWire(n: number): Money {
    if (!Number.isFinite(n)) throw new RangeError(`not a finite amount: ${n}`);
    return new Money(new D(n).toDecimalPlaces(MONEY_SCALE));
  }

  static zero(): Money { return new Money(new D(0)); }
  plus(o: Money): Money { return new Money(this.d.plus(o.d)); }
  minus(o: Money): Money { return new Money(this.d.minus(o.d)); }
  times(factor: string | number): Money { return new Money(this.d.times(new D(factor)).toDecimalPlaces(MONEY_SCALE)); }
  isNegative(): boolean { return this.d.isNegative() && !this.d.isZero(); }
  isZero(): boolean { return this.d.isZero(); }
  isPositive(): boolean { return this.d.greaterThan(0); }
  cmp(o: Money): number { return this.d.comparedTo(o.d); }
  /** Canonical string with trailing zeros removed. */
  toString(): string { return this.d.toFixed(); }
  /** Fixed-point text with exactly the given places. */
  toFixed(places = 2): string { return this.d.toFixed(places); }
  /** The JSON number the wire carries (clients do arithmetic on it); storage stays exact. */
  toWire(): number { return Number(this.d.toFixed()); }
}
