import { Money } from './money';
import { parseWireTime } from './time';

export interface AmountFormatOptions {
  /** Shows "+" before credits and "-" before debits (wallet history); zero stays unsigned. */
  signed?: boolean;
  /** Most decimals shown (default 2, never fewer): an amount the user typed may keep up to 10. */
  maxDecimals?: number;
}

const DECIMAL_TEXT = /^[+-]?\d+(\.\d+)?$/;

/**
 * Amounts with thousands separators and two decimals (docs/product-rules.md); "--" for null or not a number.
 * Decimal text and Money are formatted exactly, without going through a float.
 */
export function formatAmount(v: string | number | Money | null | undefined, locale = 'en', opts: AmountFormatOptions = {}): string {
  if (v == null) return '--';
  const text = v instanceof Money ? v.toString() : typeof v === 'string' ? v.trim() : null;
  // Decimal text stays exact; anything else goes through Number as before.
  const value = text !== null && DECIMAL_TEXT.test(text) ? (text as Intl.StringNumericLiteral) : Number(v);
  if (typeof value === 'number' && !Number.isFinite(value)) return '--';
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: Math.max(2, opts.maxDecimals ?? 2),
    signDisplay: opts.signed ? 'exceptZero' : 'auto',
  }).format(value);
}

/** A price with a dollar sign. */
export function formatPrice(v: string | number, locale = 'en'): string {
  return `$${formatAmount(v, locale)}`;
}

/** Shows a wire time (Shanghai) in the viewer's zone as YYYY-MM-DD HH:mm:ss; "--" if empty. */
export function formatLocalTime(wire: string | null | undefined, timeZone?: string): string {
  if (!wire) return '--';
  const d = parseWireTime(wire);
  if (Number.isNaN(d.getTime())) return '--';
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23',
  }).formatToParts(d);
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? '00';
  return `${get('year')}-${get('month')}-${get('day')} ${get('hour')}:${get('minute')}:${get('second')}`;
}
