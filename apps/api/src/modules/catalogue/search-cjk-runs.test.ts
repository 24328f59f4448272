import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { rawRows } from '../../db/rows';
import { rebuildSearchIndex, recountListings } from '../../seed/seed';
import { testDatabase } from '../../test/harness';
import { searchIndexMismatches } from '../../test/search-index';
import { indexTerms, SEARCH_COUNT_CAP, searchRead, type ListOrder } from './repo';

// A run of three or more CJK characters is looked up in the search index as its pairs and checked
// whole on the listing's text. Its pairs can be in far more listings than the run itself (here
// 太阳 and 阳镜 are in every listing, 太阳镜 in a fifth of them, then in 300), and more than the
// index reads to count: the answers must still be exactly LIKE's.

let database: Database;
const exec = (q: string) => rawRows<Record<string, unknown>>(database.db, q);

const ORDER_SQL: Record<ListOrder, string> = {
  relevance: 'sold_num DESC, id DESC', sold: 'sold_num DESC, id DESC', new: 'id DESC', price_asc: 'sort_price ASC, id ASC', price_desc: 'sort_price DESC, id DESC',
};

async function truth(word: string, order: ListOrder): Promise<number[]> {
  return (await exec(`SELECT id FROM seller_goods WHERE visible AND search_text LIKE '%${word}%' ORDER BY ${ORDER_SQL[order]}`)).map((r) => Number(r.id));
}

async function expectSameAsLike(word: string, orders: ListOrder[]): Promise<number> {
  let matches = 0;
  for (const order of orders) {
    const all = await truth(word, order);
    matches = all.length;
    const total = Math.min(all.length, SEARCH_COUNT_CAP);
    for (const offset of [0, 40, 980]) {
      const want = offset >= total ? [] : all.slice(offset, Math.min(offset + 20, total));
      const first = await searchRead(database.db, { keyword: word }, order, 20, offset, undefined, null);
      expect([word, order, offset, first.total, first.ids]).toEqual([word, order, offset, total, want]);
      const later = await searchRead(database.db, { keyword: word }, order, 20, offset, total, null);
      expect([word, order, offset, later.ids]).toEqual([word, order, offset, want]);
    }
  }
  return matches;
}

beforeAll(async () => {
  database = await testDatabase();
  await exec(`INSERT INTO sellers (email, password_hash, name, store_name) VALUES ('s@mall.test', 'x', 'S', 'Shop')`);
  await exec(`INSERT INTO stores (seller_id, name, status) SELECT id, store_name, 'active' FROM sellers`);
  await exec(`INSERT INTO categories (name, level, sort) VALUES ('Glasses', 1, 0)`);
  // 10,300 listings: 1,500 red sunglasses (红太阳镜), 300 blue ones (蓝太阳镜), and 8,500 sun hats
  // with lens pieces (太阳帽阳镜片), which hold both pairs of 太阳镜 but not the run.
  await exec(`INSERT INTO goods (id, category_id, name, price) SELECT i, (SELECT id FROM categories), 'g' || i, 10 FROM generate_series(1, 10300) i`);
  // Loaded as the seed loads (the triggers' work done after, in bulk): row by row this takes a minute.
  await database.db.transaction(async (tx) => {
    await rawRows(tx, `SET LOCAL session_replication_role = replica`);
    await rawRows(tx, `INSERT INTO seller_goods (store_id, goods_id, category_id, selling_price, sold_num, visible, search_text)
      SELECT (SELECT id FROM stores), i, (SELECT id FROM categories), 10 + i % 50, i % 37, true,
        CASE WHEN i <= 1500 THEN '红太阳镜' WHEN i <= 1800 THEN '蓝太阳镜' ELSE '太阳帽阳镜片' END || ' ' || i
      FROM generate_series(1, 10300) i`);
  });
  await rebuildSearchIndex(database.db);
  await recountListings(database.db);
});
afterAll(async () => { await database?.close(); });

describe('a search of a CJK run', () => {
  it('is looked up as its pairs and checked whole', () => {
    expect(indexTerms(['太阳镜', 'lamp', '太阳'])).toEqual({ terms: ['太阳', '阳镜', 'lamp'], phrases: ['太阳镜'] });
    expect(indexTerms(['帽阳镜片'])).toEqual({ terms: ['帽阳', '阳镜', '镜片'], phrases: ['帽阳镜片'] });
  });

  it('answers what LIKE answers when its pairs are in more listings than are read to count it', async () => {
    expect(await searchIndexMismatches(exec)).toEqual([]);
    const [pair] = await exec(`SELECT n FROM search_terms WHERE term = '太阳'`);
    expect(Number(pair.n)).toBe(10_300);
    // A fifth of the pair's listings: the cap is passed among the postings read.
    expect(await expectSameAsLike('太阳镜', ['relevance', 'new', 'price_asc'])).toBe(1800);
    // Rare among the pair's listings (and with pairs of its own), and in most of them.
    expect(await expectSameAsLike('蓝太阳镜', ['relevance', 'price_desc'])).toBe(300);
    expect(await expectSameAsLike('帽阳镜片', ['relevance'])).toBe(8500);
    expect(await expectSameAsLike('镜太阳', ['relevance'])).toBe(0);
    // The index answered (with one of its pairs hidden from it, the run is not found), not the listing.
    await exec(`UPDATE search_terms SET n = 0 WHERE term = '阳镜'`);
    expect((await searchRead(database.db, { keyword: '太阳镜' }, 'relevance', 20, 0, undefined, null)).total).toBe(0);
    await exec(`UPDATE search_terms st SET n = (SELECT count(*) FROM search_postings p WHERE p.term_id = st.id) WHERE term = '阳镜'`);
  });

  it('answers what LIKE answers when the run is too rare among them to count there', async () => {
    // 300 of 8,800 listings with both pairs: fewer than the cap among those read, so the listing answers.
    await exec(`UPDATE seller_goods SET is_shelf = false WHERE id <= 1500`);
    expect(await searchIndexMismatches(exec)).toEqual([]);
    expect(await expectSameAsLike('太阳镜', ['relevance', 'price_asc'])).toBe(300);
  });
});
