import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '@mall/domain/format';
import { languages } from '@mall/i18n/languages';

/** Number formats of the interface language: prices (two decimals, dollar sign), counts and rates (0..1 as %). */
export function useNumberFormat() {
  const { i18n } = useTranslation();
  const tag = languages.find((l) => l.code === i18n.language)?.tag ?? 'en';
  return useMemo(() => {
    const count = new Intl.NumberFormat(tag);
    const percent = new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 1 });
    return {
      price: (v: number) => formatPrice(v, tag),
      count: (v: number) => count.format(v),
      percent: (rate: number) => percent.format(rate),
      /** The BCP 47 tag, for dates. */
      tag,
    };
  }, [tag]);
}
