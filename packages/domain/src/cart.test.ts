import { describe, expect, it } from 'vitest';
import {
  addLine, canCheckout, cartStorageKey, checkedTotal, checkoutLines, clampQuantity, freightOf, groupBySeller, lineImage, maxBuyOf, normalizeLine,
  orderItemsOf, removeLines, setChecked, setLineCount, unitPrice, type CartLine,
} from './cart';

const line = (over: Partial<CartLine>): CartLine => ({
  identifier: 'g1_s1', sellerGoodsId: 'g1', skuId: 's1', name: 'Kettle', checkAttrName: 'Red', zoomImg: '', imgUrl1: '/k.png',
  sellingPrice: 12.5, count: 1, checked: true, seller: { id: '7', name: 'Kettle House' }, ...over,
});

describe('cart rules', () => {
  it('takes the first present of price, discountPrice and sellingPrice', () => {
    expect(unitPrice({ price: 3, discountPrice: 2, sellingPrice: 1 }).toString()).toBe('3');
    expect(unitPrice({ price: null, discountPrice: 2, sellingPrice: 1 }).toString()).toBe('2');
    expect(unitPrice({ sellingPrice: 0.1 }).toString()).toBe('0.1');
    expect(unitPrice({}).toString()).toBe('0');
  });

  it('keeps quantities whole and between buyMin and the maximum', () => {
    expect(clampQuantity(0)).toBe(1);
    expect(clampQuantity(2.7, 3)).toBe(3);
    expect(clampQuantity(900)).toBe(500);
    expect(clampQuantity(20, 1, 10)).toBe(10);
    expect(clampQuantity(Number.NaN, 2)).toBe(2);
  });

  it('groups per seller with check-all and the indeterminate state, totals exact', () => {
    const lines = [
      line({ identifier: 'a', sellingPrice: 0.1, count: 3 }),
      line({ identifier: 'b', sellingPrice: 0.2, count: 1, checked: false }),
      line({ identifier: 'c', sellingPrice: 5, seller: { id: '9', name: 'Lamp Hall' } }),
    ];
    const groups = groupBySeller(lines);
    expect(groups.map((g) => [g.title, g.checkAll, g.isIndeterminate, g.checkTotal.toString()])).toEqual([
      ['Kettle House', false, true, '0.3'],
      ['Lamp Hall', true, false, '5'],
    ]);
    expect(checkedTotal(lines).toString()).toBe('5.3');
  });

  it('checks out only with a checked line and a non-zero total', () => {
    expect(canCheckout([])).toBe(false);
    expect(canCheckout([line({ checked: false })])).toBe(false);
    expect(canCheckout([line({ sellingPrice: 0 })])).toBe(false);
    expect(canCheckout([line({})])).toBe(true);
  });

  it('adds the same variant to its line, checked, within bounds', () => {
    const once = addLine([], line({ count: 2 }));
    const twice = addLine([{ ...once[0], checked: false }], line({ count: 499 }));
    expect(twice).toHaveLength(1);
    expect(twice[0]).toMatchObject({ count: 500, checked: true });
    expect(addLine(once, line({ identifier: 'other' }))).toHaveLength(2);
    expect(cartStorageKey('10000001')).toBe('ES_SHOP_CART_10000001');
  });

  it('puts a new variant first', () => {
    expect(addLine([line({})], line({ identifier: 'new' })).map((l) => l.identifier)).toEqual(['new', 'g1_s1']);
  });

  it('keeps a changed quantity between buyMin and the maximum', () => {
    const lines = [line({ buyMin: 3 })];
    expect(setLineCount(lines, 'g1_s1', 1)[0].count).toBe(3);
    expect(setLineCount(lines, 'g1_s1', 80, 50)[0].count).toBe(50);
    expect(setLineCount(lines, 'g1_s1', 7.9)[0].count).toBe(7);
  });

  it('checks, unchecks and removes the given lines only', () => {
    const lines = [line({ identifier: 'a' }), line({ identifier: 'b' })];
    expect(setChecked(lines, ['a'], false).map((l) => l.checked)).toEqual([false, true]);
    expect(removeLines(lines, ['b']).map((l) => l.identifier)).toEqual(['a']);
  });

  it('reads a stored line without a checked flag as checked, within its bounds', () => {
    const { checked: _c, ...stored } = line({ count: 0, buyMin: 2 });
    expect(normalizeLine(stored)).toMatchObject({ checked: true, count: 2 });
    expect(normalizeLine({ ...stored, checked: false }).checked).toBe(false);
  });

  it('shows zoomImg, else imgUrl1', () => {
    expect(lineImage(line({ zoomImg: '/z.png' }))).toBe('/z.png');
    expect(lineImage(line({}))).toBe('/k.png');
  });

  it('reads the configured maximum, else 500', () => {
    expect(maxBuyOf('20')).toBe(20);
    expect(maxBuyOf('')).toBe(500);
    expect(maxBuyOf(undefined)).toBe(500);
    expect(maxBuyOf('-3')).toBe(500);
  });

  it('checks out the saved selection still in the cart, else the checked lines', () => {
    const lines = [line({ identifier: 'a' }), line({ identifier: 'b', checked: false })];
    expect(checkoutLines(lines, ['b', 'gone']).map((l) => l.identifier)).toEqual(['b']);
    expect(checkoutLines(lines, null).map((l) => l.identifier)).toEqual(['a']);
  });

  it('orders the variants with their quantities', () => {
    expect(orderItemsOf([line({ count: 4 })])).toEqual([{ sellerGoodsId: 'g1', skuId: 's1', qty: 4 }]);
  });

  it('adds shipping, long-distance and delivery fees into the freight exactly', () => {
    expect(freightOf({ shippingFee: 0.1, longDistanceFee: 0.2, deliveryFee: 1 }).toString()).toBe('1.3');
  });
});
