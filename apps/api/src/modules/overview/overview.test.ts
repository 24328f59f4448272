import { Money } from '@mall/domain/money';
import { shanghaiDay } from '@mall/domain/time';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { TestServer, testDatabase } from '../../test/harness';

let database: Database;
let s: TestServer;
let root: string;
let sellerA: string;
let sellerB: string;
let goodsA: string;
let goodsB: string;
let storeA: number;

const DAY_MS = 86_400_000;
const today = () => shanghaiDay();
const yesterday = () => shanghaiDay(Date.now() - DAY_MS);
/** The instant today's Shanghai day began. */
const shanghaiMidnight = () => new Date(Date.parse(`${today()}T00:00:00Z`) - 8 * 3600_000);

const seller = (token: string, days = 7) => s.post('/api/seller/overview!stats', { token, days });
const platform = (token: string, days = 7) => s.post('/api/admin/overview!stats', { token, days });

async function sellerToken(email: string) {
  return (await s.post('/api/seller/auth!login', { email, password: 'sellerpass1' })).data.token as string;
}

/** A paid order of `qty` × the product; answers its id. */
async function paidOrder(b: Awaited<ReturnType<TestServer['shopper']>>, goodsId: string, qty: number): Promise<string> {
  const orderId = (await b.u('order!submit', { orderInfo: `${goodsId},-1,${qty}`, addressId: b.addressId })).data.orderList[0].orderId as string;
  expect((await b.u('order!pay', { orderId, safeword: '112233' })).code).toBe('0');
  return orderId;
}

const sumOf = (xs: string[]) => xs.reduce((a, x) => a.plus(Money.parse(x)), Money.zero());

beforeAll(async () => {
  database = await testDatabase();
  s = await TestServer.start(database);
  root = await s.adminToken();
  goodsA = await s.shopWithProduct('Lamp Loft', { name: 'Brass lamp', price: '12.5', stock: 100 });
  goodsB = await s.shopWithProduct('Tea Tent', { name: 'Green tea', price: '7.25', stock: 100 });
  sellerA = await sellerToken('lamp-loft@mall.test');
  sellerB = await sellerToken('tea-tent@mall.test');
  storeA = Number((await s.exec(`SELECT id FROM stores WHERE name = 'Lamp Loft'`))[0].id);

  const b = await s.shopper('1000');
  const o1 = await paidOrder(b, goodsA, 2); // 25 today
  await paidOrder(b, goodsA, 1); // 12.5 today
  const o3 = await paidOrder(b, goodsA, 3); // 37.5, moved to yesterday
  const o4 = await paidOrder(b, goodsA, 1); // 12.5, paid one minute before today's Shanghai midnight: yesterday
  await paidOrder(b, goodsB, 4); // 29 today, the other store
  // An order never paid counts nowhere.
  await b.u('order!submit', { orderInfo: `${goodsA},-1,5`, addressId: b.addressId });
  await s.exec(`UPDATE orders SET paid_at = now() - interval '1 day' WHERE id = ${o3}`);
  await s.exec(`UPDATE orders SET paid_at = '${new Date(shanghaiMidnight().getTime() - 60_000).toISOString()}' WHERE id = ${o4}`);
  void o1;

  // Visits: product pages seen by buyers, recorded per day.
  for (let i = 0; i < 8; i++) await s.post('/api/sellerGoods!info', { sellerGoodsId: goodsA });
  await s.built.deps.catalogue.views.flush();
  await s.exec(`INSERT INTO store_daily_stats (store_id, day, views) VALUES (${storeA}, '${yesterday()}', 20)`);

  // Reviews: two passed today (5 and 4 stars), one waiting for moderation (not counted, but queued).
  for (const [rating, status] of [[5, 'passed'], [4, 'passed'], [1, 'submitted']] as const) {
    await s.exec(`INSERT INTO evaluations (seller_goods_id, store_id, user_name, evaluation_type, rating, status) VALUES (${goodsA}, ${storeA}, 'Ann', 1, ${rating}, '${status}')`);
  }
}, 120_000);
afterAll(async () => { await s?.close(); await database?.close(); });

describe('the seller overview', () => {
  it('counts the store’s paid orders, units, sales, visits, conversion and rating by Shanghai day', async () => {
    const r = await seller(sellerA);
    expect(r.code).toBe('0');
    const d = r.data;
    expect(d.daily).toHaveLength(7);
    expect(d.daily.at(-1).day).toBe(today());
    expect(d.daily.at(-1)).toMatchObject({ orders: 2, units: 3, sales: '37.5', visits: 8, conversion: 0.25, reviews: 2, rating: 4.5 });
    expect(d.daily.at(-2)).toMatchObject({ day: yesterday(), orders: 2, units: 4, sales: '50', visits: 20, conversion: 0.1, reviews: 0, rating: null });
    expect(d.daily[0]).toMatchObject({ orders: 0, sales: '0', visits: 0, conversion: null, rating: null });
  });

  it('has totals equal to the sums of its daily series', async () => {
    for (const days of [7, 30, 90]) {
      const d = (await seller(sellerA, days)).data;
      expect(d.daily).toHaveLength(days);
      const sum = (k: string) => d.daily.reduce((a: number, x: any) => a + x[k], 0);
      expect(d.totals).toMatchObject({ orders: sum('orders'), units: sum('units'), visits: sum('visits'), reviews: sum('reviews') });
      expect(d.totals.sales).toBe(sumOf(d.daily.map((x: any) => x.sales)).toString());
      expect(d.totals.conversion).toBeCloseTo(sum('orders') / sum('visits'), 10);
      expect(d.totals).toMatchObject({ orders: 4, units: 7, sales: '87.5', visits: 28, rating: 4.5 });
    }
  });

  it('shows a seller only its own store', async () => {
    const d = (await seller(sellerB)).data;
    expect(d.totals).toMatchObject({ orders: 1, units: 4, sales: '29', visits: 0, reviews: 0 });
    // No parameter selects another store.
    const other = (await s.post('/api/seller/overview!stats', { token: sellerB, days: 7, storeId: storeA, sellerId: 1 })).data;
    expect(other.totals.orders).toBe(1);
  });

  it('falls back to 7 days for a period it does not offer, and needs a seller', async () => {
    expect((await seller(sellerA, 365)).data.daily).toHaveLength(7);
    expect((await s.post('/api/seller/overview!stats', { days: 7 })).code).not.toBe('0');
  });
});

