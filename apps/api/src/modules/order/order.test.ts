import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { multipart, TestServer, testDatabase } from '../../test/harness';
import { Raster } from '../captcha/png';
import { hmacSign } from '../wallet/provider';

const SECRET = 'provider-secret-for-order-tests-0123';

let database: Database;
let s: TestServer;
let admin: string;
let seller: string;
let listedId: string; // platform goods at 35, discounted 29.99, buyMin 2, stock 50, freight 4.5
let ownId: string; // own goods with SKUs Red 24.5 (stock 5) and Blue 26 → 22 (stock 3)
let red: string;
let blue: string;

const a = (path: string, p: Record<string, string | number> = {}) => s.post(`/api/admin/${path}`, { token: admin, ...p });
const address = {
  contacts: 'Ann Example', phone: '15112345678', areaCode: '49', email: 'ann@mall.test', postcode: '10115',
  address: 'Unter den Linden 1', use: 1, country: 'Germany', countryId: 'DE', province: 'Berlin', provinceId: 'DE-BE', city: 'Berlin', cityId: 'DE-BE:Berlin',
};

async function buyer(balance = '0') {
  const { token, email } = await s.signUp();
  const u = (path: string, p: Record<string, string | number> = {}) => s.post(`/api/${path}`, { token, ...p });
  await u('user!setSafewordReg', { safeword: '112233', re_safeword: '112233' });
  await u('address!add', address);
  const addressId = (await u('address!list')).data.pageList[0].id as string;
  const [row] = await s.exec(`SELECT id FROM users WHERE username = '${email}'`);
  if (balance !== '0') expect((await a('wallet!adjust', { owner: 'user', ownerId: row.id, amount: balance, reason: 'test funds' })).code).toBe('0');
  return { token, u, addressId, id: Number(row.id), money: async () => (await u('wallet!getUsdt')).data.money as number };
}
const sp = (path: string, p: Record<string, string | number> = {}) => s.post(`/api/seller/${path}`, { token: seller, ...p });
const stockOf = async (id: string) => Number((await s.exec(`SELECT stock FROM seller_goods WHERE id = ${id}`))[0].stock);

beforeAll(async () => {
  database = await testDatabase();
  s = await TestServer.start(database, { PAY_PROVIDER_URL: 'https://pay.example.test/checkout', PAY_PROVIDER_SECRET: SECRET });
  admin = await s.adminToken();
  const cat = (await a('category!save', { name: 'Kitchen', isRec: 1 })).data.categoryId;
  const wh = (await a('warehouse!save', { name: 'Rotterdam', address: 'Port 1' })).data.id;
  await a('goods!save', { name: 'Cast iron skillet', categoryId: cat, price: '39.90', freightAmount: '4.5', images: '', stock: JSON.stringify({ [wh]: 120 }) });
  await a('seller!create', { email: 'pan@mall.test', password: 'sellerpass1', name: 'Pat', storeName: 'Pan Palace' });
  const storeId = (await a('store!list')).data.pageList.find((x: any) => x.name === 'Pan Palace').id;
  await a('store!approve', { id: storeId });
  seller = (await s.post('/api/seller/auth!login', { email: 'pan@mall.test', password: 'sellerpass1' })).data.token;
  const platform = (await sp('goods!platformList')).data.pageList[0];
  listedId = (await sp('goods!add', { goodsId: platform.id, sellingPrice: '35', discountPrice: '29.99', buyMin: 2, stock: 50 })).data.id;
  ownId = (await sp('goods!create', {
    name: 'Enamel teapot', categoryId: cat, sellingPrice: '24.5', buyMin: 1, des: '<p>Teapot</p>',
    attrs: JSON.stringify([{ name: 'Colour', values: ['Red', 'Blue'] }]),
    skus: JSON.stringify([{ values: ['Red'], sellingPrice: 24.5, stock: 5 }, { values: ['Blue'], sellingPrice: 26, discountPrice: 22, stock: 3 }]),
  })).data.id;
  const skus = (await s.post('/api/sellerGoods!info', { sellerGoodsId: ownId })).data.canSelectAttributes.skus;
  red = skus.find((k: any) => k.sellingPrice === 24.5).skuId;
  blue = skus.find((k: any) => k.sellingPrice === 26).skuId;
}, 60_000);
afterAll(async () => { await s?.close(); await database?.close(); });

