import type { GoodsDetail } from '@mall/api-client/catalogue';
import {
  addLine, cartStorageKey, clampQuantity, DEFAULT_MAX_PER_ORDER, lineImage, maxBuyOf, unitPrice, type CartLine,
} from '@mall/domain/cart';
import { readCart, writeCart } from '../../shared/utils/cart-store';
import type { Sku } from './sku-selection';

// A cart line as docs/product-rules.md "Cart item" describes it, stored per buyer under ES_SHOP_CART_<usercode>.
// The shape and its rules live in @mall/domain/cart; the stored carts in shared/utils/cart-store.

export type { CartLine };
export { cartStorageKey, clampQuantity, maxBuyOf, readCart };

/** docs/product-rules.md: the largest quantity when the configuration has none. */
export const DEFAULT_MAX_BUY = DEFAULT_MAX_PER_ORDER;

/** The line for `count` of a product's chosen SKU (its price, image and label). */
export function buildCartLine(goods: GoodsDetail, sku: Sku, checkAttrName: string, count: number): CartLine {
  const buyMin = goods.buyMin > 0 ? goods.buyMin : 1;
  return {
    identifier: `${goods.id}_${sku.skuId}`,
    sellerGoodsId: goods.id,
    skuId: sku.skuId,
    name: goods.name,
    checkAttrName,
    zoomImg: sku.img[0] ?? '',
    imgUrl1: goods.imgUrl1,
    price: sku.discountPrice ?? sku.sellingPrice,
    discountPrice: sku.discountPrice,
    sellingPrice: sku.sellingPrice,
    buyMin,
    count: Math.max(buyMin, count),
    checked: true,
    seller: { id: goods.seller.id, name: goods.seller.name },
  };
}

/** docs/product-rules.md: a line shows zoomImg, else imgUrl1. */
export const cartLineImage = lineImage;

/** docs/product-rules.md: the unit price is the first present of price, discountPrice, sellingPrice. */
export const cartLineUnitPrice = unitPrice;

/** The cart after adding a line: the same variant adds up (never beyond `max`), a new one comes first. */
export const addCartLine = addLine;

/** Adds a line to a buyer's stored cart and answers the line as stored. */
export function addToStoredCart(usercode: string, line: CartLine, max = DEFAULT_MAX_BUY): CartLine {
  const next = addCartLine(readCart(usercode), line, max);
  writeCart(usercode, next);
  return next.find((l) => l.identifier === line.identifier)!;
}
