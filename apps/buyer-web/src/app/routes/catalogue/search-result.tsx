import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '@mall/storefront/shared/use-page-title';
import { useStoresByKeyword } from '@mall/storefront/catalogue/api/stores';
import { PagedGoods } from '../../../features/goods-list/components/paged-goods';
import { SearchHeading } from '../../../features/search/components/search-heading';
import { StoreMatches } from '../../../features/search/components/store-matches';
import { useKeywordGoods } from '../../../features/search/hooks/use-keyword-goods';
import { paths } from '../../../config/paths';

/** Matching shops the results show above the goods; "more" opens the store search. */
const RESULT_STORES = 6;

/** /searchResult?k=: the shops (`seller!search`) and goods matching a keyword; without goods, the store search results. */
export function Component() {
  const { t } = useTranslation();
  const search = useKeywordGoods();
  const { keyword } = search;
  usePageTitle(t('common:search.resultsTitle'));
  const storeSearch = useStoresByKeyword(keyword, RESULT_STORES);
  const firstPage = storeSearch.data?.pages[0];
  const stores = keyword ? firstPage?.pageList : [];
  const moreStores = (firstPage?.pageInfo.totalElements ?? 0) > (stores?.length ?? 0);
  return (
    <Container maxWidth="lg" sx={{ paddingBlock: 4 }}>
      <SearchHeading title={t('common:search.resultsTitle')} keyword={keyword} />
      {(search.noGoods || (stores && stores.length > 0)) && (
        <Box component="section" aria-labelledby="result-stores" sx={{ marginBlockEnd: 4 }}>
          <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', marginBlockEnd: 1.5 }}>
            <Typography id="result-stores" variant="h6" component="h2">{t('catalogue:search.storesTitle')}</Typography>
            {moreStores && <Button component={RouterLink} to={paths.searchStore.getHref(keyword)} size="small">{t('catalogue:home.more')}</Button>}
          </Stack>
          <StoreMatches stores={stores} keyword={keyword} loading={storeSearch.isPending && Boolean(keyword)} />
        </Box>
      )}
      <Box component="section" aria-labelledby="result-goods">
        <Typography id="result-goods" variant="h6" component="h2" sx={{ marginBlockEnd: 1 }}>{t('catalogue:search.goodsTitle')}</Typography>
        <PagedGoods data={search.goods.data} loading={search.loading} paging={search} emptyMessage={t('catalogue:search.noGoods', { keyword })} />
      </Box>
    </Container>
  );
}