describe('the order journey of the issue', () => {
  it('is paid once, cannot be cancelled once paid, is private, shipped, received, reviewed, and leaves the ledger balanced', async () => {
    const b = await buyer('200');
    const preview = (await b.u('order!preview', { orderInfo: `${listedId},-1,2` })).data;
    expect(preview.orders[0]).toMatchObject({ goodsAmount: 59.98, shippingFee: 4.5, freight: 4.5, total: 64.48 });
    const submitted = await b.u('order!submit', { orderInfo: `${listedId},-1,2`, addressId: b.addressId, sellingPrice: '0.01' });
    expect(submitted.code).toBe('0');
    const orderId = submitted.data.orderList[0].orderId;
    expect(await stockOf(listedId)).toBe(48);

    expect((await b.u('order!pay', { orderId, safeword: '999999' })).key).toBe('SAFEWORD_WRONG');
    expect(await b.money()).toBe(200);
    const pays = await Promise.all([b.u('order!pay', { orderId, safeword: '112233' }), b.u('order!pay', { orderId, safeword: '112233' })]);
    expect(pays.map((p) => p.code).sort()).toEqual(['0', '1']);
    expect(pays.find((p) => p.code === '1')!.key).toBe('ORDER_ALREADY_PAID');
    expect(await b.money()).toBe(135.52);
    expect((await b.u('order!cancel', { orderId, returnReason: 2 })).key).toBe('ORDER_NOT_CANCELLABLE');

    const other = await buyer();
    expect((await other.u('order!info', { orderId })).key).toBe('ORDER_NOT_FOUND');
    expect((await other.u('orderLog!list', { orderId })).key).toBe('ORDER_NOT_FOUND');

    const listed = (await sp('order!list', { status: 1 })).data.pageList;
    expect(listed.map((o: any) => o.id)).toContain(orderId);
    expect((await b.u('order!remind', { orderId })).code).toBe('0');
    expect((await b.u('order!remind', { orderId })).key).toBe('ORDER_ALREADY_REMINDED');
    expect((await sp('order!ship', { orderId, carrier: 'DHL' })).key).toBe('CARRIER_REQUIRED');
    expect((await sp('order!ship', { orderId, carrier: 'DHL', trackingNo: 'JD0142' })).code).toBe('0');
    expect((await b.u('order!returns', { orderId, returnReason: 1, money: '10' })).key).toBe('ORDER_SHIPPED_NO_REFUND');

    const sellerBefore = (await sp('wallet!get')).data.money;
    expect((await b.u('order!receipt', { orderId })).code).toBe('0');
    expect((await b.u('order!info', { orderId })).data.orderInfo).toMatchObject({ status: 4, carrier: 'DHL', trackingNo: 'JD0142', reminded: 1, total: 64.48, prizeReal: 59.98, fees: 4.5, tax: 0 });
    // 59.98 + 4.5 freight − 5 % commission of 59.98 (2.999) = 61.481
    expect((await sp('wallet!get')).data.money - sellerBefore).toBeCloseTo(61.481, 10);

    const png = new Raster(3, 3).toPng();
    const img = (await s.app.inject({ method: 'POST', url: `/api/uploadimg!execute?token=${b.token}`, ...multipart(png, 'r.png', 'evaluation') })).json().data;
    const review = await s.app.inject({
      method: 'POST', url: `/api/evaluation!addList?token=${b.token}`, headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ orderId, evaluationAdds: [{ sellerGoodsId: listedId, evaluationType: 1, rating: 5, content: 'Heavy and <b>good</b>', imgUrl1: img }] }),
    });
    expect(review.json().code).toBe('0');
    expect((await b.u('order!info', { orderId })).data.orderInfo.status).toBe(5);
    const ids = async (status: string) => (await b.u('order!listMain', { status })).data.pageList.map((o: any) => o.id);
    expect(await ids('4,5')).toEqual([orderId]);
    expect(await ids('4')).toEqual([]);
    expect(await ids(' 5 ')).toEqual([orderId]);
    for (const bad of ['7', 'x', '4,', '4;5']) expect((await b.u('order!listMain', { status: bad })).key).toBe('PARAM_ERROR');
    const goods = (await b.u('order!listGoods', { orderId })).data.pageList;
    expect(goods[0]).toMatchObject({ goodsNum: 2, sellingPrice: 29.99, goodsReal: 59.98, evaluated: 1 });

    const log = (await b.u('orderLog!list', { orderId })).data;
    expect(log.map((l: any) => l.event)).toEqual(['placed', 'paid', 'reminded', 'shipped', 'received', 'reviewed', 'completed']);
    // Existing clients read "<order id> <event key>" and updateTime; our apps show the translated text.
    expect(log[0]).toMatchObject({ log: `${orderId} placed`, text: 'Order placed, awaiting payment' });
    expect(log[0].updateTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    expect(goods[0]).toMatchObject({ fees: 0, tax: 0 });
    expect((await a('ledger!reconcile')).data.ok).toBe(true);
    expect(Number((await s.exec(`SELECT sold_num FROM seller_goods WHERE id = ${listedId}`))[0].sold_num)).toBe(2);
  });
});

