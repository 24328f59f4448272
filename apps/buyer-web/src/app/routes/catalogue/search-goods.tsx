import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { usePageTitle } from '@mall/storefront/shared/use-page-title';
import { PagedGoods } from '../../../features/goods-list/components/paged-goods';
import { SearchHeading } from '../../../features/search/components/search-heading';
import { useKeywordGoods } from '../../../features/search/hooks/use-keyword-goods';
import { paths } from '../../../config/paths';

/** /searchGoods?k=: the goods matching a keyword, page by page; none found offers the store search. */
export function Component() {
  const { t } = useTranslation();
  const search = useKeywordGoods();
  const { keyword } = search;
  usePageTitle(t('catalogue:search.goodsTitle'));
  return (
    <Container maxWidth="lg" sx={{ paddingBlock: 4 }}>
      <SearchHeading title={t('catalogue:search.goodsTitle')} keyword={keyword} />
      <PagedGoods data={search.goods.data} loading={search.loading} paging={search} emptyMessage={t('catalogue:search.noGoods', { keyword })} />
      {(search.noGoods || !keyword) && keyword && (
        <Button component={RouterLink} to={paths.searchStore.getHref(keyword)} variant="outlined" sx={{ display: 'flex', marginInline: 'auto', width: 'fit-content' }}>
          {t('catalogue:search.searchStores')}
        </Button>
      )}
    </Container>
  );
}
