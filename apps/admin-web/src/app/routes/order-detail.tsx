import { useParams } from 'react-router-dom';
import { OrderDetail } from '@mall/backoffice/orders/order-detail';
import { AdminOrderActions } from '../../features/orders/components/admin-order-actions';
import { paths } from '../../config/paths';

export default function OrderDetailRoute() {
  const { orderId = '' } = useParams();
  return <OrderDetail orderId={orderId} backHref={paths.orders.getHref()} actions={(order) => <AdminOrderActions order={order.orderInfo} />} />;
}
