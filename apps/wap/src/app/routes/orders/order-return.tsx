import { useSearchParams } from 'react-router-dom';
import { ReturnForm } from '@mall/storefront/orders/return-form';
import { ordersLinks } from '../../../config/paths';

/** /orders/return?id=…: a refund (before shipping) or return (after receipt) request. */
export function Component() {
  const orderId = useSearchParams()[0].get('id') ?? '';
  return <ReturnForm orderId={orderId} links={ordersLinks} />;
}
