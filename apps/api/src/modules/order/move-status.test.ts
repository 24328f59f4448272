import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AppEvents } from '../../core/events';
import { withTestServer, type TestServer } from '../../test/harness';

let s: TestServer;
let goodsId: string;
const seen: Omit<AppEvents['order.status'], 'tx'>[] = [];
const noticed: number[] = [];

withTestServer((server) => { s = server; });

beforeAll(async () => {
  goodsId = await s.shopWithProduct('Status shop', { name: 'Brass lamp', price: '10', stock: 50 });
  s.built.deps.events.on('order.status', ({ tx, ...rest }) => { expect(tx).toBeDefined(); seen.push(rest); });
  s.built.deps.events.on('seller.noticed', ({ sellerId }) => { noticed.push(sellerId); });
});
beforeEach(() => { seen.length = 0; noticed.length = 0; });

/** A new unpaid order of a buyer with 100 in the wallet. */
async function unpaidOrder() {
  const b = await s.shopper('100');
  const orderId = Number((await b.u('order!submit', { orderInfo: `${goodsId},-1,1`, addressId: b.addressId })).data.orderList[0].orderId);
  const [o] = await s.exec(`SELECT o.order_no, o.status, (SELECT seller_id FROM stores WHERE id = o.store_id) AS seller_id FROM orders o WHERE o.id = ${orderId}`);
  return { b, orderId, orderNo: String(o.order_no), sellerId: Number(o.seller_id) };
}
const statusOf = async (orderId: number) => Number((await s.exec(`SELECT status FROM orders WHERE id = ${orderId}`))[0].status);
const move = (orderId: number, from: -1 | 0 | 1 | 2 | 3 | 4 | 5 | 6, to: -1 | 0 | 1 | 2 | 3 | 4 | 5 | 6) =>
  s.db.transaction((tx) => s.built.deps.orders.core.moveStatus(tx, orderId, from, to, { stamp: 'cancelled_at' }));

describe('moveStatus', () => {
  it('refuses a move the state machine has no transition for, and writes nothing', async () => {
    const { orderId } = await unpaidOrder();
    await expect(move(orderId, 0, 3)).rejects.toMatchObject({ key: 'ORDER_STATE_INVALID' });
    expect(await statusOf(orderId)).toBe(0);
    expect(seen).toEqual([]);
  });

  it('refuses when the order is no longer in the status it moves from', async () => {
    const { orderId } = await unpaidOrder();
    await expect(move(orderId, 1, 2)).rejects.toMatchObject({ key: 'ORDER_STATE_INVALID' });
    expect(await statusOf(orderId)).toBe(0);
    expect(seen).toEqual([]);
  });

  it('moves the order with its fields and emits order.status with the buyer and the seller', async () => {
    const { b, orderId, orderNo, sellerId } = await unpaidOrder();
    await move(orderId, 0, -1);
    expect(await statusOf(orderId)).toBe(-1);
    expect((await s.exec(`SELECT cancelled_at FROM orders WHERE id = ${orderId}`))[0].cancelled_at).not.toBeNull();
    expect(seen).toEqual([{ orderId, orderNo, userId: b.id, sellerId, from: 0, to: -1 }]);
  });

  it('rolls the move back when a handler refuses it', async () => {
    const { orderId } = await unpaidOrder();
    const refuse = new Error('refused by a handler');
    s.built.deps.events.on('order.status', ({ orderId: id }) => { if (id === orderId) throw refuse; });
    await expect(move(orderId, 0, -1)).rejects.toBe(refuse);
    expect(await statusOf(orderId)).toBe(0);
  });

  it('is what the order routes write through: paying and shipping emit their moves', async () => {
    const { b, orderId, orderNo, sellerId } = await unpaidOrder();
    expect((await b.u('order!pay', { orderId, safeword: '112233' })).code).toBe('0');
    const seller = (await s.post('/api/seller/auth!login', { email: 'status-shop@mall.test', password: 'sellerpass1' })).data.token;
    expect((await s.post('/api/seller/order!ship', { token: seller, orderId, carrier: 'DHL', trackingNo: 'A1' })).code).toBe('0');
    expect(seen).toEqual([
      { orderId, orderNo, userId: b.id, sellerId, from: 0, to: 1 },
      { orderId, orderNo, userId: b.id, sellerId, from: 1, to: 3 },
    ]);
  });
});

describe('seller.noticed', () => {
  it('tells the store\'s seller of a payment and a reminder, not of a shipment', async () => {
    const { b, orderId, sellerId } = await unpaidOrder();
    expect((await b.u('order!pay', { orderId, safeword: '112233' })).code).toBe('0');
    expect((await b.u('order!remind', { orderId })).code).toBe('0');
    const seller = (await s.post('/api/seller/auth!login', { email: 'status-shop@mall.test', password: 'sellerpass1' })).data.token;
    expect((await s.post('/api/seller/order!ship', { token: seller, orderId, carrier: 'DHL', trackingNo: 'A1' })).code).toBe('0');
    expect(noticed).toEqual([sellerId, sellerId]);
  });
});
