import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import WifiOffIcon from '@mui/icons-material/WifiOff';
import type { GoodsCard as GoodsCardData } from '@mall/api-client/catalogue';
import { EmptyState } from '@mall/ui/empty-state';
import { useOnline } from '@mall/ui/offline-notice';
import { GoodsCard } from './goods-card';

export interface GoodsGridProps {
  goods: readonly GoodsCardData[] | undefined;
  /** Shows placeholders instead of the goods. */
  loading?: boolean;
  /** Columns from the narrowest to the widest screen. */
  columns?: { xs: number; sm?: number; md?: number; lg?: number };
  /** How many placeholders show while loading. */
  placeholders?: number;
  emptyMessage?: ReactNode;
}

/** Goods cards in a responsive grid, placeholders while loading (a notice instead while offline), a message when empty. */
export function GoodsGrid({ goods, loading = false, columns = { xs: 2, sm: 3, md: 4, lg: 6 }, placeholders = 6, emptyMessage }: GoodsGridProps) {
  const { t } = useTranslation();
  const template = Object.fromEntries(Object.entries(columns).map(([bp, n]) => [bp, `repeat(${n}, minmax(0, 1fr))`]));
  const online = useOnline();
  if (!loading && goods && goods.length === 0) return <EmptyState message={emptyMessage ?? t('catalogue:list.empty')} />;
  // Offline, a list waiting for its goods says why instead of showing placeholders that never fill;
  // its query resumes by itself when the network is back.
  if ((loading || !goods) && !online) return <EmptyState icon={<WifiOffIcon />} message={t('ui:routeError.offline.title')} />;
  return (
    <Box component="ul" sx={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gridTemplateColumns: template, gap: { xs: 1, md: 2 } }}>
      {loading || !goods
        ? Array.from({ length: placeholders }, (_, i) => (
          <li key={i} aria-hidden>
            <Skeleton variant="rectangular" sx={{ aspectRatio: '1', height: 'auto', borderRadius: 1 }} />
            <Skeleton width="80%" />
            <Skeleton width="40%" />
          </li>
        ))
        : goods.map((g) => <li key={g.id}><GoodsCard goods={g} /></li>)}
    </Box>
  );
}
