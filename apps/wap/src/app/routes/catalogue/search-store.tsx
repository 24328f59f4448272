import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EmptyState } from '@mall/ui/empty-state';
import { useSearchSuggestions } from '@mall/storefront/catalogue/api/search';
import { StoreCard } from '@mall/storefront/catalogue/components/store-card';
import { decodeKeyword } from '@mall/storefront/catalogue/utils/search-target';
import { paths } from '../../../config/paths';

/** /searchStore?k=: the shops matching a keyword. */
export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const keyword = decodeKeyword(params.get('k'));
  const suggestions = useSearchSuggestions(keyword);
  const stores = suggestions.data?.sellerList;
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">{t('common:search.resultsFor', { keyword })}</Typography>
      {suggestions.isPending && keyword ? <Skeleton variant="rectangular" height={80} /> : null}
      {stores && stores.length === 0 && <EmptyState message={t('catalogue:search.noStores', { keyword })} />}
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {stores?.map((s) => <li key={s.id}><StoreCard store={s} /></li>)}
      </Stack>
      {keyword && (
        <Button component={RouterLink} to={paths.searchResult.getHref(keyword)} variant="outlined">{t('catalogue:search.searchGoods')}</Button>
      )}
    </Stack>
  );
}
