import { useTranslation } from 'react-i18next';
import { OrderList } from '@mall/backoffice/orders/order-list';
import { PageHeader } from '@mall/ui/page-header';
import { paths } from '../../config/paths';

export default function OrdersRoute() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('backoffice:orders.title')} description={t('admin:orders.intro')} />
      <OrderList detailHref={paths.orderDetail.getHref} showStore />
    </>
  );
}
