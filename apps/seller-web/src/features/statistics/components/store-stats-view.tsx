import { useState } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { StatsDays } from '@mall/api-client/catalogue-staff';
import { useNumberFormat } from '@mall/backoffice/shared/use-number-format';
import { QueryState } from '@mall/ui/query-state';
import { useStoreStats } from '../api/get-store-stats';
import { DailyBarChart } from './daily-bar-chart';

/** The store's followers, sales, views and favourable-review rate, with daily charts over 7 or 30 days. */
export function StoreStatsView() {
  const { t } = useTranslation();
  const fmt = useNumberFormat();
  const [days, setDays] = useState<StatsDays>(7);
  const stats = useStoreStats(days);
  const s = stats.data;
  const cards = s ? [
    { key: 'followers', value: fmt.count(s.focusNum) },
    { key: 'sales', value: fmt.count(s.soldNum) },
    { key: 'views', value: fmt.count(s.viewsNum) },
    { key: 'goodRate', value: fmt.percent(s.highOpinion) },
    { key: 'goods', value: fmt.count(s.sellerGoodsNum) },
  ] : [];

  return (
    <>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={days}
        onChange={(_, v: StatsDays | null) => { if (v) setDays(v); }}
        aria-label={t('seller:stats.period')}
        sx={{ marginBlockEnd: 2 }}
      >
        <ToggleButton value={7}>{t('seller:stats.days', { days: 7 })}</ToggleButton>
        <ToggleButton value={30}>{t('seller:stats.days', { days: 30 })}</ToggleButton>
      </ToggleButtonGroup>
      <QueryState isPending={stats.isPending} isError={stats.isError} onRetry={() => void stats.refetch()}>
        {s && (
          <>
            <Box component="dl" sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', margin: 0, marginBlockEnd: 3 }}>
              {cards.map((c) => (
                <Paper key={c.key} variant="outlined" sx={{ padding: 2, borderInlineStart: (theme) => `4px solid ${theme.palette.primary.main}` }}>
                  <Typography component="dt" variant="body2" color="text.secondary">{t(`seller:stats.cards.${c.key}`)}</Typography>
                  <Typography component="dd" variant="h5" sx={{ margin: 0, fontWeight: 600 }}>{c.value}</Typography>
                </Paper>
              ))}
            </Box>
            <Typography variant="caption" color="text.secondary" component="p" sx={{ marginBlockEnd: 2 }}>{t('seller:stats.totalsHint')}</Typography>
            <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))' } }}>
              <Paper variant="outlined" sx={{ padding: 2 }}>
                <DailyBarChart
                  title={t('seller:stats.viewsChart', { days })}
                  points={s.daily.map((d) => ({ day: d.day, value: d.views }))}
                  colour="primary"
                  formatValue={fmt.count}
                  dayHeader={t('seller:stats.day')}
                  valueHeader={t('seller:stats.cards.views')}
                />
              </Paper>
              <Paper variant="outlined" sx={{ padding: 2 }}>
                <DailyBarChart
                  title={t('seller:stats.salesChart', { days })}
                  points={s.daily.map((d) => ({ day: d.day, value: d.sold }))}
                  colour="secondary"
                  formatValue={fmt.count}
                  dayHeader={t('seller:stats.day')}
                  valueHeader={t('seller:stats.cards.sales')}
                />
              </Paper>
            </Box>
          </>
        )}
      </QueryState>
    </>
  );
}
