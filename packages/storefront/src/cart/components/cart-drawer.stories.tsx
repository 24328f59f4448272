import { cartStorageKey } from '@mall/domain/cart';
import { buyerServer, fixturePicture, screenParameters, StorefrontScreen } from '../../shared/testing/screen-story';
import { markCartRestored } from '../../shared/utils/cart-store';
import { setToken } from '../../shared/utils/session';
import { CART, links, localUser } from '../testing/fixtures';
import { CartDrawer } from './cart-drawer';

// The cart drawer of the desktop storefront, open over the page, with two sellers' goods.
export default { title: 'Screens/Storefront/Cart drawer', parameters: screenParameters };

const cart = CART.map((l, i) => ({ ...l, zoomImg: fixturePicture(l.name, 20 + i * 110) }));

export const TwoSellers = {
  render: () => (
    <StorefrontScreen
      server={() => buyerServer({ 'localuser!get': localUser(), 'syspara!getSyspara': { mall_max_goods_number_in_order: '99' } })}
      setup={() => { setToken('story'); markCartRestored(); localStorage.setItem(cartStorageKey('U1'), JSON.stringify(cart)); }}
      route="/index"
    >
      <CartDrawer open onClose={() => undefined} links={links} />
    </StorefrontScreen>
  ),
};

export const Empty = {
  render: () => (
    <StorefrontScreen
      server={() => buyerServer({ 'localuser!get': localUser(), 'syspara!getSyspara': { mall_max_goods_number_in_order: '99' } })}
      setup={() => { setToken('story'); markCartRestored(); localStorage.setItem(cartStorageKey('U1'), '[]'); }}
      route="/index"
    >
      <CartDrawer open onClose={() => undefined} links={links} />
    </StorefrontScreen>
  ),
};
