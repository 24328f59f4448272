import { useParams } from 'react-router-dom';
import { OrderDetail } from '@mall/backoffice/orders/order-detail';
import { SellerOrderActions } from '../../features/orders/components/seller-order-actions';
import { paths } from '../../config/paths';

export default function OrderDetailRoute() {
  const { orderId = '' } = useParams();
  return <OrderDetail orderId={orderId} backHref={paths.orders.getHref()} actions={(order) => <SellerOrderActions order={order.orderInfo} />} />;
}
