import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { containsPattern, rawRows } from '../../db/rows';
import { testDatabase } from '../../test/harness';
import { searchIndexMismatches } from '../../test/search-index';
import { cards, SEARCH_COUNT_CAP, searchRead, searchWords, type ListFilter, type ListOrder } from './repo';

// The search index must answer exactly what LIKE on the listing's search text answers: the same
// goods, the same total (up to the cap), the same order, whatever changes the listing.

let database: Database;
/** A first page of a search (counted), another page of it (its total known), and suggestions (uncounted). */
const searchPage = async (f: ListFilter, order: ListOrder, limit: number, offset: number) => {
  const { ids, total } = await searchRead(database.db, f, order, limit, offset, undefined, null);
  return { ids, total };
};
const searchPageOfKnownTotal = async (f: ListFilter, order: ListOrder, limit: number, offset: number, total: number) => (await searchRead(database.db, f, order, limit, offset, total, null)).ids;
const searchIds = async (f: ListFilter, order: ListOrder, limit: number, offset: number) => (await searchRead(database.db, f, order, limit, offset, Infinity, null)).ids;
const exec = (q: string) => rawRows<Record<string, unknown>>(database.db, q);

const ORDER_SQL: Record<ListOrder, string> = {
  relevance: 'sold_num DESC, id DESC', sold: 'sold_num DESC, id DESC', new: 'id DESC', price_asc: 'sort_price ASC, id ASC', price_desc: 'sort_price DESC, id DESC',
};

/** What a search answers by LIKE on the whole search text of every visible listing. */
async function truth(keyword: string, order: ListOrder): Promise<number[]> {
  const likes = searchWords(keyword).map((w) => `search_text LIKE '${containsPattern(w).replace(/'/g, "''")}'`);
  return (await exec(`SELECT id FROM seller_goods WHERE visible AND ${likes.join(' AND ')} ORDER BY ${ORDER_SQL[order]}`)).map((r) => Number(r.id));
}

async function expectSameAsLike(keywords: string[], orders: ListOrder[] = ['relevance', 'new', 'price_asc', 'price_desc']) {
  for (const keyword of keywords) {
    for (const order of orders) {
      const all = await truth(keyword, order);
      const total = Math.min(all.length, SEARCH_COUNT_CAP);
      for (const offset of [0, 20, 980]) {
        const first = await searchPage({ keyword }, order, 20, offset);
        const want = offset >= total ? [] : all.slice(offset, Math.min(offset + 20, total));
        expect([keyword, order, offset, first.total]).toEqual([keyword, order, offset, total]);
        expect([keyword, order, offset, first.ids]).toEqual([keyword, order, offset, want]);
        expect(await searchPageOfKnownTotal({ keyword }, order, 20, offset, total)).toEqual(want);
        // Read in a language: the same page, and its cards as cards() gives them, or none (the search
        // index reads pages without them; the service has them).
        for (const known of [undefined, total]) {
          const read = await searchRead(database.db, { keyword }, order, 20, offset, known, 'en');
          expect([keyword, order, offset, known, read.ids, read.total]).toEqual([keyword, order, offset, known, want, total]);
          expect([[], await cards(database.db, want, 'en')]).toContainEqual(read.cards);
        }
      }
      expect(await searchIds({ keyword }, order, 10, 0)).toEqual(all.slice(0, 10));
    }
  }
}

const KEYWORDS = ['lamp', 'LAMPS', 'lampsh', 'teapot', 'lamp teapot', 'teapot kettle', 'classic lamp 7', '台灯', '灯', '经典台', '典台 lamp', 'โคมไฟ', 'zzzq', '100%', 'la_p', 'ket',
  // In more catalogue words than the index walks: read from the listing.
  'sku', 'sku1 lamp'];