describe('the review body (JSON)', () => {
  it('is read from the body: ids and numbers as strings or numbers, a malformed body PARAM_ERROR, a tenth picture REVIEW_IMAGE_LIMIT', async () => {
    const { token } = await s.signUp();
    const post = async (body: unknown) => (await s.app.inject({
      method: 'POST', url: `/api/evaluation!addList?token=${token}`, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body),
    })).json();
    expect((await post({ orderId: '1' })).key).toBe('PARAM_ERROR');
    expect((await post({ orderId: 999999, evaluationAdds: [{ sellerGoodsId: 1, evaluationType: '1', rating: '5', content: 'ok' }] })).key).toBe('ORDER_NOT_FOUND');
    expect((await post({ orderId: '999999', evaluationAdds: [{ sellerGoodsId: '1', evaluationType: 1, rating: 9, content: 'x', imgUrl10: '/uploads/a.png' }] })).key).toBe('REVIEW_IMAGE_LIMIT');
  });
});

describe('checkout', () => {
  it('creates one order per store, priced by the server, with SKU prices', async () => {
    const b = await buyer();
    const r = await b.u('order!submit', { orderInfo: `${ownId},${blue},1,${ownId},${red},2`, addressId: b.addressId });
    expect(r.code).toBe('0');
    expect(r.data.orderList).toHaveLength(1);
    const info = (await b.u('order!info', { orderId: r.data.orderList[0].orderId })).data.orderInfo;
    expect(info).toMatchObject({ status: 0, prizeOriginal: 71, goodsCount: 3, contacts: 'Ann Example', city: 'Berlin' });
  });

  it('refuses a sold-out line and creates nothing at all', async () => {
    const b = await buyer();
    const before = [await stockOf(listedId), Number((await s.exec(`SELECT stock FROM seller_goods_skus WHERE id = ${blue}`))[0].stock)];
    const r = await b.u('order!submit', { orderInfo: `${listedId},-1,2,${ownId},${blue},99`, addressId: b.addressId });
    expect(r.key).toBe('QUANTITY_BELOW_MIN' === r.key ? 'QUANTITY_BELOW_MIN' : 'GOODS_SOLD_OUT');
    expect(await stockOf(listedId)).toBe(before[0]);
    expect(Number((await s.exec(`SELECT stock FROM seller_goods_skus WHERE id = ${blue}`))[0].stock)).toBe(before[1]);
    expect((await b.u('order!listMain')).data.pageInfo.totalElements).toBe(0);
  });

  it('checks quantities, the address and the selection', async () => {
    const b = await buyer();
    expect((await b.u('order!submit', { orderInfo: `${listedId},-1,1`, addressId: b.addressId })).key).toBe('QUANTITY_BELOW_MIN');
    expect((await b.u('order!submit', { orderInfo: `${listedId},-1,501`, addressId: b.addressId })).key).toBe('QUANTITY_ABOVE_MAX');
    // The maximum holds over split lines of one product (300 + 300) and over its variants together (3 + 3 > stock-free max 5).
    expect((await b.u('order!submit', { orderInfo: `${listedId},-1,300,${listedId},-1,300`, addressId: b.addressId })).key).toBe('QUANTITY_ABOVE_MAX');
    await s.exec(`UPDATE sysparas SET value = '5' WHERE code = 'mall_max_goods_number_in_order'`);
    try {
      expect((await b.u('order!preview', { orderInfo: `${ownId},${red},3,${ownId},${blue},3` })).key).toBe('QUANTITY_ABOVE_MAX');
    } finally {
      await s.exec(`UPDATE sysparas SET value = '500' WHERE code = 'mall_max_goods_number_in_order'`);
    }
    expect((await b.u('order!submit', { orderInfo: '', addressId: b.addressId })).key).toBe('NO_GOODS_SELECTED');
    expect((await b.u('order!submit', { orderInfo: `${listedId},-1,2`, addressId: '' })).key).toBe('SHIPPING_ADDRESS_NOT_SET');
    const other = await buyer();
    expect((await b.u('order!submit', { orderInfo: `${listedId},-1,2`, addressId: other.addressId })).key).toBe('SHIPPING_ADDRESS_NOT_SET');
    expect((await b.u('order!submit', { orderInfo: `${ownId},-1,1`, addressId: b.addressId })).key).toBe('PARAM_ERROR');
  });

  it('refuses goods of the buyer\'s own store', async () => {
    const { token } = await s.signUp('pan@mall.test');
    const u = (path: string, p: Record<string, string | number> = {}) => s.post(`/api/${path}`, { token, ...p });
    await u('address!add', address);
    const addressId = (await u('address!list')).data.pageList[0].id;
    expect((await u('order!submit', { orderInfo: `${listedId},-1,2`, addressId })).key).toBe('OWN_STORE_GOODS');
  });
});

