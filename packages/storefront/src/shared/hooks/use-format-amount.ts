import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount, type AmountFormatOptions } from '@mall/domain/format';
import type { Money } from '@mall/domain/money';
import { languages } from '@mall/i18n/languages';

/** Formats amounts for the current language: thousands separators, two decimals (docs/product-rules.md). */
export function useFormatAmount(): (value: number | string | Money | null | undefined, opts?: AmountFormatOptions) => string {
  const { i18n } = useTranslation();
  const tag = languages.find((l) => l.code === i18n.language)?.tag ?? 'en';
  return useCallback((value, opts) => formatAmount(value, tag, opts), [tag]);
}

