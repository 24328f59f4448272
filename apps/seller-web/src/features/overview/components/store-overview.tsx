import { useTranslation } from 'react-i18next';
import type { StoreOverviewDay } from '@mall/api-client/overview';
import { OverviewPanel } from '@mall/backoffice/shared/overview-panel';
import { useNumberFormat } from '@mall/backoffice/shared/use-number-format';
import { useStoreOverview } from '../api/get-store-overview';

type Day = StoreOverviewDay;
type Figure = keyof Omit<Day, 'day'>;
const CARDS = ['orders', 'units', 'sales', 'visits', 'conversion', 'rating'] as const;
const COLUMNS = ['orders', 'units', 'sales', 'visits', 'conversion', 'reviews', 'rating'] as const;

/** Today's and the period's orders, items, sales, visits, conversion and rating of the store, with charts and the table. */
export function StoreOverview() {
  const { t } = useTranslation();
  const fmt = useNumberFormat();
  const label = (k: Figure) => t(`overview:store.${k}`);
  const show = (k: Figure, r: Omit<Day, 'day'>): string => {
    switch (k) {
      case 'sales': return fmt.amount(r.sales);
      case 'conversion': return r.conversion == null ? '—' : fmt.percent(r.conversion);
      case 'rating': return r.rating == null ? t('overview:store.noRating') : fmt.count(r.rating);
      default: return fmt.count(r[k]);
    }
  };
  return (
    <OverviewPanel<Day>
      useData={useStoreOverview}
      cards={(today, totals) => CARDS.map((k) => ({ key: k, label: label(k), value: show(k, today), total: show(k, totals) }))}
      help={t('overview:store.help')}
      charts={[
        { key: 'orders', label: label('orders'), kind: 'bar', value: (r) => r.orders, format: fmt.count },
        { key: 'sales', label: label('sales'), kind: 'line', value: (r) => Number(r.sales), format: (v) => fmt.amount(v) },
        { key: 'visits', label: label('visits'), kind: 'bar', value: (r) => r.visits, format: fmt.count },
        { key: 'conversion', label: label('conversion'), kind: 'line', value: (r) => (r.conversion ?? 0) * 100, format: (v) => fmt.percent(v / 100) },
      ]}
      columns={[
        { key: 'day', header: t('overview:day'), show: (r) => r.day, raw: (r) => r.day },
        ...COLUMNS.map((k) => ({ key: k, header: label(k), show: (r: Day) => show(k, r), raw: (r: Day) => r[k], numeric: true })),
      ]}
      filePrefix="store-overview"
    />
  );
}