describe('payment through the provider (e-wallet)', () => {
  it('opens the e-wallet method, pays the orders once the signed notification arrives, and keeps cards closed', async () => {
    const b = await buyer();
    expect((await b.u('order!payMethods')).data).toEqual([{ code: 'balance', open: 1 }, { code: 'card', open: 0 }, { code: 'wallet', open: 1 }]);
    const orderId = (await b.u('order!submit', { orderInfo: `${listedId},-1,2`, addressId: b.addressId })).data.orderList[0].orderId;
    const other = await buyer();
    expect((await other.u('order!payByProvider', { orderId })).key).toBe('ORDER_NOT_FOUND');
    const res = await b.u('order!payByProvider', { orderId, pageUrl: 'https://evil.example/x' });
    expect(res.code).toBe('0');
    const url = new URL(res.data);
    expect(url.origin).toBe('https://pay.example.test');
    expect(url.searchParams.get('amount')).toBe('64.48');
    expect(new URL(url.searchParams.get('return_url')!).host).not.toBe('evil.example');
    const notice = { order_no: url.searchParams.get('order_no')!, amount: '64.48', status: 'paid', ref: 'PAY-ORDER-1' };
    expect((await b.u('order!info', { orderId })).data.orderInfo.status).toBe(0);

    const good = { provider: 'hmac', ...notice, sign: hmacSign(SECRET, notice) };
    const results = await Promise.all([s.post('/api/thirdPartyRecharge!notify', good), s.post('/api/thirdPartyRecharge!notify', good)]);
    expect(results.map((r) => r.code)).toEqual(['0', '0']);
    expect((await b.u('order!info', { orderId })).data.orderInfo.status).toBe(1);
    expect(await b.money()).toBe(0);
    expect((await b.u('orderLog!list', { orderId })).data.map((l: any) => l.event)).toEqual(['placed', 'paid']);
    expect((await b.u('order!payByProvider', { orderId })).key).toBe('ORDER_ALREADY_PAID');
    expect((await a('ledger!reconcile')).data.ok).toBe(true);
  });

  it('leaves the money in the wallet when the order was cancelled before the provider confirmed', async () => {
    const b = await buyer();
    const orderId = (await b.u('order!submit', { orderInfo: `${listedId},-1,2`, addressId: b.addressId })).data.orderList[0].orderId;
    const url = new URL((await b.u('order!payByProvider', { orderId })).data);
    expect((await b.u('order!cancel', { orderId, returnReason: 4 })).code).toBe('0');
    const notice = { order_no: url.searchParams.get('order_no')!, amount: '64.48', status: 'paid', ref: 'PAY-ORDER-2' };
    expect((await s.post('/api/thirdPartyRecharge!notify', { provider: 'hmac', ...notice, sign: hmacSign(SECRET, notice) })).code).toBe('0');
    expect((await b.u('order!info', { orderId })).data.orderInfo.status).toBe(-1);
    expect(await b.money()).toBe(64.48);
    expect((await a('ledger!reconcile')).data.ok).toBe(true);
  });
});

