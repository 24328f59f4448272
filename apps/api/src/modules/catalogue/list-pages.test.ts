import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { rawRows } from '../../db/rows';
import { testDatabase } from '../../test/harness';
import { listingBlockMismatches } from '../../test/listing-blocks';
import type { CardRow } from './card-shapes';
import { cards, countVisible, listRead, pageIds, type ListFilter, type ListOrder } from './repo';

// However a page is read (a deep page of the whole catalogue from its block of listing_blocks, a few
// categories merged from each one's index), it must be exactly the page that stepping over every
// listing before it gives, in each order, from either end, whatever changes the listing.

let database: Database;
const exec = (q: string) => rawRows<Record<string, unknown>>(database.db, q);

const ORDER_SQL: Partial<Record<ListOrder, string>> = { new: 'id DESC', price_asc: 'sort_price ASC, id ASC', price_desc: 'sort_price DESC, id DESC' };
const ALL_ORDERS: Record<ListOrder, string> = { ...ORDER_SQL as Record<ListOrder, string>, sold: 'sold_num DESC, id DESC', relevance: 'sold_num DESC, id DESC' };

async function expectPagesAsOffset() {
  const total = await countVisible(database.db, {});
  for (const [order, by] of Object.entries(ORDER_SQL) as [ListOrder, string][]) {
    const all = (await exec(`SELECT id FROM seller_goods WHERE visible ORDER BY ${by}`)).map((r) => Number(r.id));
    expect(all.length).toBe(total);
    for (const offset of [0, 1999, 2000, 2001, 2345, Math.floor(total / 2) - 7, Math.floor(total / 2) + 3, total - 2100, total - 25, total - 1, total, total + 40]) {
      const want = all.slice(offset, offset + 20);
      // With the total (the list's way: the back half from the other end) and without it.
      expect([order, offset, await pageIds(database.db, {}, order, 20, offset, total)]).toEqual([order, offset, want]);
      expect([order, offset, await pageIds(database.db, {}, order, 20, offset)]).toEqual([order, offset, want]);
    }
  }
}

/** Pages of a few categories (merged from each one's index, or one category by its own) against the listing. */
async function expectCategoryPages() {
  const cats = (await exec('SELECT id FROM categories ORDER BY id')).map((r) => Number(r.id));
  const filters: [ListFilter, string][] = [
    [{ categoryIds: cats.slice(0, 3) }, `category_id IN (${cats.slice(0, 3)})`],
    [{ categoryIds: [cats[1]] }, `category_id = ${cats[1]}`],
    [{ categoryIds: cats.slice(1, 4), discount: true }, `category_id IN (${cats.slice(1, 4)}) AND discount_price IS NOT NULL`],
    [{ categoryIds: cats, isNew: true }, `is_new`],
    [{ discount: true }, `discount_price IS NOT NULL`],
  ];
  for (const [f, cond] of filters) {
    const total = await countVisible(database.db, f);
    for (const [order, by] of Object.entries(ALL_ORDERS) as [ListOrder, string][]) {
      const all = (await exec(`SELECT id FROM seller_goods WHERE visible AND ${cond} ORDER BY ${by}`)).map((r) => Number(r.id));
      expect([f, all.length]).toEqual([f, total]);
      expect([f, total > 100]).toEqual([f, true]);
      for (const offset of [0, 20, 37, Math.floor(total / 2) + 1, total - 20, total]) {
        const want = all.slice(offset, offset + 20);
        expect([f, order, offset, await pageIds(database.db, f, order, 20, offset, total)]).toEqual([f, order, offset, want]);
        // With its cards: counted and read in one statement, or from the nearer end given the total.
        for (const known of [undefined, total]) {
          const read = await listRead(database.db, f, order, 20, offset, known, 'en');
          expect([f, order, offset, known, read.ids, read.total]).toEqual([f, order, offset, known, want, total]);
          const byId = (list: CardRow[]) => [...list].sort((a, b) => a.id - b.id);
          expect(byId(read.cards)).toEqual(byId(await cards(database.db, want, 'en')));
        }
      }
    }
  }
}

