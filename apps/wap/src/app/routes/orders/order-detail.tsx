import { useSearchParams } from 'react-router-dom';
import { OrderDetail } from '@mall/storefront/orders/order-detail';
import { ContactSellerButton } from '@mall/storefront/chat/contact-seller-button';
import { ordersLinks, paths } from '../../../config/paths';

/** /orders/detail?id=…: products, amounts, receiver, shipping, timeline and actions. */
export function Component() {
  const orderId = useSearchParams()[0].get('id') ?? '';
  return (
    <OrderDetail
      orderId={orderId}
      links={ordersLinks}
      extraActions={(order) => {
        const about = { sellerId: order.sellerId, orderNo: order.orderNo };
        return <ContactSellerButton about={about} to={paths.chat.getHref(about)} size="small" />;
      }}
    />
  );
}
