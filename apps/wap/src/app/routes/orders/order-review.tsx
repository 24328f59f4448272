import { useSearchParams } from 'react-router-dom';
import { ReviewForm } from '@mall/storefront/orders/review-form';
import { ordersLinks } from '../../../config/paths';

/** /orders/review?id=…: reviews of the products not yet reviewed. */
export function Component() {
  const orderId = useSearchParams()[0].get('id') ?? '';
  return <ReviewForm orderId={orderId} links={ordersLinks} />;
}
