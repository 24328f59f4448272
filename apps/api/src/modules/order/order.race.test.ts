import { describe, expect, it } from 'vitest';
import { onPostgres, TestServer, withRaceServer } from '../../test/harness';

let s: TestServer;
let admin: string;
let goodsId: string;

const a = (path: string, p: Record<string, string | number> = {}) => s.post(`/api/admin/${path}`, { token: admin, ...p });
const buyer = (balance: string) => s.shopper(balance);

withRaceServer(async (server) => {
  s = server;
  admin = await s.adminToken();
  goodsId = await s.shopWithProduct('Race shop', { name: 'Last five lamps', price: '10', stock: 5 });
});

describe.skipIf(!onPostgres)('orders on PostgreSQL', () => {
  it('creates exactly 5 orders from 100 concurrent checkouts of a product with stock 5', async () => {
    const buyers = await Promise.all(Array.from({ length: 10 }, () => buyer('1000')));
    const attempts = Array.from({ length: 100 }, (_v, i) => buyers[i % 10]);
    const results = await Promise.all(attempts.map((b) => b.u('order!submit', { orderInfo: `${goodsId},-1,1`, addressId: b.addressId })));
    expect(results.filter((r) => r.code === '0')).toHaveLength(5);
    expect(new Set(results.filter((r) => r.code !== '0').map((r) => r.key))).toEqual(new Set(['GOODS_SOLD_OUT']));
    expect(Number((await s.exec(`SELECT stock FROM seller_goods WHERE id = ${goodsId}`))[0].stock)).toBe(0);
    expect(Number((await s.exec(`SELECT count(*)::int AS n FROM orders`))[0].n)).toBe(5);
  }, 120_000);

  it('debits once under 20 concurrent payments of one order', async () => {
    await s.exec(`UPDATE seller_goods SET stock = 10 WHERE id = ${goodsId}`);
    const b = await buyer('100');
    const orderId = (await b.u('order!submit', { orderInfo: `${goodsId},-1,1`, addressId: b.addressId })).data.orderList[0].orderId;
    const results = await Promise.all(Array.from({ length: 20 }, () => b.u('order!pay', { orderId, safeword: '112233' })));
    expect(results.filter((r) => r.code === '0')).toHaveLength(1);
    expect(new Set(results.filter((r) => r.code !== '0').map((r) => r.key))).toEqual(new Set(['ORDER_ALREADY_PAID']));
    expect((await b.u('wallet!getUsdt')).data.money).toBe(90);
    expect((await a('ledger!reconcile')).data.ok).toBe(true);
  }, 120_000);
});
