import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { PlatformOverview as Overview, PlatformOverviewDay, ReviewQueues } from '@mall/api-client/overview';
import { FigureCards } from '@mall/backoffice/shared/figure-cards';
import { OverviewPanel } from '@mall/backoffice/shared/overview-panel';
import { useNumberFormat } from '@mall/backoffice/shared/use-number-format';
import { usePlatformOverview } from '../api/get-platform-overview';

type Day = PlatformOverviewDay;
type Figure = keyof Omit<Day, 'day'>;
const COUNTS = ['signUps', 'orders', 'recharges', 'withdrawals'] as const;
const AMOUNTS = ['gmv', 'rechargeAmount', 'withdrawalAmount', 'loansOutstanding'] as const;
const CHARTS = ['signUps', 'orders', 'gmv', 'rechargeAmount', 'withdrawalAmount', 'loansOutstanding'] as const;
const COLUMNS = ['signUps', 'orders', 'gmv', 'recharges', 'rechargeAmount', 'withdrawals', 'withdrawalAmount', 'loansOutstanding'] as const;
const QUEUES: (keyof ReviewQueues)[] = ['recharges', 'withdrawals', 'loans', 'kyc', 'reviews', 'stores'];
const isAmount = (k: Figure) => (AMOUNTS as readonly string[]).includes(k);

/** The platform dashboard: review queues now, today's and the period's figures, charts by day and the table. */
export function PlatformOverview() {
  const { t } = useTranslation();
  const fmt = useNumberFormat();
  const label = (k: string) => t(`overview:platform.${k}`);
  const show = (k: Figure, r: Omit<Day, 'day'>) => { const v = r[k]; return typeof v === 'number' ? fmt.count(v) : fmt.amount(v); };

  return (
    <Box component="section" aria-labelledby="platform-overview-title" sx={{ marginBlockEnd: 4 }}>
      <Typography id="platform-overview-title" component="h2" variant="h6" sx={{ marginBlockEnd: 1 }}>{label('title')}</Typography>
      <OverviewPanel<Day, Overview>
        useData={usePlatformOverview}
        before={(d) => (
          <>
            <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, marginBlockEnd: 1 }}>{label('queues')}</Typography>
            <FigureCards label={label('queues')} cards={QUEUES.map((k) => ({ key: k, label: t(`overview:platform.queue.${k}`), value: fmt.count(d.queues[k]) }))} />
          </>
        )}
        // Loans outstanding is a balance at the end of a day: the period has no sum of it to show.
        cards={(today, totals) => [...COUNTS, ...AMOUNTS].map((k) => ({ key: k, label: label(k), value: show(k, today), total: k === 'loansOutstanding' ? undefined : show(k, totals) }))}
        help={label('help')}
        charts={CHARTS.map((k) => ({ key: k, label: label(k), kind: isAmount(k) ? 'line' : 'bar', value: (r) => Number(r[k]), format: isAmount(k) ? (v) => fmt.amount(v) : fmt.count }))}
        columns={[
          { key: 'day', header: t('overview:day'), show: (r) => r.day, raw: (r) => r.day },
          ...COLUMNS.map((k) => ({ key: k, header: label(k), numeric: true, show: (r: Day) => show(k, r), raw: (r: Day) => r[k] })),
        ]}
        filePrefix="platform-overview"
      />
    </Box>
  );
}
