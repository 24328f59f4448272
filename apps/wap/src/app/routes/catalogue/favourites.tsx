import { KeptGoodsList } from '@mall/storefront/catalogue/components/kept-goods-list';

/** /favourites: the buyer's favourite goods, each removable. */
export function Component() {
  return <KeptGoodsList />;
}
