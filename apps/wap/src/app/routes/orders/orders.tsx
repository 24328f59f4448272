import { OrderList } from '@mall/storefront/orders/order-list';
import { ordersLinks } from '../../../config/paths';

/** /orders: the buyer's orders by status tab (the app bar carries the title). */
export function Component() {
  return <OrderList links={ordersLinks} />;
}
