import { parseWireTime } from './time';

/** Amounts with thousands separators and two decimals (SPEC.md §5). */
export function formatAmount(v: string | number, locale = 'en'): string {
  const n = typeof v === 'number' ? v : Number(v);
  if (!Number.isFinite(n)) return '--';
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n);
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
