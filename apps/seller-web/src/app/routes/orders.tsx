import { useTranslation } from 'react-i18next';
import { OrderList } from '@mall/backoffice/orders/order-list';
import { PageHeader } from '@mall/ui/page-header';
import { paths } from '../../config/paths';

export default function OrdersRoute() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('seller:nav.orders')} description={t('seller:sections.orders')} />
      {/* Opens on the orders waiting to be shipped: the seller's first job. */}
      <OrderList detailHref={paths.orderDetail.getHref} initialStatus={1} />
    </>
  );
}
