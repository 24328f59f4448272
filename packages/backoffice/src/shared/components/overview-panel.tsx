import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';
import type { UseQueryResult } from '@tanstack/react-query';
import { OVERVIEW_DAYS, type OverviewDays } from '@mall/api-client/overview';
import { QueryState } from '@mall/ui/query-state';
import { DailyChart } from '../charts/daily-chart';
import { FigureCards, type FigureCard } from './figure-cards';
import { FigureTable, type FigureColumn } from './figure-table';

/** What both overviews answer: the period's length, one record a day (oldest first, today last) and the totals. */
export interface OverviewData<D extends { day: string }> {
  days: number;
  daily: D[];
  totals: Omit<D, 'day'>;
}

/** One chart of a figure by day. */
export interface OverviewChart<D> {
  key: string;
  /** The figure's name (chart title and value column). */
  label: string;
  kind: 'bar' | 'line';
  value: (day: D) => number;
  format: (v: number) => string;
}

export interface OverviewPanelProps<D extends { day: string }, Data extends OverviewData<D>> {
  /** The app's query of the chosen period (7, 30 or 90 days). */
  useData: (days: OverviewDays) => UseQueryResult<Data>;
  /** Today's headline cards; each label gets "· Today" and `detail` is the period's figure. */
  cards: (today: D, totals: Omit<D, 'day'>) => { key: string; label: string; value: string; total?: string }[];
  /** Shown above today's cards (the platform's review queues). */
  before?: (data: Data) => ReactNode;
  help: string;
  charts: OverviewChart<D>[];
  /** The table's columns; the last row is the totals, with the word for "total" as its day. */
  columns: FigureColumn<D>[];
  /** Start of the CSV file name; the first and last day follow. */
  filePrefix: string;
}

/**
 * A back-office overview: the period switch, today's cards with the period's figures, a chart a figure
 * and the table by day with its CSV export. The store and the platform give their figures.
 */
export function OverviewPanel<D extends { day: string }, Data extends OverviewData<D> = OverviewData<D>>({ useData, cards, before, help, charts, columns, filePrefix }: OverviewPanelProps<D, Data>) {
  const { t } = useTranslation();
  const [days, setDays] = useState<OverviewDays>(7);
  const q = useData(days);
  const d = q.data;
  const today = d?.daily[d.daily.length - 1];
  const period = d ? t('overview:days', { days: d.days }) : '';
  const headline: FigureCard[] = d && today
    ? cards(today, d.totals).map((c) => ({ key: c.key, label: `${c.label} · ${t('overview:today')}`, value: c.value, detail: c.total === undefined ? undefined : `${period}: ${c.total}` }))
    : [];
  return (
    <>
      <ToggleButtonGroup exclusive size="small" value={days} onChange={(_, v: OverviewDays | null) => { if (v) setDays(v); }} aria-label={t('overview:period')} sx={{ marginBlockEnd: 2 }}>
        {OVERVIEW_DAYS.map((n) => <ToggleButton key={n} value={n}>{t('overview:days', { days: n })}</ToggleButton>)}
      </ToggleButtonGroup>
      <QueryState isPending={q.isPending} isError={q.isError} onRetry={() => void q.refetch()}>
        {d && today && (
          <>
            {before?.(d)}
            <FigureCards label={t('overview:today')} cards={headline} />
            <Alert severity="info" variant="outlined" sx={{ marginBlockEnd: 3 }}>{help}</Alert>
            <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' }, marginBlockEnd: 3 }}>
              {charts.map((c, i) => (
                <Paper key={c.key} variant="outlined" sx={{ padding: 2 }}>
                  <DailyChart
                    title={t('overview:perDay', { figure: c.label, days: d.days })}
                    points={d.daily.map((r) => ({ day: r.day, value: c.value(r) }))}
                    kind={c.kind}
                    colour={i % 2 ? 'secondary' : 'primary'}
                    formatValue={c.format}
                    dayHeader={t('overview:day')}
                    valueHeader={c.label}
                  />
                </Paper>
              ))}
            </Box>
            <Paper variant="outlined" sx={{ padding: 2 }}>
              <FigureTable
                caption={t('overview:byDay')}
                columns={columns}
                rows={[...d.daily].reverse()}
                footer={{ ...d.totals, day: t('overview:total') } as D}
                filename={`${filePrefix}-${d.daily[0].day}-${today.day}.csv`}
                exportLabel={t('overview:exportCsv')}
              />
            </Paper>
          </>
        )}
      </QueryState>
    </>
  );
}