describe('order life', () => {
  it('cancels an unpaid order with a reason and releases its stock', async () => {
    const b = await buyer();
    const before = await stockOf(listedId);
    const orderId = (await b.u('order!submit', { orderInfo: `${listedId},-1,3`, addressId: b.addressId })).data.orderList[0].orderId;
    expect(await stockOf(listedId)).toBe(before - 3);
    expect((await b.u('order!cancel', { orderId })).key).toBe('RETURN_REASON_REQUIRED');
    expect((await b.u('order!cancel', { orderId, returnReason: 3 })).code).toBe('0');
    expect(await stockOf(listedId)).toBe(before);
    expect((await b.u('order!cancel', { orderId, returnReason: 3 })).key).toBe('ORDER_STATE_INVALID');
    expect((await b.u('order!pay', { orderId, safeword: '112233' })).key).toBe('ORDER_STATE_INVALID');
  });

  it('refunds before shipping from escrow after the seller approves, and restores stock and sold counts', async () => {
    const b = await buyer('100');
    const orderId = (await b.u('order!submit', { orderInfo: `${listedId},-1,2`, addressId: b.addressId })).data.orderList[0].orderId;
    await b.u('order!pay', { orderId, safeword: '112233' });
    const sold = Number((await s.exec(`SELECT sold_num FROM seller_goods WHERE id = ${listedId}`))[0].sold_num);
    expect((await b.u('order!returns', { orderId, returnReason: 2, returnDetail: 'Changed my mind' })).code).toBe('0');
    expect((await sp('order!refundDecide', { orderId, approve: 0 })).key).toBe('REASON_REQUIRED');
    expect((await sp('order!refundDecide', { orderId, approve: 1 })).code).toBe('0');
    expect(await b.money()).toBe(100);
    expect((await b.u('order!info', { orderId })).data.orderInfo).toMatchObject({ status: 6, returnStatus: 2 });
    expect(Number((await s.exec(`SELECT sold_num FROM seller_goods WHERE id = ${listedId}`))[0].sold_num)).toBe(sold - 2);
    expect((await a('ledger!reconcile')).data.ok).toBe(true);
  });

  it('returns after receipt within the amount paid, from the seller\'s wallet; a refused return goes back', async () => {
    const b = await buyer('100');
    const orderId = (await b.u('order!submit', { orderInfo: `${listedId},-1,2`, addressId: b.addressId })).data.orderList[0].orderId;
    await b.u('order!pay', { orderId, safeword: '112233' });
    await sp('order!confirm', { orderId });
    await sp('order!ship', { orderId, carrier: 'UPS', trackingNo: '1Z999' });
    await b.u('order!receipt', { orderId });
    expect((await b.u('order!returns', { orderId, returnReason: 6, money: '64.49' })).key).toBe('RETURN_AMOUNT_TOO_HIGH');
    expect((await b.u('order!returns', { orderId, returnReason: 6, money: '20' })).code).toBe('0');
    expect((await sp('order!refundDecide', { orderId, approve: 0, reason: 'Item used' })).code).toBe('0');
    expect((await b.u('order!info', { orderId })).data.orderInfo).toMatchObject({ status: 4, returnStatus: 3 });
    expect((await b.u('order!returns', { orderId, returnReason: 6, money: '20' })).code).toBe('0');
    const sellerBefore = (await sp('wallet!get')).data.money;
    expect((await a('order!refundDecide', { orderId, approve: 1 })).code).toBe('0');
    expect(await b.money()).toBeCloseTo(100 - 64.48 + 20, 10);
    expect((await sp('wallet!get')).data.money).toBeCloseTo(sellerBefore - 20, 10);
    expect((await a('ledger!reconcile')).data.ok).toBe(true);
  });

  it('lets only the store\'s seller see and ship an order', async () => {
    const b = await buyer('100');
    const orderId = (await b.u('order!submit', { orderInfo: `${listedId},-1,2`, addressId: b.addressId })).data.orderList[0].orderId;
    await b.u('order!pay', { orderId, safeword: '112233' });
    await a('seller!create', { email: 'other-shop@mall.test', password: 'sellerpass1', name: 'O', storeName: 'Other shop' });
    const other = (await s.post('/api/seller/auth!login', { email: 'other-shop@mall.test', password: 'sellerpass1' })).data.token;
    expect((await s.post('/api/seller/order!info', { token: other, orderId })).key).toBe('ORDER_NOT_FOUND');
    expect((await s.post('/api/seller/order!ship', { token: other, orderId, carrier: 'X', trackingNo: 'Y' })).key).toBe('ORDER_NOT_FOUND');
    expect((await s.post('/api/seller/order!list', { token: other })).data.pageInfo.totalElements).toBe(0);
    expect((await sp('order!info', { orderId })).data).toMatchObject({ orderInfo: { id: orderId }, buyerName: expect.stringContaining('@') });
    expect((await a('order!info', { orderId })).data.buyerName).toBe((await sp('order!info', { orderId })).data.buyerName);
    const theirs = (await s.post('/api/seller/notice!list', { token: other })).data;
    expect(theirs).toMatchObject({ unread: 0, pageList: [] });
    const mine = (await sp('notice!list')).data.pageList.find((n: any) => n.orderId === orderId);
    expect((await s.post('/api/seller/notice!read', { token: other, id: mine.id })).key).toBe('PARAM_ERROR');
    expect((await sp('notice!list')).data.pageList.find((n: any) => n.id === mine.id).read).toBe(0);
  });

  it('notifies the seller of a payment, a shipment reminder and a refund request, each until read', async () => {
    expect((await sp('notice!read')).code).toBe('0');
    const b = await buyer('100');
    const orderId = (await b.u('order!submit', { orderInfo: `${listedId},-1,2`, addressId: b.addressId })).data.orderList[0].orderId;
    expect((await sp('notice!list')).data.unread).toBe(0);
    await b.u('order!pay', { orderId, safeword: '112233' });
    await b.u('order!remind', { orderId });
    await b.u('order!remind', { orderId });
    await b.u('order!returns', { orderId, returnReason: 3 });
    const page = (await sp('notice!list', { pageSize: 2 })).data;
    expect(page.unread).toBe(3);
    expect(page.pageList.map((n: any) => [n.kind, n.orderId, n.read])).toEqual([['refund_requested', orderId, 0], ['reminded', orderId, 0]]);
    expect(page.pageList[0].orderNo).toMatch(/^O\d+$/);
    expect((await sp('notice!read', { id: page.pageList[1].id })).code).toBe('0');
    expect((await sp('notice!list')).data.unread).toBe(2);
    expect((await sp('notice!read', { id: 'x' })).key).toBe('PARAM_ERROR');
    expect((await sp('notice!read')).code).toBe('0');
    expect((await sp('notice!list')).data.unread).toBe(0);
  });

  it('lets the platform refund a shipped order by hand', async () => {
    const b = await buyer('100');
    const orderId = (await b.u('order!submit', { orderInfo: `${listedId},-1,2`, addressId: b.addressId })).data.orderList[0].orderId;
    await b.u('order!pay', { orderId, safeword: '112233' });
    await sp('order!ship', { orderId, carrier: 'UPS', trackingNo: '1Z1' });
    expect((await a('order!refund', { orderId })).key).toBe('REASON_REQUIRED');
    expect((await a('order!refund', { orderId, reason: 'Lost in transit' })).code).toBe('0');
    expect(await b.money()).toBe(100);
    expect((await a('order!refund', { orderId, reason: 'again' })).key).toBe('ORDER_STATE_INVALID');
    expect((await a('ledger!reconcile')).data.ok).toBe(true);
  });
});

