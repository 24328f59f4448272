import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isValidAddress } from '@mall/domain/chain-address';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestServer, testDatabase } from '../test/harness';
import type { Database } from '../db/client';
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
});