beforeAll(async () => {
  database = await testDatabase();
  await exec(`INSERT INTO sellers (email, password_hash, name, store_name) SELECT 's' || i || '@mall.test', 'x', 'S', 'Shop ' || i FROM generate_series(1, 3) i`);
  await exec(`INSERT INTO stores (seller_id, name, status) SELECT id, store_name, 'active' FROM sellers`);
  await exec(`INSERT INTO categories (name, level, sort) SELECT 'C' || i, 1, i FROM generate_series(1, 5) i`);
  await exec(`INSERT INTO goods (id, category_id, name, price) SELECT i, (SELECT min(id) FROM categories), 'g' || i, 10 FROM generate_series(1, 6000) i`);
  // Prices from cents to thousands, many of them equal (ties break on the id), a sixth discounted;
  // every ninth listing off the shelf.
  await exec(`INSERT INTO seller_goods (store_id, goods_id, category_id, selling_price, discount_price, is_shelf, is_new, sold_num, search_text)
    SELECT (SELECT min(id) FROM stores) + i % 3, i, (SELECT min(id) FROM categories) + (i * 7) % 5,
      (ARRAY[0.05, 0.99, 1, 9.99, 10, 10.04, 99.95, 100, 123.45, 999.99, 1000, 4567.8])[1 + i % 12] + (i % 7) * 0.01,
      CASE WHEN i % 6 = 0 THEN 0.5 + i % 13 END, i % 9 <> 0, i % 8 = 1, i % 23, 'g' || i
    FROM generate_series(1, 6000) i`);
});
afterAll(async () => { await database?.close(); });

describe('list pages', () => {
  it('gives pages of one category, a few merged, and flags, in every order, as the listing does', async () => {
    await expectCategoryPages();
  });

  it('cuts prices to three significant figures, never above the price and never lower for a higher one', async () => {
    const prices = ['0.001', '0.0123456', '0.99', '1', '9.999', '10', '10.04', '99.95', '99.999', '100', '100.5', '999.99', '1000', '1000.0001', '12345.678'];
    const [r] = await exec(`SELECT array_agg(mall_price_block(p::numeric)::text ORDER BY p::numeric) AS b FROM unnest(ARRAY[${prices.map((p) => `'${p}'`).join(',')}]) p`);
    expect((r.b as string[]).map(Number)).toEqual([0.001, 0.0123, 0.99, 1, 9.99, 10, 10, 99.9, 99.9, 100, 100, 999, 1000, 1000, 12300]);
  });

  it('gives each deep page exactly what stepping over the listings gives, in every order and from either end', async () => {
    expect(await listingBlockMismatches(exec)).toEqual([]);
    await expectPagesAsOffset();
  });

  it('stays exact through price changes across blocks, unlisting, a store going dark, new listings and deletions', async () => {
    await exec('UPDATE seller_goods SET selling_price = selling_price * 10 + 0.3 WHERE id % 4 = 0');
    await exec('UPDATE seller_goods SET discount_price = CASE WHEN discount_price IS NULL THEN 0.07 END WHERE id % 6 = 1');
    await exec('UPDATE seller_goods SET is_shelf = NOT is_shelf WHERE id % 10 = 3');
    await exec(`UPDATE stores SET status = 'disabled' WHERE id = (SELECT max(id) FROM stores)`);
    await exec(`INSERT INTO goods (id, category_id, name, price) SELECT i, (SELECT min(id) FROM categories), 'g' || i, 10 FROM generate_series(6001, 7500) i`);
    await exec(`INSERT INTO seller_goods (store_id, goods_id, category_id, selling_price, is_shelf, search_text)
      SELECT (SELECT min(id) FROM stores), i, (SELECT max(id) FROM categories) - i % 2, 50 + i % 300, true, 'g' || i FROM generate_series(6001, 7500) i`);
    await exec('DELETE FROM seller_goods WHERE id BETWEEN 2050 AND 3100 OR id % 17 = 0');
    expect(await listingBlockMismatches(exec)).toEqual([]);
    await expectPagesAsOffset();
    await expectCategoryPages();
  });
});
