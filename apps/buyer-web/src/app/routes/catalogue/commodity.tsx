import { useTranslation } from 'react-i18next';
import { GoodsListPage } from '../../../features/goods-list/components/goods-list-page';

/** /commodity: all goods, newest first or by price, page by page. */
export function Component() {
  const { t } = useTranslation();
  return <GoodsListPage title={t('common:nav.commodity')} filter={{}} />;
}
