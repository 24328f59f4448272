import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount, formatPrice } from '@mall/domain/format';
import { languages } from '@mall/i18n/languages';

/**
 * Number formats of the interface language: prices (two decimals, dollar sign), amounts (two decimals),
 * exact amounts (every stored decimal, up to 10, at least 2), counts and rates (0..1 as %).
 */
export function useNumberFormat() {
  const { i18n } = useTranslation();
  const tag = languages.find((l) => l.code === i18n.language)?.tag ?? 'en';
  return useMemo(() => {
    const count = new Intl.NumberFormat(tag);
    const percent = new Intl.NumberFormat(tag, { style: 'percent', maximumFractionDigits: 1 });
    const exact = new Intl.NumberFormat(tag, { minimumFractionDigits: 2, maximumFractionDigits: 10 });
    return {
      price: (v: number) => formatPrice(v, tag),
      amount: (v: number | string) => formatAmount(v, tag),
      /** Where exactness matters (ledger, payouts); decimal text is formatted without going through a float. */
      exact: (v: number | `${number}`) => exact.format(v),
      count: (v: number) => count.format(v),
      percent: (rate: number) => percent.format(rate),
      /** The BCP 47 tag, for dates. */
      tag,
    };
  }, [tag]);
}
