import { describe, expect, it } from 'vitest';
import { cartFloaterPages, cartLinks, paths } from './paths';

describe('cart routes', () => {
  it('shows the floating cart on exactly the pages docs/product-rules.md lists', () => {
    expect([...cartFloaterPages].sort()).toEqual([
      '/classification', '/commodity', '/discounted', '/index', '/information', '/productDetails', '/store', '/userInfo/dashboard',
    ]);
    expect(cartFloaterPages).not.toContain(paths.settlement.path);
  });

  it('checks out at /settlement, lands on /paySuccess and links to the order list', () => {
    expect([cartLinks.settlement, cartLinks.paySuccess, cartLinks.orders]).toEqual(['/settlement', '/paySuccess', '/userInfo/my-order']);
  });
});
