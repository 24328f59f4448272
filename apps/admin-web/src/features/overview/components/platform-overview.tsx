import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { OVERVIEW_DAYS, type OverviewDays, type PlatformOverviewDay, type ReviewQueues } from '@mall/api-client/overview';
import { DailyChart } from '@mall/backoffice/shared/daily-chart';
import { FigureCards } from '@mall/backoffice/shared/figure-cards';
import { FigureTable, type FigureColumn } from '@mall/backoffice/shared/figure-table';
import { useNumberFormat } from '@mall/backoffice/shared/use-number-format';
import { QueryState } from '@mall/ui/query-state';
import { usePlatformOverview } from '../api/get-platform-overview';

type Row = Omit<PlatformOverviewDay, 'day'> & { day: string };
const COUNTS = ['signUps', 'orders', 'recharges', 'withdrawals'] as const;
const AMOUNTS = ['gmv', 'rechargeAmount', 'withdrawalAmount', 'loansOutstanding'] as const;
const QUEUES: (keyof ReviewQueues)[] = ['recharges', 'withdrawals', 'loans', 'kyc', 'reviews', 'stores'];

/** The platform dashboard: review queues now, today's and the period's figures, charts by day and the table. */
export function PlatformOverview() {
  const { t } = useTranslation();
  const fmt = useNumberFormat();
  const [days, setDays] = useState<OverviewDays>(7);
  const q = usePlatformOverview(days);
  const d = q.data;
  const label = (k: string) => t(`overview:platform.${k}`);

  const columns: FigureColumn<Row>[] = [
    { key: 'day', header: t('overview:day'), show: (r) => r.day, raw: (r) => r.day },
    ...(['signUps', 'orders', 'gmv', 'recharges', 'rechargeAmount', 'withdrawals', 'withdrawalAmount', 'loansOutstanding'] as const).map((k) => ({
      key: k, header: label(k), numeric: true,
      show: (r: Row) => (typeof r[k] === 'number' ? fmt.count(r[k]) : fmt.amount(r[k])),
      raw: (r: Row) => r[k],
    })),
  ];

  return (
    <Box component="section" aria-labelledby="platform-overview-title" sx={{ marginBlockEnd: 4 }}>
      <Typography id="platform-overview-title" component="h2" variant="h6" sx={{ marginBlockEnd: 1 }}>{label('title')}</Typography>
      <ToggleButtonGroup exclusive size="small" value={days} onChange={(_, v: OverviewDays | null) => { if (v) setDays(v); }} aria-label={t('overview:period')} sx={{ marginBlockEnd: 2 }}>
        {OVERVIEW_DAYS.map((n) => <ToggleButton key={n} value={n}>{t('overview:days', { days: n })}</ToggleButton>)}
      </ToggleButtonGroup>
      <QueryState isPending={q.isPending} isError={q.isError} onRetry={() => void q.refetch()}>
        {d && (() => {
          const today = d.daily[d.daily.length - 1];
          const period = t('overview:days', { days: d.days });
          return (
            <>
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, marginBlockEnd: 1 }}>{label('queues')}</Typography>
              <FigureCards label={label('queues')} cards={QUEUES.map((k) => ({ key: k, label: t(`overview:platform.queue.${k}`), value: fmt.count(d.queues[k]) }))} />
              <FigureCards label={t('overview:today')} cards={[
                ...COUNTS.map((k) => ({ key: k, label: `${label(k)} · ${t('overview:today')}`, value: fmt.count(today[k]), detail: `${period}: ${fmt.count(d.totals[k])}` })),
                ...AMOUNTS.map((k) => ({
                  key: k, label: `${label(k)} · ${t('overview:today')}`, value: fmt.amount(today[k]),
                  detail: k === 'loansOutstanding' ? undefined : `${period}: ${fmt.amount(d.totals[k])}`,
                })),
              ]} />
              <Alert severity="info" variant="outlined" sx={{ marginBlockEnd: 3 }}>{label('help')}</Alert>
              <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' }, marginBlockEnd: 3 }}>
                {(['signUps', 'orders', 'gmv', 'rechargeAmount', 'withdrawalAmount', 'loansOutstanding'] as const).map((k, i) => {
                  const money = (AMOUNTS as readonly string[]).includes(k);
                  return (
                    <Paper key={k} variant="outlined" sx={{ padding: 2 }}>
                      <DailyChart
                        title={t('overview:perDay', { figure: label(k), days: d.days })}
                        points={d.daily.map((r) => ({ day: r.day, value: Number(r[k]) }))}
                        kind={money ? 'line' : 'bar'}
                        colour={i % 2 ? 'secondary' : 'primary'}
                        formatValue={money ? (v) => fmt.amount(v) : fmt.count}
                        dayHeader={t('overview:day')}
                        valueHeader={label(k)}
                      />
                    </Paper>
                  );
                })}
              </Box>
              <Paper variant="outlined" sx={{ padding: 2 }}>
                <FigureTable
                  caption={t('overview:byDay')}
                  columns={columns}
                  rows={[...d.daily].reverse()}
                  footer={{ ...d.totals, day: t('overview:total') }}
                  filename={`platform-overview-${d.daily[0].day}-${today.day}.csv`}
                  exportLabel={t('overview:exportCsv')}
                />
              </Paper>
            </>
          );
        })()}
      </QueryState>
    </Box>
  );
}
