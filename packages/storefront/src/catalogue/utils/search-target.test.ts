import { describe, expect, it } from 'vitest';
import type { GoodsCard, StoreCard } from '@mall/api-client/catalogue';
import { decodeKeyword, encodeKeyword, searchTarget } from './search-target';

const store = (id: string, name: string) => ({ id, name }) as StoreCard;
const goods = { id: '7', name: 'Kettle' } as GoodsCard;

describe('search target', () => {
  it('opens the store whose name is the keyword', () => {
    expect(searchTarget('kettle house', { goodsList: [goods], sellerList: [store('1', 'Lamps'), store('2', 'Kettle House')] }))
      .toEqual({ kind: 'store', sellerId: '2' });
  });

  it('shows the results when goods match and no store is named so', () => {
    expect(searchTarget('kettle', { goodsList: [goods], sellerList: [store('2', 'Kettle House')] })).toEqual({ kind: 'results' });
  });

  it('shows the results, which list the matching stores, when no store is named so', () => {
    expect(searchTarget('house', { goodsList: [], sellerList: [store('2', 'Kettle House')] })).toEqual({ kind: 'results' });
    expect(searchTarget('house', { goodsList: [], sellerList: [store('1', 'A House'), store('2', 'B House')] })).toEqual({ kind: 'results' });
    expect(searchTarget('zzz', { goodsList: [], sellerList: [] })).toEqual({ kind: 'results' });
  });
});

describe('keyword parameter', () => {
  it('round-trips a keyword through its JSON form', () => {
    expect(encodeKeyword(' red "tea" pot ')).toBe('"red \\"tea\\" pot"');
    expect(decodeKeyword(encodeKeyword('red "tea" pot'))).toBe('red "tea" pot');
  });

  it('accepts a raw keyword and a missing one', () => {
    expect(decodeKeyword('kettle')).toBe('kettle');
    expect(decodeKeyword('42')).toBe('42');
    expect(decodeKeyword(null)).toBe('');
  });
});
