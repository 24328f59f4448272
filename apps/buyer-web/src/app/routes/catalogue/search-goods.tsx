import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { LIST_PAGE_SIZE } from '@mall/api-client/catalogue';
import { usePageTitle } from '@mall/storefront/shared/use-page-title';
import { useSearchGoodsPage } from '@mall/storefront/catalogue/api/search';
import { PagedGoods } from '../../../features/goods-list/components/paged-goods';
import { useKeywordParams } from '../../../features/search/hooks/use-keyword';
import { paths } from '../../../config/paths';

/** /searchGoods?k=: the goods matching a keyword, page by page; none found offers the store search. */
export function Component() {
  const { t } = useTranslation();
  const { keyword, page, setPage } = useKeywordParams();
  usePageTitle(t('catalogue:search.goodsTitle'));
  const goods = useSearchGoodsPage(keyword, page, LIST_PAGE_SIZE);
  const noGoods = goods.isSuccess && goods.data.pageInfo.totalElements === 0;
  return (
    <Container maxWidth="lg" sx={{ paddingBlock: 4 }}>
      <Typography variant="h4" component="h1">{t('catalogue:search.goodsTitle')}</Typography>
      <Typography color="text.secondary" sx={{ marginBlockEnd: 3 }}>{t('common:search.resultsFor', { keyword })}</Typography>
      <PagedGoods
        data={goods.data}
        loading={goods.isPending && Boolean(keyword)}
        page={page}
        pageSize={LIST_PAGE_SIZE}
        onPage={setPage}
        emptyMessage={t('catalogue:search.noGoods', { keyword })}
      />
      {(noGoods || !keyword) && keyword && (
        <Button component={RouterLink} to={paths.searchStore.getHref(keyword)} variant="outlined" sx={{ display: 'flex', marginInline: 'auto', width: 'fit-content' }}>
          {t('catalogue:search.searchStores')}
        </Button>
      )}
    </Container>
  );
}
