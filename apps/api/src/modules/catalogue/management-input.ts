import { Money } from '@mall/domain/money';
import { AppError } from '../../core/app-error';

// The checks of what sellers and admins type into the catalogue forms.

/** A freight or fee text: zero or more, exact, at most 10 decimals. */
export function feeOf(v: string): string {
  const t = (v ?? '').trim() || '0';
  if (!Money.isValid(t) || Money.parse(t).isNegative()) throw new AppError('PRICE_INVALID');
  return Money.parse(t).toString();
}

/** A price text: positive, exact, at most 10 decimals. */
export function priceOf(v: string, optional = false): string | null {
  const t = (v ?? '').trim();
  if (!t && optional) return null;
  if (!Money.isValid(t) || !Money.parse(t).isPositive()) throw new AppError('PRICE_INVALID');
  return Money.parse(t).toString();
}

/** A comma list of at most 10 image URLs (our uploads, the seed's pictures, or https). */
export function images(list: string): string[] {
  const urls = list.split(',').map((u) => u.trim()).filter(Boolean);
  if (urls.length > 10) throw new AppError('IMAGE_LIMIT');
  for (const u of urls) if (!/^(\/uploads\/|\/seed\/|https:\/\/)[^\s"'<>]+$/.test(u)) throw new AppError('PARAM_ERROR');
  return urls;
}

/** A whole number in [min, max] from text, or PARAM_ERROR. */
export const int = (v: string, min = 0, max = 1_000_000_000): number => {
  const n = Number(v);
  if (!Number.isInteger(n) || n < min || n > max) throw new AppError('PARAM_ERROR');
  return n;
};