describe('sweeps', () => {
  it('cancel unpaid orders, receive shipped ones and review received ones after their time, once', async () => {
    const b = await buyer('200');
    const unpaid = (await b.u('order!submit', { orderInfo: `${listedId},-1,2`, addressId: b.addressId })).data.orderList[0].orderId;
    const shipped = (await b.u('order!submit', { orderInfo: `${listedId},-1,2`, addressId: b.addressId })).data.orderList[0].orderId;
    await b.u('order!pay', { orderId: shipped, safeword: '112233' });
    await sp('order!ship', { orderId: shipped, carrier: 'DHL', trackingNo: 'A1' });
    const stock = await stockOf(listedId);
    const orders = s.built.deps.orders;
    const later = new Date(Date.now() + 11 * 86_400_000);
    const [first, second] = await Promise.all([orders.sweep(later), orders.sweep(later)]);
    expect(first.cancelled + second.cancelled).toBeGreaterThanOrEqual(1);
    expect((await b.u('order!info', { orderId: unpaid })).data.orderInfo.status).toBe(-1);
    expect(await stockOf(listedId)).toBe(stock + 2);
    // Eleven days on, the shipped order was received (10 days) and, being received 11 days before the
    // sweep's clock, also got the default good review (7 days).
    expect((await b.u('order!info', { orderId: shipped })).data.orderInfo.status).toBe(5);
    expect((await orders.sweep(later))).toEqual({ cancelled: 0, received: 0, reviewed: 0 });
    const events = (await b.u('orderLog!list', { orderId: shipped })).data.map((l: any) => l.event);
    expect(events).toEqual(['placed', 'paid', 'shipped', 'auto_received', 'default_review', 'completed']);
    expect((await b.u('orderLog!list', { orderId: unpaid })).data.map((l: any) => l.event)).toEqual(['placed', 'auto_cancelled']);
    expect((await a('ledger!reconcile')).data.ok).toBe(true);
  });
});
