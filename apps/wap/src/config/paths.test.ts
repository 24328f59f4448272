import { describe, expect, it } from 'vitest';
import { cartLinks, paths } from './paths';

describe('cart routes', () => {
  it('checks out from the cart tab at /settlement and lands on /paySuccess', () => {
    expect(paths.cart.getHref()).toBe('/cart');
    expect([cartLinks.settlement, cartLinks.paySuccess, cartLinks.transactionPassword]).toEqual(['/settlement', '/paySuccess', '/settings/transaction-password']);
  });

  it('opens a cart line on its product page', () => {
    expect(cartLinks.goods('7')).toBe('/productDetails?sellerGoodsId=7');
  });
});
