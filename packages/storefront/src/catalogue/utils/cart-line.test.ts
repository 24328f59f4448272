import { afterEach, describe, expect, it } from 'vitest';
import type { GoodsDetail } from '@mall/api-client/catalogue';
import {
  addCartLine, addToStoredCart, buildCartLine, cartLineImage, cartLineUnitPrice, clampQuantity, maxBuyOf, readCart,
} from './cart-line';
import { clearCart } from '../../shared/utils/cart-store';
import type { Sku } from './sku-selection';

afterEach(() => { clearCart(undefined); localStorage.clear(); });

const goods = {
  id: '7', name: 'Blue kettle', buyMin: 2, imgUrl1: '/k1.png',
  seller: { id: '2', name: 'Kettle House', avatar: '', sellerGoodsNum: 1, soldNum: 0, focusNum: 0 },
} as GoodsDetail;
const red: Sku = { skuId: 's1', attrs: [], sellingPrice: 12, discountPrice: 9.5, img: ['/red.png'], stock: 5 };
const plain: Sku = { skuId: '-1', attrs: [], sellingPrice: 20, discountPrice: null, img: [], stock: 5 };

describe('cart line', () => {
  it('carries the chosen SKU, its price, image, label and the seller', () => {
    const line = buildCartLine(goods, red, 'Colour: Red', 3);
    expect(line).toMatchObject({
      identifier: '7_s1', sellerGoodsId: '7', skuId: 's1', name: 'Blue kettle', checkAttrName: 'Colour: Red',
      price: 9.5, buyMin: 2, count: 3, checked: true, seller: { id: '2', name: 'Kettle House' },
    });
    expect(cartLineImage(line)).toBe('/red.png');
    expect(cartLineUnitPrice(line).toString()).toBe('9.5');
  });

  it('falls back to imgUrl1 and the selling price for a plain product', () => {
    const line = buildCartLine(goods, plain, '', 2);
    expect(cartLineImage(line)).toBe('/k1.png');
    expect(cartLineUnitPrice(line).toString()).toBe('20');
    expect(line.identifier).toBe('7_-1');
  });

  it('never holds fewer than the product minimum', () => {
    expect(buildCartLine(goods, red, '', 1).count).toBe(2);
  });

  it('adds the same variant up instead of adding a second line', () => {
    const first = buildCartLine(goods, red, 'Colour: Red', 2);
    const cart = addCartLine(addCartLine([], first), { ...first, count: 3 });
    expect(cart).toHaveLength(1);
    expect(cart[0].count).toBe(5);
  });

  it('caps an added-up quantity at the maximum', () => {
    const line = buildCartLine(goods, red, '', 400);
    expect(addCartLine([line], line, 500)[0].count).toBe(500);
  });

  it('puts a new variant first', () => {
    const a = buildCartLine(goods, red, '', 2);
    const b = buildCartLine(goods, plain, '', 2);
    expect(addCartLine([a], b).map((l) => l.skuId)).toEqual(['-1', 's1']);
  });

  it('stores each buyer cart under ES_SHOP_CART_<usercode>', () => {
    addToStoredCart('U1', buildCartLine(goods, red, '', 2));
    expect(JSON.parse(localStorage.getItem('ES_SHOP_CART_U1')!)).toHaveLength(1);
    expect(readCart('U2')).toEqual([]);
    localStorage.setItem('ES_SHOP_CART_U3', 'broken');
    expect(readCart('U3')).toEqual([]);
  });
});

describe('quantity', () => {
  it('keeps a whole number between buyMin and the maximum', () => {
    expect(clampQuantity(0, 2, 500)).toBe(2);
    expect(clampQuantity(3.7, 1, 500)).toBe(3);
    expect(clampQuantity(900, 1, 500)).toBe(500);
    expect(clampQuantity(Number.NaN, 4, 500)).toBe(4);
  });

  it('reads the configured maximum, else 500', () => {
    expect(maxBuyOf('20')).toBe(20);
    expect(maxBuyOf('')).toBe(500);
    expect(maxBuyOf(undefined)).toBe(500);
    expect(maxBuyOf('-3')).toBe(500);
  });
});
