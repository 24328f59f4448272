import { readStored, STORAGE_KEYS, writeStored } from '@mall/api-client/storage';
import type { GoodsDetail } from '@mall/api-client/catalogue';
import type { Sku } from './sku-selection';

// A cart line as SPEC.md §3 "Cart item" describes it, stored per buyer under ES_SHOP_CART_<usercode>.
// The cart screens come in a later issue; the product page only adds lines.

/** SPEC.md §5, §9: the largest quantity when the configuration has none. */
export const DEFAULT_MAX_BUY = 500;

/** One product variant in the cart. */
export interface CartLine {
  /** One line per product variant: `<sellerGoodsId>_<skuId>`. */
  identifier: string;
  sellerGoodsId: string;
  /** The chosen SKU; "-1" for a product without attributes. */
  skuId: string;
  name: string;
  /** Variant label, e.g. "Colour: Blue, Size: M"; '' without attributes. */
  checkAttrName: string;
  /** The variant's image ('' when it has none). */
  zoomImg: string;
  imgUrl1: string;
  /** The price to pay (the variant's discount price, else its selling price). */
  price: number;
  discountPrice: number | null;
  sellingPrice: number;
  buyMin: number;
  count: number;
  seller: { id: string; name: string };
}

/** The cart's storage key of one buyer. */
export const cartStorageKey = (usercode: string) => `${STORAGE_KEYS.cart}_${usercode}`;

/** The whole number of items to buy, within buyMin (default 1) and max (default 500). */
export function clampQuantity(value: number, buyMin = 1, max = DEFAULT_MAX_BUY): number {
  const min = Math.max(1, Math.floor(buyMin) || 1);
  const top = Math.max(min, Math.floor(max) || DEFAULT_MAX_BUY);
  const n = Number.isFinite(value) ? Math.floor(value) : min;
  return Math.min(top, Math.max(min, n));
}

/** The largest quantity of one order: the configured maximum (mall_max_goods_number_in_order), else 500. */
export function maxBuyOf(syspara: string | undefined): number {
  const n = Number(syspara);
  return Number.isInteger(n) && n > 0 ? n : DEFAULT_MAX_BUY;
}

/** The line for `count` of a product's chosen SKU (its price, image and label). */
export function buildCartLine(goods: GoodsDetail, sku: Sku, checkAttrName: string, count: number): CartLine {
  const buyMin = goods.buyMin > 0 ? goods.buyMin : 1;
  return {
    identifier: `${goods.id}_${sku.skuId}`,
    sellerGoodsId: goods.id,
    skuId: sku.skuId,
    name: goods.name,
    checkAttrName,
    zoomImg: sku.img,
    imgUrl1: goods.imgUrl1,
    price: sku.discountPrice ?? sku.sellingPrice,
    discountPrice: sku.discountPrice,
    sellingPrice: sku.sellingPrice,
    buyMin,
    count: Math.max(buyMin, count),
    seller: { id: goods.seller.id, name: goods.seller.name },
  };
}

/** SPEC.md §3: a line shows zoomImg, else imgUrl1. */
export const cartLineImage = (line: Pick<CartLine, 'zoomImg' | 'imgUrl1'>) => line.zoomImg || line.imgUrl1;

/** SPEC.md §3: the unit price is the first present of price, discountPrice, sellingPrice. */
export const cartLineUnitPrice = (line: Pick<CartLine, 'price' | 'discountPrice' | 'sellingPrice'>) =>
  line.price ?? line.discountPrice ?? line.sellingPrice;

/** The cart after adding a line: the same variant adds up (never beyond `max`), a new one comes first. */
export function addCartLine(cart: readonly CartLine[], line: CartLine, max = DEFAULT_MAX_BUY): CartLine[] {
  const existing = cart.find((l) => l.identifier === line.identifier);
  if (!existing) return [{ ...line, count: clampQuantity(line.count, line.buyMin, max) }, ...cart];
  return cart.map((l) => (l === existing ? { ...line, count: clampQuantity(existing.count + line.count, line.buyMin, max) } : l));
}

/** The stored cart of a buyer; a damaged value reads as empty. */
export function readCart(usercode: string): CartLine[] {
  try {
    const v: unknown = JSON.parse(readStored(cartStorageKey(usercode)) ?? '[]');
    return Array.isArray(v) ? v.filter((l): l is CartLine => Boolean(l) && typeof (l as CartLine).identifier === 'string') : [];
  } catch {
    return [];
  }
}

/** Adds a line to a buyer's stored cart and answers the line as stored. */
export function addToStoredCart(usercode: string, line: CartLine, max = DEFAULT_MAX_BUY): CartLine {
  const next = addCartLine(readCart(usercode), line, max);
  writeStored(cartStorageKey(usercode), JSON.stringify(next));
  return next.find((l) => l.identifier === line.identifier)!;
}
