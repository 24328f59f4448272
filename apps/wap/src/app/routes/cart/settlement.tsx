import { AddressPicker } from '@mall/storefront/address/address-picker';
import { Checkout } from '@mall/storefront/cart/checkout';
import { cartLinks } from '../../../config/paths';
import { useUser } from '../../../hooks/use-user';

/** /settlement: address, payment method and summary of the cart's saved selection. */
export function Component() {
  return <Checkout user={useUser()} links={cartLinks} renderAddress={(choice) => <AddressPicker {...choice} />} />;
}
