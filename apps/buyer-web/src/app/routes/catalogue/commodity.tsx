import { useTranslation } from 'react-i18next';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { LIST_PAGE_SIZE } from '@mall/api-client/catalogue';
import { usePageTitle } from '@mall/storefront/shared/use-page-title';
import { useGoodsPage } from '@mall/storefront/catalogue/api/goods';
import { PagedGoods } from '../../../features/goods-list/components/paged-goods';
import { useListParams } from '../../../features/goods-list/hooks/use-list-params';

/** /commodity: all goods, newest first or by price, page by page. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('common:nav.commodity'));
  const list = useListParams();
  const goods = useGoodsPage({ priceOrder: list.priceOrder }, list.page, LIST_PAGE_SIZE);
  return (
    <Container maxWidth="lg" sx={{ paddingBlock: 4 }}>
      <Typography variant="h4" component="h1" sx={{ marginBlockEnd: 2 }}>{t('common:nav.commodity')}</Typography>
      <PagedGoods
        data={goods.data}
        loading={goods.isPending}
        page={list.page}
        pageSize={LIST_PAGE_SIZE}
        onPage={list.setPage}
        sort={{ value: list.sort, options: list.sorts, onChange: list.setSort }}
      />
    </Container>
  );
}
