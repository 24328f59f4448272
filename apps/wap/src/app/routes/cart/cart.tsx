import { CartPage } from '@mall/storefront/cart/cart-page';
import { cartLinks } from '../../../config/paths';
import { TAB_BAR_HEIGHT } from '../../layouts/tab-layout';

/** /cart (a tab): the cart per seller with check-all, quantities and checkout. */
export function Component() {
  return <CartPage links={cartLinks} bottomOffset={TAB_BAR_HEIGHT} />;
}
