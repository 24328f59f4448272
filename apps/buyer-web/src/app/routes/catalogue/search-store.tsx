import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import { usePageTitle } from '@mall/storefront/shared/use-page-title';
import { useStoresByKeyword } from '@mall/storefront/catalogue/api/stores';
import { LoadMore } from '@mall/storefront/catalogue/components/load-more';
import { SearchHeading } from '../../../features/search/components/search-heading';
import { StoreMatches } from '../../../features/search/components/store-matches';
import { useKeywordParams } from '../../../features/search/hooks/use-keyword';
import { paths } from '../../../config/paths';

/** Stores a page of the store search shows at a time. */
const STORES_PAGE_SIZE = 24;

/** /searchStore?k=: the shops whose name matches a keyword (`seller!search`), page after page. */
export function Component() {
  const { t } = useTranslation();
  const { keyword } = useKeywordParams();
  usePageTitle(t('catalogue:search.storesTitle'));
  const stores = useStoresByKeyword(keyword, STORES_PAGE_SIZE);
  const list = stores.data?.pages.flatMap((p) => p.pageList);
  return (
    <Container maxWidth="lg" sx={{ paddingBlock: 4 }}>
      <SearchHeading title={t('catalogue:search.storesTitle')} keyword={keyword} />
      <Stack spacing={3}>
        <StoreMatches stores={keyword ? list : []} keyword={keyword} loading={stores.isPending && Boolean(keyword)} />
        <LoadMore pageCount={stores.data?.pages.length} anyLoaded={Boolean(list?.length)} hasMore={Boolean(stores.hasNextPage)} loading={stores.isFetchingNextPage} onLoadMore={() => void stores.fetchNextPage()} />
        {keyword && (
          <Button component={RouterLink} to={paths.searchGoods.getHref(keyword)} variant="outlined" sx={{ alignSelf: 'center' }}>
            {t('catalogue:search.searchGoods')}
          </Button>
        )}
      </Stack>
    </Container>
  );
}