describe('the admin dashboard', () => {
  it('reports for a day the GMV of exactly that day’s paid orders', async () => {
    const d = (await platform(root)).data;
    for (const day of [today(), yesterday()]) {
      const paid = await s.exec(`SELECT total::text AS total FROM orders WHERE paid_at IS NOT NULL AND to_char(paid_at AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD') = '${day}'`);
      const row = d.daily.find((x: any) => x.day === day);
      expect(row.gmv).toBe(sumOf(paid.map((p) => p.total)).toString());
      expect(row.orders).toBe(paid.length);
    }
    expect(d.daily.at(-1)).toMatchObject({ orders: 3, gmv: '66.5' });
    expect(d.daily.at(-2)).toMatchObject({ orders: 2, gmv: '50' });
  });

  it('has totals equal to the sums of its daily series, and loans outstanding as of the last day', async () => {
    for (const days of [7, 30, 90]) {
      const d = (await platform(root, days)).data;
      expect(d.daily).toHaveLength(days);
      const sum = (k: string) => d.daily.reduce((a: number, x: any) => a + x[k], 0);
      expect(d.totals).toMatchObject({ signUps: sum('signUps'), orders: sum('orders'), recharges: sum('recharges'), withdrawals: sum('withdrawals') });
      for (const k of ['gmv', 'rechargeAmount', 'withdrawalAmount']) expect(d.totals[k]).toBe(sumOf(d.daily.map((x: any) => x[k])).toString());
      expect(d.totals.loansOutstanding).toBe(d.daily.at(-1).loansOutstanding);
    }
  });

  it('reports loans outstanding as the loan receivable at the end of each day', async () => {
    const receivable = { code: 'loan_receivable', type: 'asset' } as const;
    const lent = { code: 'loan_lent', type: 'equity' } as const;
    await s.db.transaction((tx) => s.built.deps.ledger.post(tx, { key: 'test:loan:1', kind: 'loan', legs: [{ account: receivable, debit: Money.parse('250.5') }, { account: lent, credit: Money.parse('250.5') }] }));
    // The same loan as if disbursed two days ago and partly repaid yesterday: only the running balances matter.
    await s.exec(`UPDATE ledger_postings SET created_at = now() - interval '2 days' WHERE tx_id = (SELECT id FROM ledger_transactions WHERE key = 'test:loan:1')`);
    await s.db.transaction((tx) => s.built.deps.ledger.post(tx, { key: 'test:loan:2', kind: 'loan', legs: [{ account: lent, debit: Money.parse('50.5') }, { account: receivable, credit: Money.parse('50.5') }] }));
    const d = (await platform(root)).data;
    expect(d.daily.at(-4).loansOutstanding).toBe('0');
    expect(d.daily.at(-3).loansOutstanding).toBe('250.5');
    expect(d.daily.at(-1).loansOutstanding).toBe('200');
    expect(d.totals.loansOutstanding).toBe('200');
  });

  it('counts today’s sign-ups and the queues waiting for a decision', async () => {
    const before = (await platform(root)).data;
    await s.signUp();
    const after = (await platform(root)).data;
    expect(after.daily.at(-1).signUps).toBe(before.daily.at(-1).signUps + 1);
    expect(after.queues.reviews).toBe(1);
    expect(after.queues).toMatchObject({ recharges: 0, withdrawals: 0, loans: 0, kyc: 0, stores: 0 });
  });

  it('is open to finance and refused to other roles', async () => {
    expect((await s.post('/api/admin/staff!create', { token: root, email: 'fin-ov@mall.test', password: 'finance123', name: 'Fin', roles: 'finance' })).code).toBe('0');
    expect((await s.post('/api/admin/staff!create', { token: root, email: 'sup-ov@mall.test', password: 'support123', name: 'Sup', roles: 'support' })).code).toBe('0');
    const fin = await s.adminToken('fin-ov@mall.test', 'finance123');
    const sup = await s.adminToken('sup-ov@mall.test', 'support123');
    expect((await platform(fin)).code).toBe('0');
    expect((await platform(sup)).key).toBe('NO_PERMISSION');
    // A seller's token is not an admin's.
    expect((await platform(sellerA)).code).not.toBe('0');
  });
});
