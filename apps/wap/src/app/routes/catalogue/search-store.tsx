import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EmptyState } from '@mall/ui/empty-state';
import { useStoresByKeyword } from '@mall/storefront/catalogue/api/stores';
import { LoadMore } from '@mall/storefront/catalogue/components/load-more';
import { StoreCard } from '@mall/storefront/catalogue/components/store-card';
import { decodeKeyword } from '@mall/storefront/catalogue/utils/search-target';
import { paths } from '../../../config/paths';

/** Stores a page of the store search shows at a time. */
const STORES_PAGE_SIZE = 20;

/** /searchStore?k=: the shops whose name matches a keyword (`seller!search`), page after page. */
export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const keyword = decodeKeyword(params.get('k'));
  const stores = useStoresByKeyword(keyword, STORES_PAGE_SIZE);
  const list = keyword ? stores.data?.pages.flatMap((p) => p.pageList) : [];
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">{t('common:search.resultsFor', { keyword })}</Typography>
      {stores.isPending && keyword ? <Skeleton variant="rectangular" height={80} /> : null}
      {list && list.length === 0 && <EmptyState message={t('catalogue:search.noStores', { keyword })} />}
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {list?.map((s) => <li key={s.id}><StoreCard store={s} /></li>)}
      </Stack>
      <LoadMore pageCount={stores.data?.pages.length} anyLoaded={Boolean(list?.length)} hasMore={Boolean(stores.hasNextPage)} loading={stores.isFetchingNextPage} onLoadMore={() => void stores.fetchNextPage()} />
      {keyword && (
        <Button component={RouterLink} to={paths.searchResult.getHref(keyword)} variant="outlined">{t('catalogue:search.searchGoods')}</Button>
      )}
    </Stack>
  );
}
