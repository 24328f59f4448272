import { Money } from './money';

// Cart rules of docs/product-rules.md (cart item, checkout selection), written once for both storefronts.

/** A cart line as the storefronts keep it (under ES_SHOP_CART_<usercode>). */
export interface CartLine {
  /** One line per product variant: `<sellerGoodsId>_<skuId>`. */
  identifier: string;
  sellerGoodsId: string;
  /** The chosen SKU; "-1" for a product without attributes. */
  skuId: string;
  name: string;
  /** Variant label, e.g. "Colour: Blue, Size: M"; '' without attributes. */
  checkAttrName: string;
  /** The variant's image ('' when it has none); the line shows it, else imgUrl1. */
  zoomImg: string;
  imgUrl1: string;
  price?: number | null;
  discountPrice?: number | null;
  sellingPrice?: number | null;
  /** Smallest quantity of the product (default 1). */
  buyMin?: number;
  count: number;
  /** In the checkout selection; lines are checked by default (docs/product-rules.md). */
  checked: boolean;
  seller: { id: string; name: string };
}

/** The largest quantity of one order when the platform parameter is absent (docs/product-rules.md). */
export const DEFAULT_MAX_PER_ORDER = 500;

/** The largest quantity of one order: the configured `mall_max_goods_number_in_order`, else 500. */
export function maxBuyOf(syspara: string | undefined | null): number {
  const n = Number(syspara);
  return syspara != null && syspara !== '' && Number.isInteger(n) && n > 0 ? n : DEFAULT_MAX_PER_ORDER;
}

/** Unit price: the first present of price, discountPrice, sellingPrice (docs/product-rules.md). */
export function unitPrice(l: Pick<CartLine, 'price' | 'discountPrice' | 'sellingPrice'>): Money {
  const v = [l.price, l.discountPrice, l.sellingPrice].find((p) => p !== undefined && p !== null);
  return v === undefined || v === null ? Money.zero() : Money.fromWire(v);
}

/** The image a line shows: zoomImg, else imgUrl1 (docs/product-rules.md). */
export const lineImage = (l: Pick<CartLine, 'zoomImg' | 'imgUrl1'>): string => l.zoomImg || l.imgUrl1;

/** A quantity as a whole number between buyMin (default 1) and the maximum (default 500). */
export function clampQuantity(n: number, buyMin = 1, max = DEFAULT_MAX_PER_ORDER): number {
  const min = Math.max(1, Math.floor(buyMin) || 1);
  const top = Math.max(min, Math.floor(max) || DEFAULT_MAX_PER_ORDER);
  const q = Number.isFinite(n) ? Math.floor(n) : min;
  return Math.min(top, Math.max(min, q));
}

/** Unit price times count, exact. */
export function lineTotal(l: Pick<CartLine, 'price' | 'discountPrice' | 'sellingPrice' | 'count'>): Money {
  return unitPrice(l).times(l.count);
}

/** A seller's group of lines for the checkout selection (docs/product-rules.md). */
export interface CartGroup {
  title: string;
  sellerId: string;
  checkList: CartLine[];
  checkAll: boolean;
  isIndeterminate: boolean;
  checkTotal: Money;
}

/** Groups lines per seller in first-seen order, with check-all and the indeterminate state. */
export function groupBySeller(lines: readonly CartLine[]): CartGroup[] {
  const groups = new Map<string, CartGroup>();
  for (const l of lines) {
    let g = groups.get(l.seller.id);
    if (!g) {
      g = { title: l.seller.name, sellerId: l.seller.id, checkList: [], checkAll: false, isIndeterminate: false, checkTotal: Money.zero() };
      groups.set(l.seller.id, g);
    }
    g.checkList.push(l);
  }
  for (const g of groups.values()) {
    const checked = g.checkList.filter((l) => l.checked);
    g.checkAll = checked.length === g.checkList.length;
    g.isIndeterminate = checked.length > 0 && !g.checkAll;
    g.checkTotal = checked.reduce((sum, l) => sum.plus(lineTotal(l)), Money.zero());
  }
  return [...groups.values()];
}

