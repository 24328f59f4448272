import Button from '@mui/material/Button';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@mall/ui/page-header';
import { PlatformGoodsTable } from '../../features/goods/components/platform-goods-table';
import { paths } from '../../config/paths';

export default function GoodsPlatformRoute() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        title={t('seller:platform.title')}
        description={t('seller:platform.intro')}
        actions={<Button component={Link} to={paths.goods.getHref()}>{t('seller:goods.backToGoods')}</Button>}
      />
      <PlatformGoodsTable />
    </>
  );
}
