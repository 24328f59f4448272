import { describe, expect, it } from 'vitest';
import { checkSaleTerms, draftFromTerms, termsFromDraft } from './sale-terms';

const draft = { sellingPrice: '20', discountPrice: '', buyMin: '1', stock: '5' };

describe('sale terms', () => {
  it('accepts a price, no discount, a minimum of one and a stock of zero', () => {
    expect(checkSaleTerms({ ...draft, stock: '0' })).toEqual({});
  });

  it('refuses a discount price that is not below the selling price', () => {
    expect(checkSaleTerms({ ...draft, discountPrice: '20' })).toEqual({ discountPrice: 'discountNotLower' });
    expect(checkSaleTerms({ ...draft, discountPrice: '25' })).toEqual({ discountPrice: 'discountNotLower' });
  });

  it('refuses a zero price and a minimum purchase below one', () => {
    expect(checkSaleTerms({ ...draft, sellingPrice: '0', buyMin: '0' })).toEqual({ sellingPrice: 'invalidPrice', buyMin: 'invalidBuyMin' });
  });

  it('checks only the minimum purchase when SKUs carry price and stock', () => {
    expect(checkSaleTerms({ sellingPrice: '', discountPrice: 'x', buyMin: '', stock: '' }, true)).toEqual({ buyMin: 'required' });
  });

  it('round-trips stored terms through the form', () => {
    const terms = { sellingPrice: 19.9, discountPrice: 15, buyMin: 2, stock: 30 };
    expect(termsFromDraft(draftFromTerms(terms))).toEqual(terms);
    expect(termsFromDraft(draftFromTerms({ ...terms, discountPrice: null })).discountPrice).toBeNull();
  });
});
