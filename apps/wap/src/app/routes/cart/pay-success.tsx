import { PaySuccess } from '@mall/storefront/cart/pay-success';
import { cartLinks } from '../../../config/paths';

/** /paySuccess: the payment went through; on to the orders or home. */
export function Component() {
  return <PaySuccess links={cartLinks} />;
}
