import type { GoodsAttrInput, GoodsSkuInput } from '@mall/api-client/catalogue-staff';
import { parseAmount, parseCount } from '@mall/backoffice/shared/number-input';
import { checkSaleTerms, type SaleTermsError } from './sale-terms';

// The variants of an own product: attributes (Colour: Red, Blue; Size: S, M) and one SKU row per combination
// of their values, each with its own price, discount price, image and stock.

/** An attribute as the seller types it. */
export interface AttrDraft { name: string; values: string[] }

/** A SKU row as the seller types it; `values` follow the order of the attributes in use. */
export interface SkuDraft { values: string[]; sellingPrice: string; discountPrice: string; img: string; stock: string }

/** Most attributes and values per attribute: beyond this the SKU table stops being editable by hand. */
export const MAX_ATTRS = 3;
export const MAX_VALUES = 20;

/** Attributes that take part in the SKU table: named, with their distinct non-empty values (case-insensitively). */
export function activeAttrs(attrs: readonly AttrDraft[]): GoodsAttrInput[] {
  return attrs
    .map((a) => {
      const seen = new Set<string>();
      const values = a.values.map((v) => v.trim()).filter((v) => {
        const key = v.toLocaleLowerCase();
        if (!v || seen.has(key)) return false;
        seen.add(key);
        return true;
      });
      return { name: a.name.trim(), values };
    })
    .filter((a) => a.name && a.values.length > 0);
}

/** Every combination of one value per attribute, the first attribute varying slowest ([] without attributes). */
export function skuCombinations(attrs: readonly GoodsAttrInput[]): string[][] {
  if (attrs.length === 0) return [];
  return attrs.reduce<string[][]>((combos, attr) => combos.flatMap((c) => attr.values.map((v) => [...c, v])), [[]]);
}

type Picked = Map<string, string>;
const picked = (names: readonly string[], values: readonly string[]): Picked => new Map(names.map((n, i) => [n.toLocaleLowerCase(), values[i]]));
/** True when every attribute value of `a` is the same in `b` (b may have more attributes). */
const within = (a: Picked, b: Picked) => [...a].every(([k, v]) => b.get(k) === v);

/**
 * The SKU rows for the attributes, keeping what the seller already typed: a row whose combination is unchanged
 * keeps its values; after adding an attribute, each new row starts from the row it extends; after removing one,
 * from the first row it came from. Other new rows start from `defaults`.
 */
export function buildSkuRows(
  attrs: readonly GoodsAttrInput[],
  previous: { attrs: readonly GoodsAttrInput[]; rows: readonly SkuDraft[] },
  defaults: Omit<SkuDraft, 'values'>,
): SkuDraft[] {
  const names = attrs.map((a) => a.name);
  const oldNames = previous.attrs.map((a) => a.name);
  const old = previous.rows.map((r) => ({ row: r, picked: picked(oldNames, r.values) }));
  return skuCombinations(attrs).map((values) => {
    const now = picked(names, values);
    const match = old.find((o) => o.picked.size === now.size && within(o.picked, now))
      ?? old.find((o) => o.picked.size > 0 && (within(o.picked, now) || within(now, o.picked)));
    const base = match?.row ?? defaults;
    return { sellingPrice: base.sellingPrice, discountPrice: base.discountPrice, img: base.img, stock: base.stock, values };
  });
}

export type AttrError = 'noValues' | 'noName' | 'duplicateName';

/** What blocks saving each attribute: a name without values, values without a name, or a name used twice. */
export function checkAttrs(attrs: readonly AttrDraft[]): Array<AttrError | null> {
  const names = attrs.map((a) => a.name.trim().toLocaleLowerCase());
  return attrs.map((a, i) => {
    const name = names[i];
    const hasValues = a.values.some((v) => v.trim());
    if (!name && hasValues) return 'noName';
    if (name && !hasValues) return 'noValues';
    if (name && names.indexOf(name) !== i) return 'duplicateName';
    return null;
  });
}

/** A readable name of a combination, e.g. "Red / M". */
export const skuLabel = (values: readonly string[]) => values.join(' / ');

export type SkuRowErrors = Partial<Record<'sellingPrice' | 'discountPrice' | 'stock', SaleTermsError>>;

/** Checks one SKU row with the product rules: a price, an optional discount price below it and a whole stock. */
export function checkSkuRow(row: Pick<SkuDraft, 'sellingPrice' | 'discountPrice' | 'stock'>): SkuRowErrors {
  const { buyMin: _buyMin, ...errors } = checkSaleTerms({ ...row, buyMin: '1' });
  return errors;
}

/** The SKUs as the API takes them; call after every row passed `checkSkuRow`. */
export function toSkuInputs(rows: readonly SkuDraft[]): GoodsSkuInput[] {
  return rows.map((r) => ({
    values: r.values,
    sellingPrice: parseAmount(r.sellingPrice) ?? 0,
    discountPrice: r.discountPrice.trim() ? parseAmount(r.discountPrice) : null,
    img: r.img,
    stock: parseCount(r.stock) ?? 0,
  }));
}

/**
 * The product-level terms derived from its SKUs: the prices of the SKU buyers pay least for (the "from" price, kept
 * as one SKU's pair so its discount stays below its price) and the total stock.
 */
export function summariseSkus(skus: readonly GoodsSkuInput[]): { sellingPrice: number; discountPrice: number | null; stock: number } {
  const pays = (s: GoodsSkuInput) => s.discountPrice ?? s.sellingPrice;
  const cheapest = skus.reduce((a, b) => (pays(b) < pays(a) ? b : a));
  return { sellingPrice: cheapest.sellingPrice, discountPrice: cheapest.discountPrice, stock: skus.reduce((n, s) => n + s.stock, 0) };
}

/** The server takes at most this many SKUs per product. */
export const MAX_SKUS = 100;
