import { describe, expect, it } from 'vitest';
import { activeAttrs, buildSkuRows, checkAttrs, checkSkuRow, skuCombinations, summariseSkus, toSkuInputs, type SkuDraft } from './sku-table';

const defaults = { sellingPrice: '', discountPrice: '', img: '', stock: '' };
const row = (values: string[], sellingPrice: string, stock = '1'): SkuDraft => ({ values, sellingPrice, discountPrice: '', img: '', stock });

describe('SKU combinations', () => {
  it('makes one combination per value of a single attribute', () => {
    expect(skuCombinations([{ name: 'Colour', values: ['Red', 'Blue'] }])).toEqual([['Red'], ['Blue']]);
  });

  it('crosses every value of every attribute, the first attribute varying slowest', () => {
    expect(skuCombinations([{ name: 'Colour', values: ['Red', 'Blue'] }, { name: 'Size', values: ['S', 'M', 'L'] }])).toEqual([
      ['Red', 'S'], ['Red', 'M'], ['Red', 'L'], ['Blue', 'S'], ['Blue', 'M'], ['Blue', 'L'],
    ]);
  });

  it('has no combinations without attributes', () => {
    expect(skuCombinations([])).toEqual([]);
  });

  it('ignores unnamed attributes, attributes without values, blank and repeated values', () => {
    expect(activeAttrs([
      { name: ' Colour ', values: ['Red', ' red ', '', 'Blue '] },
      { name: '', values: ['X'] },
      { name: 'Size', values: ['  '] },
    ])).toEqual([{ name: 'Colour', values: ['Red', 'Blue'] }]);
  });
});

describe('SKU rows', () => {
  const colour = { name: 'Colour', values: ['Red', 'Blue'] };

  it('starts new rows from the defaults', () => {
    expect(buildSkuRows([colour], { attrs: [], rows: [] }, { ...defaults, sellingPrice: '9' })).toEqual([
      { values: ['Red'], sellingPrice: '9', discountPrice: '', img: '', stock: '' },
      { values: ['Blue'], sellingPrice: '9', discountPrice: '', img: '', stock: '' },
    ]);
  });

  it('keeps what was typed for combinations that still exist when a value is added', () => {
    const previous = { attrs: [colour], rows: [row(['Red'], '10', '3'), row(['Blue'], '12', '4')] };
    const rows = buildSkuRows([{ name: 'Colour', values: ['Red', 'Blue', 'Green'] }], previous, defaults);
    expect(rows.map((r) => [r.values[0], r.sellingPrice, r.stock])).toEqual([['Red', '10', '3'], ['Blue', '12', '4'], ['Green', '', '']]);
  });

  it('drops the rows of a removed value', () => {
    const previous = { attrs: [colour], rows: [row(['Red'], '10'), row(['Blue'], '12')] };
    expect(buildSkuRows([{ name: 'Colour', values: ['Blue'] }], previous, defaults).map((r) => r.sellingPrice)).toEqual(['12']);
  });

  it('starts the rows of a new attribute from the row they extend', () => {
    const previous = { attrs: [colour], rows: [row(['Red'], '10'), row(['Blue'], '12')] };
    const rows = buildSkuRows([colour, { name: 'Size', values: ['S', 'M'] }], previous, defaults);
    expect(rows.map((r) => [...r.values, r.sellingPrice])).toEqual([['Red', 'S', '10'], ['Red', 'M', '10'], ['Blue', 'S', '12'], ['Blue', 'M', '12']]);
  });

  it('keeps the first matching row when an attribute is removed', () => {
    const size = { name: 'Size', values: ['S', 'M'] };
    const previous = { attrs: [colour, size], rows: [row(['Red', 'S'], '10'), row(['Red', 'M'], '11'), row(['Blue', 'S'], '12'), row(['Blue', 'M'], '13')] };
    expect(buildSkuRows([colour], previous, defaults).map((r) => r.sellingPrice)).toEqual(['10', '12']);
  });

  it('keeps rows when the attributes are reordered', () => {
    const size = { name: 'Size', values: ['S'] };
    const previous = { attrs: [colour, size], rows: [row(['Red', 'S'], '10'), row(['Blue', 'S'], '12')] };
    const rows = buildSkuRows([size, colour], previous, defaults);
    expect(rows.map((r) => [...r.values, r.sellingPrice])).toEqual([['S', 'Red', '10'], ['S', 'Blue', '12']]);
  });
});

describe('SKU checks and totals', () => {
  it('needs a price and a stock, and a discount price below the price', () => {
    expect(checkSkuRow({ sellingPrice: '', discountPrice: '', stock: '' })).toEqual({ sellingPrice: 'required', stock: 'required' });
    expect(checkSkuRow({ sellingPrice: '10', discountPrice: '10', stock: '2' })).toEqual({ discountPrice: 'discountNotLower' });
    expect(checkSkuRow({ sellingPrice: '10', discountPrice: '8.5', stock: '2.5' })).toEqual({ stock: 'invalidStock' });
    expect(checkSkuRow({ sellingPrice: '10', discountPrice: '', stock: '0' })).toEqual({});
  });

  it('sends typed rows as numbers, with no discount as null', () => {
    expect(toSkuInputs([{ values: ['Red'], sellingPrice: '10.5', discountPrice: '', img: '/u/r.png', stock: '3' }])).toEqual([
      { values: ['Red'], sellingPrice: 10.5, discountPrice: null, img: '/u/r.png', stock: 3 },
    ]);
  });

  it('derives the product price from the cheapest SKU and its stock from all of them', () => {
    expect(summariseSkus([
      { values: ['Red'], sellingPrice: 12, discountPrice: null, img: '', stock: 2 },
      { values: ['Blue'], sellingPrice: 10, discountPrice: 9, img: '', stock: 5 },
    ])).toEqual({ sellingPrice: 10, discountPrice: 9, stock: 7 });
  });

  it("keeps the cheapest SKU's own price pair, so the discount stays below the price", () => {
    expect(summariseSkus([
      { values: ['S'], sellingPrice: 10, discountPrice: null, img: '', stock: 1 },
      { values: ['L'], sellingPrice: 20, discountPrice: 8, img: '', stock: 1 },
      { values: ['M'], sellingPrice: 9.5, discountPrice: null, img: '', stock: 1 },
    ])).toEqual({ sellingPrice: 20, discountPrice: 8, stock: 3 });
  });
});

describe('attribute checks', () => {
  it('flags a name without values, values without a name and a repeated name', () => {
    expect(checkAttrs([
      { name: 'Colour', values: ['Red'] },
      { name: 'Size', values: [] },
      { name: '', values: ['X'] },
      { name: ' colour', values: ['Blue'] },
      { name: '', values: [] },
    ])).toEqual([null, 'noValues', 'noName', 'duplicateName', null]);
  });
});
