import Button from '@mui/material/Button';
import AddIcon from '@mui/icons-material/Add';
import LibraryAddOutlined from '@mui/icons-material/LibraryAddOutlined';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@mall/ui/page-header';
import { GoodsTable } from '../../features/goods/components/goods-table';
import { paths } from '../../config/paths';

export default function GoodsRoute() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader
        title={t('seller:goods.title')}
        description={t('seller:sections.goods')}
        actions={(
          <>
            <Button component={Link} to={paths.goodsPlatform.getHref()} variant="outlined" startIcon={<LibraryAddOutlined />}>{t('seller:goods.addFromPlatform')}</Button>
            <Button component={Link} to={paths.goodsCreate.getHref()} variant="contained" startIcon={<AddIcon />}>{t('seller:goods.createOwn')}</Button>
          </>
        )}
      />
      <GoodsTable />
    </>
  );
}
