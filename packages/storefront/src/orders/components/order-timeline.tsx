import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatLocalTime } from '@mall/domain/format';

export interface OrderLogEntry { id: string; text: string; createTime: string }

/** Newest first: the order's timeline as the buyer reads logistics (sorted by createTime). */
export function sortLog<T extends { createTime: string }>(entries: readonly T[]): T[] {
  // Wire times are `yyyy-MM-dd HH:mm:ss`, so text order is time order.
  return [...entries].sort((a, b) => b.createTime.localeCompare(a.createTime));
}

/** The order's timeline and logistics events, newest on top. */
export function OrderTimeline({ entries }: { entries: readonly OrderLogEntry[] }) {
  const { t } = useTranslation();
  if (entries.length === 0) return <Typography variant="body2" color="text.secondary">{t('orders:detail.noTimeline')}</Typography>;
  return (
    <Box component="ol" data-testid="order-timeline" sx={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {sortLog(entries).map((e, i) => (
        <Box
          component="li"
          key={e.id}
          sx={{
            position: 'relative', paddingInlineStart: 3, paddingBlockEnd: 2,
            borderInlineStart: 2, borderColor: 'divider', marginInlineStart: 0.75,
            '&:last-of-type': { borderColor: 'transparent', paddingBlockEnd: 0 },
          }}
        >
          <Box
            aria-hidden
            sx={{
              position: 'absolute', insetInlineStart: -7, insetBlockStart: 4, width: 12, height: 12, borderRadius: '50%',
              backgroundColor: i === 0 ? 'primary.main' : 'background.paper', border: 2, borderColor: i === 0 ? 'primary.main' : 'divider',
            }}
          />
          <Typography variant="body2" sx={{ fontWeight: i === 0 ? 600 : 400, overflowWrap: 'anywhere' }}>{e.text}</Typography>
          <Typography variant="caption" color="text.secondary" dir="ltr" component="p" sx={{ textAlign: 'start' }}>{formatLocalTime(e.createTime)}</Typography>
        </Box>
      ))}
    </Box>
  );
}
