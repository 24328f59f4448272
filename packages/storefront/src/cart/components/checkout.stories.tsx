import { cartStorageKey } from '@mall/domain/cart';
import { AddressPicker } from '../../address/components/address-picker';
import { buyerServer, fixturePicture, screenParameters, StorefrontScreen } from '../../shared/testing/screen-story';
import { markCartRestored, saveCheckoutSelection } from '../../shared/utils/cart-store';
import { setToken } from '../../shared/utils/session';
import { address, CART, links, localUser, PREVIEW } from '../testing/fixtures';
import { Checkout } from './checkout';

// The checkout of two sellers' goods: the address, the pricing per seller and the ways to pay.
export default { title: 'Screens/Storefront/Checkout', parameters: screenParameters };

const cart = CART.map((l, i) => ({ ...l, zoomImg: fixturePicture(l.name, 20 + i * 110) }));

export const TwoSellers = {
  render: () => (
    <StorefrontScreen
      server={() => buyerServer({
        'localuser!get': localUser(),
        'address!list': { pageList: [address('A1', 0, 'Bob Stone'), address('A2', 1, 'Ann Lee')], pageInfo: { pageNum: 1, pageSize: 2, totalElements: 2 } },
        'order!preview': PREVIEW,
        'order!payMethods': [{ code: 'balance', open: 1 }, { code: 'card', open: 0 }, { code: 'wallet', open: 1 }],
        'wallet!getUsdt': { money: 5000 },
      })}
      setup={() => {
        setToken('story');
        markCartRestored();
        localStorage.setItem(cartStorageKey('U1'), JSON.stringify(cart));
        saveCheckoutSelection(['g1_s1', 'g2_-1', 'g3_s9']);
      }}
      route={links.settlement}
    >
      <Checkout user={localUser()} links={links} renderAddress={(choice) => <AddressPicker {...choice} />} />
    </StorefrontScreen>
  ),
};
