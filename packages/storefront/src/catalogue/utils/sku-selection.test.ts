import { describe, expect, it } from 'vitest';
import {
  initialSelection, isValueAvailable, missingAttr, selectedSku, selectionImage, skuPrice, toggleValue, variantLabel,
  type GoodAttr, type Sku,
} from './sku-selection';

const attrs: GoodAttr[] = [
  { attrId: 'c', attrName: 'Colour', attrValues: [{ attrValueId: 'red', attrValueName: 'Red', iconImg: '' }, { attrValueId: 'blue', attrValueName: 'Blue', iconImg: '/blue-icon.png' }] },
  { attrId: 's', attrName: 'Size', attrValues: [{ attrValueId: 'm', attrValueName: 'M', iconImg: '' }, { attrValueId: 'l', attrValueName: 'L', iconImg: '' }] },
];
const sku = (skuId: string, c: string, s: string, price: number, discount: number | null, stock: number, img = ''): Sku => ({
  skuId, attrs: [{ attrId: 'c', attrValueId: c }, { attrId: 's', attrValueId: s }], sellingPrice: price, discountPrice: discount, img: img ? [img] : [], stock,
});
const skus = [sku('1', 'red', 'm', 10, null, 0), sku('2', 'red', 'l', 12, 9.5, 3, '/red-l.png'), sku('3', 'blue', 'm', 11, null, 4)];

describe('SKU selection', () => {
  it('finds the SKU whose attribute values all match the selection', () => {
    expect(selectedSku(attrs, skus, { c: 'red', s: 'l' })?.skuId).toBe('2');
  });

  it('has no SKU while an attribute is unchosen or the combination does not exist', () => {
    expect(selectedSku(attrs, skus, { c: 'red' })).toBeUndefined();
    expect(selectedSku(attrs, skus, { c: 'blue', s: 'l' })).toBeUndefined();
    expect(missingAttr(attrs, { c: 'red' })?.attrName).toBe('Size');
  });

  it('gives a product without attributes its single SKU', () => {
    const only: Sku = { skuId: '-1', attrs: [], sellingPrice: 5, discountPrice: null, img: [], stock: 9 };
    expect(selectedSku([], [only], {})?.skuId).toBe('-1');
  });

  it('disables a value that only exists out of stock or not with the other chosen values', () => {
    expect(isValueAvailable(skus, { c: 'red' }, 's', 'm')).toBe(false);
    expect(isValueAvailable(skus, { c: 'red' }, 's', 'l')).toBe(true);
    expect(isValueAvailable(skus, { s: 'l' }, 'c', 'blue')).toBe(false);
    // Changing an attribute that is already chosen weighs only the other attributes.
    expect(isValueAvailable(skus, { c: 'red', s: 'm' }, 'c', 'blue')).toBe(true);
  });

  it('chooses a value and clears it on a second click', () => {
    const chosen = toggleValue({}, 'c', 'red');
    expect(chosen).toEqual({ c: 'red' });
    expect(toggleValue(chosen, 'c', 'blue')).toEqual({ c: 'blue' });
    expect(toggleValue(chosen, 'c', 'red')).toEqual({});
  });

  it('opens on the values of the first SKU in stock', () => {
    expect(initialSelection(attrs, skus)).toEqual({ c: 'red', s: 'l' });
    expect(initialSelection([], skus)).toEqual({});
  });

  it('prices a SKU at its discount price, else its selling price', () => {
    expect(skuPrice(skus[1])).toBe(9.5);
    expect(skuPrice(skus[2])).toBe(11);
  });

  it('labels the variant with attribute names and values in order', () => {
    expect(variantLabel(attrs, { s: 'm', c: 'blue' })).toBe('Colour: Blue, Size: M');
    expect(variantLabel([], {})).toBe('');
  });

  it('shows the SKU image, else the chosen value icon', () => {
    expect(selectionImage(attrs, skus[1], { c: 'red', s: 'l' })).toBe('/red-l.png');
    expect(selectionImage(attrs, skus[2], { c: 'blue', s: 'm' })).toBe('/blue-icon.png');
    expect(selectionImage(attrs, undefined, {})).toBe('');
  });
});
