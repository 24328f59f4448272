import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '@mall/domain/format';
import { Money } from '@mall/domain/money';
import { languages } from '@mall/i18n/languages';

/** Formats money for the current language: dollar sign, thousands separators, two decimals (docs/product-rules.md), exactly. */
export function useFormatMoney(): (value: Money | number) => string {
  const { i18n } = useTranslation();
  const tag = languages.find((l) => l.code === i18n.language)?.tag ?? 'en';
  return useCallback((value: Money | number) => formatPrice((value instanceof Money ? value : Money.fromWire(value)).toString(), tag), [tag]);
}
