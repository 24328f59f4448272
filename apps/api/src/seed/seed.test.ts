import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isValidAddress } from '@mall/domain/chain-address';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestServer, testDatabase } from '../test/harness';
import { listingBlockMismatches } from '../test/listing-blocks';
import { searchIndexMismatches } from '../test/search-index';
import type { Database } from '../db/client';
import { rows } from '../db/rows';
import { catalogueWordsProblems } from './catalogue-words';
import { hasCatalogue, seed } from './seed';

let database: Database;
let s: TestServer;
const steps: string[] = [];
beforeAll(async () => {
  database = await testDatabase();
  await seed(database.db, { products: 600, password: 'demo1234', dataDir: mkdtempSync(join(tmpdir(), 'mall-seed-')), progress: (step) => steps.push(step) });
  s = await TestServer.start(database);
}, 300_000);
afterAll(async () => { await s?.close(); await database?.close(); });

describe('demo data', () => {
  it('reports progress and marks the database as having a catalogue', async () => {
    expect(steps).toContain('products');
    expect(steps.at(-1)).toBe('done');
    expect(await hasCatalogue(database.db)).toBe(true);
  });

  it('has at least 10 top categories with children, 200 categories, 500 stores and three warehouses', async () => {
    const tree = (await s.get('/api/category!tree')).data;
    expect(tree.length).toBeGreaterThanOrEqual(10);
    expect(tree.every((c: any) => c.subList.length > 0)).toBe(true);
    const [c] = await s.exec('SELECT count(*)::int AS n FROM categories');
    expect(c.n).toBeGreaterThanOrEqual(200);
    expect((await s.exec('SELECT count(*)::int AS n FROM stores'))[0].n).toBeGreaterThanOrEqual(500);
    expect((await s.exec('SELECT count(*)::int AS n FROM warehouses'))[0].n).toBe(3);
  });

  it('lists every product and answers details with a name, a numeric price and the seller', async () => {
    expect((await s.post('/api/sellerGoods!list')).data.pageInfo.totalElements).toBe(600);
    const d = (await s.post('/api/sellerGoods!info', { sellerGoodsId: 20 })).data;
    expect(d.name).toMatch(/\w+/);
    expect(typeof d.sellingPrice).toBe('number');
    expect(d.seller.id).toMatch(/^\d+$/);
  });

  it('names every category and the colour variants in all 21 languages, answering in the reader’s', async () => {
    expect(catalogueWordsProblems()).toEqual([]);
    const [c] = await s.exec(`SELECT count(*)::int AS n FROM categories c WHERE (SELECT count(*) FROM category_i18n ci WHERE ci.category_id = c.id) <> 20`);
    expect(c.n).toBe(0);
    const ja = (await s.get('/api/category!tree', { lang: 'ja' })).data;
    expect(ja[0].name).toBe('ファッション');
    const ar = (await s.get('/api/category!tree', { lang: 'ar' })).data;
    expect(ar[0].name).toBe('أزياء');
    expect(ar[0].subList[0].subList[0].name).toBe('نساء: أساسيات');
    const attrs = (lang: string) => s.post('/api/sellerGoods!info', { sellerGoodsId: 20, lang }).then((r) => r.data.canSelectAttributes.goodAttrs);
    expect((await attrs('en'))[0]).toMatchObject({ attrName: 'Colour', attrValues: [{ attrValueName: 'Red' }, { attrValueName: 'Blue' }, { attrValueName: 'Black' }] });
    expect((await attrs('ja'))[0]).toMatchObject({ attrName: 'カラー', attrValues: [{ attrValueName: 'レッド' }, { attrValueName: 'ブルー' }, { attrValueName: 'ブラック' }] });
    expect((await attrs('ar'))[0]).toMatchObject({ attrName: 'اللون', attrValues: [{ attrValueName: 'أحمر' }, { attrValueName: 'أزرق' }, { attrValueName: 'أسود' }] });
  });

  it('finds a product by a word of its name, also in Chinese', async () => {
    const name = (await s.post('/api/sellerGoods!info', { sellerGoodsId: 7 })).data.name as string;
    const word = name.split(' ')[2];
    const found = (await s.post('/api/sellerGoods!search-keyword', { keyword: word })).data.goodsList;
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((g: any) => g.name.toLowerCase().includes(word.toLowerCase()))).toBe(true);
    const cn = (await s.post('/api/sellerGoods!info', { sellerGoodsId: 7, lang: 'cn' })).data.name as string;
    expect((await s.post('/api/sellerGoods!search-keyword', { keyword: cn.slice(0, 2) })).data.goodsList.length).toBeGreaterThan(0);
  });

  it('derives every counter from records', async () => {
    const [bad] = await s.exec(`SELECT count(*)::int AS n FROM stores st WHERE st.sold_num <> COALESCE((SELECT sum(qty) FROM sales WHERE store_id = st.id), 0)
      OR st.review_num <> (SELECT count(*) FROM evaluations WHERE store_id = st.id AND status = 'passed')`);
    expect(bad.n).toBe(0);
    const [g] = await s.exec(`SELECT count(*)::int AS n FROM seller_goods sg WHERE sg.sold_num <> COALESCE((SELECT sum(qty) FROM sales WHERE seller_goods_id = sg.id), 0)`);
    expect(g.n).toBe(0);
    const withPics = (await s.exec(`SELECT count(*)::int AS n FROM evaluations WHERE cardinality(images) > 0`))[0].n;
    expect(withPics).toBeGreaterThan(0);
  });

  it('creates the demo buyer and the demo seller, whose store has goods', async () => {
    expect((await s.post('/api/user!newlogin', { username: 'buyer@demo.mall', password: 'demo1234' })).code).toBe('0');
    const seller = (await s.post('/api/seller/auth!login', { email: 'seller@demo.mall', password: 'demo1234' })).data.token;
    expect((await s.post('/api/seller/goods!list', { token: seller })).data.pageInfo.totalElements).toBeGreaterThan(0);
    expect((await s.post('/api/banner!bannerList', { type: 'pc', imgType: 1 })).data.result.length).toBeGreaterThan(0);
  });

  it('configures USDT recharge on TRC20 and ERC20 with valid deposit addresses', async () => {
    const token = (await s.post('/api/user!newlogin', { username: 'buyer@demo.mall', password: 'demo1234' })).data.token;
    const list = (await s.post('/api/channelBlockchain!list', { token })).data;
    expect(list.map((c: { coin: string; blockchain_name: string }) => `${c.coin} ${c.blockchain_name}`)).toEqual(['USDT TRC20', 'USDT ERC20']);
    expect(isValidAddress('TRC20', list[0].address)).toBe(true);
    expect(isValidAddress('ERC20', list[1].address)).toBe(true);
  });

  it('builds its history from real orders: every sale has a paid order, every review a received order line, and the ledger reconciles', async () => {
    expect((await s.exec(`SELECT count(*)::int AS n FROM sales WHERE order_id IS NULL`))[0].n).toBe(0);
    expect((await s.exec(`SELECT count(*)::int AS n FROM sales s JOIN orders o ON o.id = s.order_id WHERE o.paid_at IS NULL`))[0].n).toBe(0);
    expect((await s.exec(`SELECT count(*)::int AS n FROM evaluations e LEFT JOIN order_lines l ON l.id = e.order_line_id WHERE l.id IS NULL`))[0].n).toBe(0);
    const reconciled = await s.built.deps.ledger.reconcile();
    expect(reconciled.mismatches).toEqual([]);
    expect(reconciled.transactions).toBeGreaterThan(0);
  });

  it('shows the demo seller an overview whose figures are its store’s orders, visits and reviews', async () => {
    const token = (await s.post('/api/seller/auth!login', { email: 'seller@demo.mall', password: 'demo1234' })).data.token;
    const d = (await s.post('/api/seller/overview!stats', { token, days: 90 })).data;
    const [o] = await s.exec(`SELECT count(*)::int AS n, COALESCE(sum(total), 0)::text AS total FROM orders o JOIN stores st ON st.id = o.store_id JOIN sellers se ON se.id = st.seller_id
      WHERE se.email = 'seller@demo.mall' AND o.paid_at >= now() - interval '89 days'`);
    expect(d.totals.orders).toBeGreaterThan(0);
    expect(d.totals.orders).toBe(o.n);
    expect(d.totals.visits).toBeGreaterThanOrEqual(d.totals.orders);
    expect(d.totals.reviews).toBeGreaterThan(0);
    expect(d.daily.every((x: { conversion: number | null }) => x.conversion == null || x.conversion <= 1)).toBe(true);
    const admin = await s.adminToken();
    const p = (await s.post('/api/admin/overview!stats', { token: admin, days: 90 })).data;
    expect(p.totals.signUps).toBeGreaterThan(0);
    expect(p.totals.rechargeAmount).not.toBe('0');
  });

  it('answers a page far past the end empty, and orders by the price a buyer pays', async () => {
    const past = (await s.post('/api/sellerGoods!list', { pageNum: 100000, pageSize: 20 })).data;
    expect(past.pageList).toEqual([]);
    expect(past.pageInfo.totalElements).toBeGreaterThan(0);
    const cheap = (await s.post('/api/sellerGoods!list', { isPrice: 1, pageSize: 20 })).data.pageList;
    const paid = cheap.map((c: { discountPrice: number | null; sellingPrice: number }) => c.discountPrice ?? c.sellingPrice);
    expect(paid).toEqual([...paid].sort((a: number, b: number) => a - b));
  });
  it('totals a search from its records: a short first page by itself, a longer result by a count', async () => {
    for (const [keyword, size] of [['steel', 5], ['steel', 1000], ['钢', 5], ['茶', 5], ['zzzz', 5]] as const) {
      const [{ n }] = await s.exec(`SELECT count(*)::int AS n FROM seller_goods WHERE visible AND search_text LIKE '%${keyword}%'`);
      const got = (await s.post('/api/sellerGoods!search', { keyword, pageNum: 1, pageSize: size })).data;
      expect([keyword, size, got.pageInfo.totalElements]).toEqual([keyword, size, Math.min(n, 1000)]);
      expect(got.pageList).toHaveLength(Math.min(n, size));
    }
  });

  it('reads a page in the back half from the end of the index, and it is the same page read forwards', async () => {
    const orders: [Record<string, string | number>, string][] = [
      [{}, 'id DESC'],
      [{ isPrice: 1, discount: 1 }, 'COALESCE(discount_price, selling_price) ASC, id ASC'],
      [{ isPrice: 2, isHot: 1 }, 'COALESCE(discount_price, selling_price) DESC, id DESC'],
      [{ isHot: 1 }, 'sold_num DESC, id DESC'],
    ];
    for (const [params, order] of orders) {
      const cond = [params.discount ? 'discount_price IS NOT NULL' : '', params.isHot ? 'is_hot' : ''].filter(Boolean).join(' AND ') || 'true';
      const all = (await s.exec(`SELECT id FROM seller_goods WHERE visible AND ${cond} ORDER BY ${order}`)).map((r) => String(r.id));
      const pages = Math.ceil(all.length / 7);
      // The first page, one before the middle, one after it, the one before last and the last (a short page).
      for (const page of new Set([1, Math.floor(pages / 2), Math.floor(pages / 2) + 1, pages - 1, pages])) {
        const got = (await s.post('/api/sellerGoods!list', { ...params, pageNum: page, pageSize: 7 })).data.pageList.map((c: { id: string }) => c.id);
        expect([params, page, got]).toEqual([params, page, all.slice((page - 1) * 7, page * 7)]);
      }
    }
  });

  it('builds the listing indexes after the load, and every list total agrees with a count of the records through later writes', async () => {
    const indexes = (await s.exec(`SELECT indexname FROM pg_indexes WHERE tablename = 'seller_goods'`)).map((r) => r.indexname);
    expect(indexes).toEqual(expect.arrayContaining(['seller_goods_search_trgm_idx', 'seller_goods_price_idx', 'seller_goods_hot_idx', 'seller_goods_list_idx']));
    // Every index the migrations give the listing and the search index is there again, however the
    // seed spread their builds.
    const namesOf = (db: Database) => rows<{ name: string }>(db.db, sql`SELECT indexname AS name FROM pg_indexes
      WHERE schemaname = current_schema() AND tablename IN ('seller_goods', 'search_postings', 'search_terms') ORDER BY 1`);
    const fresh = await testDatabase();
    try {
      const migrated = await namesOf(fresh);
      expect(migrated.length).toBeGreaterThan(10);
      expect(await namesOf(database)).toEqual(migrated);
    } finally {
      await fresh.close();
    }
    const [leaf] = await s.exec('SELECT category_id AS id FROM seller_goods GROUP BY 1 ORDER BY count(*) DESC LIMIT 1');
    const [top] = await s.exec(`WITH RECURSIVE up(id, parent_id) AS (SELECT id, parent_id FROM categories WHERE id = ${leaf.id}
      UNION ALL SELECT c.id, c.parent_id FROM categories c JOIN up ON c.id = up.parent_id) SELECT id FROM up WHERE parent_id IS NULL`);
    const cases: [Record<string, string | number>, string][] = [
      [{}, 'true'],
      [{ isHot: 1 }, 'is_hot'],
      [{ isNew: 1, discount: 1 }, 'is_new AND discount_price IS NOT NULL'],
      [{ categoryId: leaf.id }, `category_id = ${leaf.id}`],
      [{ categoryId: top.id, discount: 1 }, `discount_price IS NOT NULL AND category_id IN (WITH RECURSIVE t(id) AS (SELECT ${top.id} UNION ALL SELECT c.id FROM categories c JOIN t ON c.parent_id = t.id) SELECT id FROM t)`],
    ];
    const agree = async () => {
      for (const [params, cond] of cases) {
        const [real] = await s.exec(`SELECT count(*)::int AS n FROM seller_goods WHERE visible AND ${cond}`);
        expect([params, (await s.post('/api/sellerGoods!list', { ...params, pageSize: 5 })).data.pageInfo.totalElements]).toEqual([params, real.n]);
      }
    };
    await agree();
    // Unlisting, a store going dark, new flags and discounts, a category move and a deletion: the
    // trigger keeps the per-category counts, so the totals still agree.
    await s.exec('UPDATE seller_goods SET is_shelf = false WHERE id % 7 = 0');
    await s.exec(`UPDATE stores SET status = 'disabled' WHERE id IN (SELECT store_id FROM seller_goods WHERE id = 11)`);
    await s.exec('UPDATE seller_goods SET is_hot = NOT is_hot, discount_price = CASE WHEN discount_price IS NULL THEN selling_price / 2 END WHERE id % 5 = 0');
    await s.exec(`UPDATE seller_goods SET category_id = ${leaf.id} WHERE id % 11 = 0`);
    const added = await s.exec(`INSERT INTO seller_goods (store_id, goods_id, category_id, selling_price, discount_price, is_shelf)
      SELECT st.id, 1, ${leaf.id}, 9.99, 5, true FROM stores st WHERE st.status = 'active' AND NOT EXISTS (SELECT 1 FROM seller_goods x WHERE x.store_id = st.id AND x.goods_id = 1)
      ORDER BY st.id LIMIT 3 RETURNING id`);
    expect(added).toHaveLength(3);
    await s.exec(`DELETE FROM seller_goods WHERE id = ${added[0].id}`);
    // These writes went around the services, so nothing dropped the 2-second caches: wait them out.
    await new Promise((r) => setTimeout(r, 2100));
    await agree();
    const [{ n: negative }] = await s.exec('SELECT count(*)::int AS n FROM listing_counts WHERE n < 0');
    expect(negative).toBe(0);
    // Every listing, seeded in bulk or added since, has its page-view row, and a deleted one has none.
    const [views] = await s.exec(`SELECT (SELECT count(*) FROM seller_goods)::int AS listings, count(*)::int AS rows,
      count(*) FILTER (WHERE seller_goods_id = ${added[1].id})::int AS added, count(*) FILTER (WHERE seller_goods_id = ${added[0].id})::int AS deleted FROM seller_goods_views`);
    expect(views).toEqual({ listings: views.rows, rows: views.rows, added: 1, deleted: 0 });
    // The search index, built in bulk by the seed and kept by trigger through these writes, holds
    // exactly the words of the visible listings.
    expect(await searchIndexMismatches((q) => s.exec(q))).toEqual([]);
    // So do the blocks deep pages start from.
    expect(await listingBlockMismatches((q) => s.exec(q))).toEqual([]);
  });

});
