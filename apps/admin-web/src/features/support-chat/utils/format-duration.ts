const UNITS = [['day', 86_400], ['hour', 3_600], ['minute', 60], ['second', 1]] as const;

/**
 * An average time in seconds, as its largest unit and the next one when not zero, in the language's
 * own short words ("1 hr 5 min", "2天 3小时"); "--" when there is nothing to average (`count` 0).
 */
export function formatDuration(seconds: number, locale: string, count = 1): string {
  if (count === 0 || !Number.isFinite(seconds) || seconds < 0) return '--';
  let rest = Math.round(seconds);
  const amounts = UNITS.map(([, size]) => { const n = Math.floor(rest / size); rest -= n * size; return n; });
  const found = amounts.findIndex((n) => n > 0);
  const first = found < 0 ? UNITS.length - 1 : found;
  const shown = [first, first + 1].filter((i) => i === first || (i < UNITS.length && amounts[i] > 0));
  return shown.map((i) => new Intl.NumberFormat(locale, { style: 'unit', unit: UNITS[i][0], unitDisplay: 'short' }).format(amounts[i])).join(' ');
}
