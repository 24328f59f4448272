import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SearchIcon from '@mui/icons-material/Search';
import { EmptyState } from '@mall/ui/empty-state';
import { useSearchGoodsInfinite } from '@mall/storefront/catalogue/api/search';
import { useStoresByKeyword } from '@mall/storefront/catalogue/api/stores';
import { GoodsGrid } from '@mall/storefront/catalogue/components/goods-grid';
import { LoadMore } from '@mall/storefront/catalogue/components/load-more';
import { StoreCard } from '@mall/storefront/catalogue/components/store-card';
import { decodeKeyword } from '@mall/storefront/catalogue/utils/search-target';
import { paths } from '../../../config/paths';

/** The keyword as a search field that reopens the search page. */
function KeywordBar({ keyword }: { keyword: string }) {
  const { t } = useTranslation();
  return (
    <Button
      component={RouterLink}
      to={paths.search.getHref(keyword)}
      fullWidth
      startIcon={<SearchIcon />}
      aria-label={t('common:search.label')}
      sx={{ justifyContent: 'flex-start', borderRadius: 5, border: 1, borderColor: 'primary.main', color: 'text.primary', textTransform: 'none', paddingInline: 2 }}
    >
      {keyword}
    </Button>
  );
}

/** Matching shops the results show above the goods; "more" opens the store search. */
const RESULT_STORES = 4;

/** /searchResult?k=: matching shops (`seller!search`) and goods; without goods, the shops (store search results). */
export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const keyword = decodeKeyword(params.get('k'));
  const goods = useSearchGoodsInfinite(keyword, 20);
  const storeSearch = useStoresByKeyword(keyword, RESULT_STORES);
  const firstPage = storeSearch.data?.pages[0];
  const items = goods.data?.pages.flatMap((p) => p.pageList);
  const stores = (keyword && firstPage?.pageList) || [];
  const moreStores = (firstPage?.pageInfo.totalElements ?? 0) > stores.length;
  return (
    <Stack spacing={2}>
      <KeywordBar keyword={keyword} />
      <Typography variant="body2" color="text.secondary">{t('common:search.resultsFor', { keyword })}</Typography>
      {stores.length > 0 && (
        <Box component="section" aria-labelledby="result-stores">
          <Typography id="result-stores" variant="subtitle1" component="h2" sx={{ fontWeight: 600, marginBlockEnd: 1 }}>{t('catalogue:search.storesTitle')}</Typography>
          <Stack component="ul" spacing={1} sx={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {stores.map((s) => <li key={s.id}><StoreCard store={s} /></li>)}
          </Stack>
          {moreStores && <Button component={RouterLink} to={paths.searchStore.getHref(keyword)} size="small" sx={{ marginBlockStart: 1 }}>{t('catalogue:home.more')}</Button>}
        </Box>
      )}
      <Box component="section" aria-labelledby="result-goods">
        <Typography id="result-goods" variant="subtitle1" component="h2" sx={{ fontWeight: 600, marginBlockEnd: 1 }}>{t('catalogue:search.goodsTitle')}</Typography>
        <GoodsGrid goods={items} loading={goods.isPending && Boolean(keyword)} columns={{ xs: 2, sm: 3 }} emptyMessage={t('catalogue:search.noGoods', { keyword })} />
        <LoadMore pageCount={goods.data?.pages.length} anyLoaded={Boolean(items?.length)} hasMore={Boolean(goods.hasNextPage)} loading={goods.isFetchingNextPage} onLoadMore={() => void goods.fetchNextPage()} />
      </Box>
      {goods.isSuccess && items?.length === 0 && stores.length === 0 && (storeSearch.isSuccess || !keyword) && (
        <EmptyState message={t('catalogue:search.noStores', { keyword })} />
      )}
    </Stack>
  );
}