/** The total of the checked lines. */
export function checkedTotal(lines: readonly CartLine[]): Money {
  return lines.filter((l) => l.checked).reduce((sum, l) => sum.plus(lineTotal(l)), Money.zero());
}

/** Checkout proceeds only with at least one checked line and a non-zero total (docs/product-rules.md). */
export function canCheckout(lines: readonly CartLine[]): boolean {
  return lines.some((l) => l.checked) && checkedTotal(lines).isPositive();
}

/** Adds a line, checked, or raises the count of the same variant (within its bounds); a new variant comes first. */
export function addLine(lines: readonly CartLine[], line: CartLine, max = DEFAULT_MAX_PER_ORDER): CartLine[] {
  const existing = lines.find((l) => l.identifier === line.identifier);
  if (!existing) return [{ ...line, checked: true, count: clampQuantity(line.count, line.buyMin, max) }, ...lines];
  return lines.map((l) => (l === existing ? { ...line, checked: true, count: clampQuantity(existing.count + line.count, line.buyMin, max) } : l));
}

/** Sets one line's quantity, kept within buyMin and the maximum. */
export function setLineCount(lines: readonly CartLine[], identifier: string, count: number, max = DEFAULT_MAX_PER_ORDER): CartLine[] {
  return lines.map((l) => (l.identifier === identifier ? { ...l, count: clampQuantity(count, l.buyMin, max) } : l));
}

/** Checks or unchecks the given lines (one line, a seller's group or all). */
export function setChecked(lines: readonly CartLine[], identifiers: readonly string[], checked: boolean): CartLine[] {
  const ids = new Set(identifiers);
  return lines.map((l) => (ids.has(l.identifier) ? { ...l, checked } : l));
}

/** The lines without the given ones (delete, or the ordered lines after checkout). */
export function removeLines(lines: readonly CartLine[], identifiers: readonly string[]): CartLine[] {
  const ids = new Set(identifiers);
  return lines.filter((l) => !ids.has(l.identifier));
}

/** A stored line as the rules expect it: checked unless stored unchecked, a whole count within its bounds. */
export function normalizeLine(l: Omit<CartLine, 'checked'> & { checked?: boolean }, max = DEFAULT_MAX_PER_ORDER): CartLine {
  return { ...l, checked: l.checked !== false, count: clampQuantity(l.count, l.buyMin, max) };
}

/** The lines of a checkout: the saved selection still in the cart, else the checked lines. */
export function checkoutLines(lines: readonly CartLine[], selection: readonly string[] | null): CartLine[] {
  if (!selection) return lines.filter((l) => l.checked);
  const ids = new Set(selection);
  return lines.filter((l) => ids.has(l.identifier));
}

/** The product variants and quantities an order is made of, as `order!preview`/`order!submit` take them. */
export function orderItemsOf(lines: readonly CartLine[]): { sellerGoodsId: string; skuId: string; qty: number }[] {
  return lines.map((l) => ({ sellerGoodsId: l.sellerGoodsId, skuId: l.skuId, qty: l.count }));
}

/** Freight is the shipping fee plus the long-distance freight plus the delivery fee (docs/product-rules.md); the server prices orders with it. */
export function freightOf(f: { shippingFee: Money | number; longDistanceFee: Money | number; deliveryFee: Money | number }): Money {
  const m = (v: Money | number) => (v instanceof Money ? v : Money.fromWire(v));
  return m(f.shippingFee).plus(m(f.longDistanceFee)).plus(m(f.deliveryFee));
}

/** The local-storage prefix of carts (docs/product-rules.md), one per user code. */
export const CART_STORAGE_PREFIX = 'ES_SHOP_CART';

/** The local-storage key of a user's cart. */
export const cartStorageKey = (usercode: string) => `${CART_STORAGE_PREFIX}_${usercode}`;
