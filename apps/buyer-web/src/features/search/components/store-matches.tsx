import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import type { StoreCard as StoreCardData } from '@mall/api-client/catalogue';
import { EmptyState } from '@mall/ui/empty-state';
import { StoreCard } from '@mall/storefront/catalogue/components/store-card';

/** The shops matching a keyword as cards; a message when none match. */
export function StoreMatches({ stores, keyword, loading }: { stores: readonly StoreCardData[] | undefined; keyword: string; loading: boolean }) {
  const { t } = useTranslation();
  if (loading) return <Skeleton variant="rectangular" height={88} sx={{ borderRadius: 1 }} />;
  if (!stores || stores.length === 0) return <EmptyState message={t('catalogue:search.noStores', { keyword })} />;
  return (
    <Box component="ul" sx={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' }, gap: 2 }}>
      {stores.map((s) => <li key={s.id}><StoreCard store={s} /></li>)}
    </Box>
  );
}
