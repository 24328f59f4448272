import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';
import { OVERVIEW_DAYS, type OverviewDays, type StoreOverviewDay } from '@mall/api-client/overview';
import { DailyChart } from '@mall/backoffice/shared/daily-chart';
import { FigureCards } from '@mall/backoffice/shared/figure-cards';
import { FigureTable, type FigureColumn } from '@mall/backoffice/shared/figure-table';
import { useNumberFormat } from '@mall/backoffice/shared/use-number-format';
import { QueryState } from '@mall/ui/query-state';
import { useStoreOverview } from '../api/get-store-overview';

type Row = Omit<StoreOverviewDay, 'day'> & { day: string };

/** Today's and the period's orders, items, sales, visits, conversion and rating of the store, with charts and the table. */
export function StoreOverview() {
  const { t } = useTranslation();
  const fmt = useNumberFormat();
  const [days, setDays] = useState<OverviewDays>(7);
  const q = useStoreOverview(days);
  const d = q.data;
  const pct = (v: number | null) => (v == null ? '—' : fmt.percent(v));
  const stars = (v: number | null) => (v == null ? t('overview:store.noRating') : fmt.count(v));
  const money = (v: string) => fmt.amount(v);

  const columns: FigureColumn<Row>[] = [
    { key: 'day', header: t('overview:day'), show: (r) => r.day, raw: (r) => r.day },
    { key: 'orders', header: t('overview:store.orders'), show: (r) => fmt.count(r.orders), raw: (r) => r.orders, numeric: true },
    { key: 'units', header: t('overview:store.units'), show: (r) => fmt.count(r.units), raw: (r) => r.units, numeric: true },
    { key: 'sales', header: t('overview:store.sales'), show: (r) => money(r.sales), raw: (r) => r.sales, numeric: true },
    { key: 'visits', header: t('overview:store.visits'), show: (r) => fmt.count(r.visits), raw: (r) => r.visits, numeric: true },
    { key: 'conversion', header: t('overview:store.conversion'), show: (r) => pct(r.conversion), raw: (r) => r.conversion, numeric: true },
    { key: 'reviews', header: t('overview:store.reviews'), show: (r) => fmt.count(r.reviews), raw: (r) => r.reviews, numeric: true },
    { key: 'rating', header: t('overview:store.rating'), show: (r) => stars(r.rating), raw: (r) => r.rating, numeric: true },
  ];

  return (
    <>
      <ToggleButtonGroup exclusive size="small" value={days} onChange={(_, v: OverviewDays | null) => { if (v) setDays(v); }} aria-label={t('overview:period')} sx={{ marginBlockEnd: 2 }}>
        {OVERVIEW_DAYS.map((n) => <ToggleButton key={n} value={n}>{t('overview:days', { days: n })}</ToggleButton>)}
      </ToggleButtonGroup>
      <QueryState isPending={q.isPending} isError={q.isError} onRetry={() => void q.refetch()}>
        {d && (() => {
          const today = d.daily[d.daily.length - 1];
          const period = t('overview:days', { days: d.days });
          const card = (key: string, label: string, now: string, total: string) => ({ key, label, value: now, detail: `${period}: ${total}` });
          return (
            <>
              <FigureCards label={t('overview:today')} cards={[
                card('orders', t('overview:store.orders'), fmt.count(today.orders), fmt.count(d.totals.orders)),
                card('units', t('overview:store.units'), fmt.count(today.units), fmt.count(d.totals.units)),
                card('sales', t('overview:store.sales'), money(today.sales), money(d.totals.sales)),
                card('visits', t('overview:store.visits'), fmt.count(today.visits), fmt.count(d.totals.visits)),
                card('conversion', t('overview:store.conversion'), pct(today.conversion), pct(d.totals.conversion)),
                card('rating', t('overview:store.rating'), stars(today.rating), stars(d.totals.rating)),
              ].map((c) => ({ ...c, label: `${c.label} · ${t('overview:today')}` }))} />
              <Alert severity="info" variant="outlined" sx={{ marginBlockEnd: 3 }}>{t('overview:store.help')}</Alert>
              <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' }, marginBlockEnd: 3 }}>
                {([
                  ['orders', 'bar', (r: StoreOverviewDay) => r.orders, fmt.count],
                  ['sales', 'line', (r: StoreOverviewDay) => Number(r.sales), (v: number) => fmt.amount(v)],
                  ['visits', 'bar', (r: StoreOverviewDay) => r.visits, fmt.count],
                  ['conversion', 'line', (r: StoreOverviewDay) => (r.conversion ?? 0) * 100, (v: number) => fmt.percent(v / 100)],
                ] as const).map(([key, kind, value, format], i) => (
                  <Paper key={key} variant="outlined" sx={{ padding: 2 }}>
                    <DailyChart
                      title={t('overview:perDay', { figure: t(`overview:store.${key}`), days: d.days })}
                      points={d.daily.map((r) => ({ day: r.day, value: value(r) }))}
                      kind={kind}
                      colour={i % 2 ? 'secondary' : 'primary'}
                      formatValue={format}
                      dayHeader={t('overview:day')}
                      valueHeader={t(`overview:store.${key}`)}
                    />
                  </Paper>
                ))}
              </Box>
              <Paper variant="outlined" sx={{ padding: 2 }}>
                <FigureTable
                  caption={t('overview:byDay')}
                  columns={columns}
                  rows={[...d.daily].reverse()}
                  footer={{ ...d.totals, day: t('overview:total') }}
                  filename={`store-overview-${d.daily[0].day}-${today.day}.csv`}
                  exportLabel={t('overview:exportCsv')}
                />
              </Paper>
            </>
          );
        })()}
      </QueryState>
    </>
  );
}
