import { useSearchParams } from 'react-router-dom';
import { OrderDetail } from '@mall/storefront/orders/order-detail';
import { ordersLinks } from '../../../config/paths';

/** /orders/detail?id=…: products, amounts, receiver, shipping, timeline and actions. */
export function Component() {
  const orderId = useSearchParams()[0].get('id') ?? '';
  return <OrderDetail orderId={orderId} links={ordersLinks} />;
}
