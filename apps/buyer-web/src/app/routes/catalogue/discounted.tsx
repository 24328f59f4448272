import { useTranslation } from 'react-i18next';
import { GoodsListPage } from '../../../features/goods-list/components/goods-list-page';

/** /discounted: discounted goods only, page by page. */
export function Component() {
  const { t } = useTranslation();
  return <GoodsListPage title={t('common:nav.discounted')} filter={{ discount: true }} />;
}
