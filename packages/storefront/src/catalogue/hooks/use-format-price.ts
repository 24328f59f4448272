import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '@mall/domain/format';
import { languages } from '@mall/i18n/languages';

/** Formats a price for the current language: dollar sign, thousands separators, two decimals (docs/product-rules.md). */
export function useFormatPrice(): (value: number) => string {
  const { i18n } = useTranslation();
  const tag = languages.find((l) => l.code === i18n.language)?.tag ?? 'en';
  return useCallback((value: number) => formatPrice(value, tag), [tag]);
}