beforeAll(async () => {
  database = await testDatabase();
  await exec(`INSERT INTO sellers (email, password_hash, name, store_name) SELECT 's' || i || '@mall.test', 'x', 'S', 'Shop ' || i FROM generate_series(1, 3) i`);
  await exec(`INSERT INTO stores (seller_id, name, status) SELECT id, store_name, 'active' FROM sellers`);
  await exec(`INSERT INTO categories (name, level, sort) VALUES ('Lights', 1, 0)`);
  // 2,000 listings: 'lamp' is in four catalogue words (lamp, lamps, lampshade, lamplight) and in more
  // listings than the cap; 'sku' in 2,000; sales repeat (ties break on the id); a fifth have a discount.
  await exec(`INSERT INTO goods (id, category_id, name, price) SELECT i, (SELECT id FROM categories), 'g' || i, 10 FROM generate_series(1, 2000) i`);
  await exec(`INSERT INTO seller_goods (store_id, goods_id, category_id, selling_price, discount_price, sold_num, search_text)
    SELECT (SELECT min(id) FROM stores) + i % 3, i, (SELECT id FROM categories), 10 + i % 50, CASE WHEN i % 5 = 0 THEN 5 + i % 7 END, i % 37,
      lower((ARRAY['Classic','Smart','Mini','Lamplight'])[1 + i % 4] || ' ' || (ARRAY['lamp','lamps','lampshade','teapot','kettle','100%','la_p'])[1 + i % 7] || ' ' || i
        || ' ' || (ARRAY['经典','智能'])[1 + i % 2] || (ARRAY['台灯','茶壶','灯罩'])[1 + i % 3] || ' ' || (ARRAY['โคมไฟ','กาน้ำชา'])[1 + i % 2] || ' shop ' || (i % 3 + 1) || ' sku' || i)
    FROM generate_series(1, 2000) i`);
});
afterAll(async () => { await database?.close(); });

describe('the search index', () => {
  it('holds every word of every visible listing, with its count', async () => {
    expect(await searchIndexMismatches(exec)).toEqual([]);
    const [lamp] = await exec(`SELECT n FROM search_terms WHERE term = 'lamp'`);
    expect(Number(lamp.n)).toBe(285);
  });

  it('answers what LIKE answers: goods, capped total and order, for whole, partial, CJK, Thai and several words', async () => {
    expect((await truth('lamp', 'new')).length).toBeGreaterThan(SEARCH_COUNT_CAP);
    await expectSameAsLike(KEYWORDS);
  });

  it('stays exact as goods are unshelved, renamed, sold, repriced and deleted, and as a store closes', async () => {
    await exec(`UPDATE seller_goods SET is_shelf = false WHERE id % 10 = 1`);
    await exec(`UPDATE seller_goods SET search_text = 'teapot lampshade 茶壶 renamed' WHERE id % 10 = 2`);
    await exec(`UPDATE seller_goods SET sold_num = sold_num + id % 13 WHERE id % 10 = 3`);
    await exec(`UPDATE seller_goods SET discount_price = NULL, selling_price = 3 + id % 11 WHERE id % 10 = 4`);
    await exec(`DELETE FROM seller_goods WHERE id % 10 = 5`);
    await exec(`UPDATE stores SET status = 'disabled' WHERE id = (SELECT min(id) FROM stores)`);
    expect(await searchIndexMismatches(exec)).toEqual([]);
    await expectSameAsLike(['lamp', 'teapot', 'renamed lamp', '茶壶', '灯'], ['relevance', 'price_asc']);
    await exec(`UPDATE stores SET status = 'active'`);
    await exec(`UPDATE seller_goods SET is_shelf = true`);
    expect(await searchIndexMismatches(exec)).toEqual([]);
    await expectSameAsLike(['lamp', 'renamed', 'lamplight teapot'], ['relevance', 'new']);
  });

  it('is what answers a search by words (a word hidden from it is not found)', async () => {
    expect((await searchPage({ keyword: 'kettle' }, 'relevance', 20, 0)).total).toBeGreaterThan(0);
    await exec(`UPDATE search_terms SET n = 0 WHERE term = 'kettle'`);
    expect(await searchPage({ keyword: 'kettle' }, 'relevance', 20, 0)).toEqual({ ids: [], total: 0 });
    // A search in a store, or of a word too short for the index, reads the listing.
    expect((await searchPage({ keyword: 'kettle', storeId: Number((await exec('SELECT min(id) AS id FROM stores'))[0].id) }, 'relevance', 20, 0)).total).toBeGreaterThan(0);
    await exec(`UPDATE search_terms st SET n = (SELECT count(*) FROM search_postings p WHERE p.term_id = st.id) WHERE term = 'kettle'`);
    expect(await searchIndexMismatches(exec)).toEqual([]);
  });

  it('is built the same by the seed as by the trigger', async () => {
    const before = await exec(`SELECT st.term, p.goods_id, p.sold_num FROM search_postings p JOIN search_terms st ON st.id = p.term_id ORDER BY 1, 2`);
    const { rebuildSearchIndex } = await import('../../seed/seed');
    await rebuildSearchIndex(database.db);
    expect(await searchIndexMismatches(exec)).toEqual([]);
    expect(await exec(`SELECT st.term, p.goods_id, p.sold_num FROM search_postings p JOIN search_terms st ON st.id = p.term_id ORDER BY 1, 2`)).toEqual(before);
  });
});
