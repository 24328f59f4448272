import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tronAddressOf } from '@mall/domain/chain-address';
import type { Database } from '../../db/client';
import { TestServer, testDatabase } from '../../test/harness';
import { Raster } from '../captcha/png';

// Calls of the buyer wire as existing desktop and mobile clients make them: POST with every parameter
// in the query string and an empty body (GET where those clients use GET), fields read as they read them.

const DEPOSIT = tronAddressOf(new Uint8Array(20).fill(7));
let database: Database;
let s: TestServer;
let admin: string;
let seller: string;
let storeId: string;
let goodsId: string;

const a = (path: string, p: Record<string, string | number> = {}) => s.post(`/api/admin/${path}`, { token: admin, ...p });
const sp = (path: string, p: Record<string, string | number> = {}) => s.post(`/api/seller/${path}`, { token: seller, ...p });

async function buyer() {
  const { token, email } = await s.signUp();
  const u = (path: string, p: Record<string, string | number> = {}) => s.post(`/api/${path}`, { token, ...p });
  const [row] = await s.exec(`SELECT id FROM users WHERE username = '${email}'`);
  return { token, u, id: Number(row.id) };
}

/** A multipart form as the desktop client sends an upload: the token is one of the form fields. */
function formWithToken(token: string, file: Buffer, tokenFirst: boolean) {
  const boundary = '----desktopclient';
  const field = (name: string, value: string) => Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
  const filePart = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="proof.png"\r\nContent-Type: image/png\r\n\r\n`), file, Buffer.from('\r\n'),
  ]);
  const parts = tokenFirst ? [field('token', token), field('moduleName', 'recharge'), filePart] : [filePart, field('moduleName', 'recharge'), field('token', token)];
  return { payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
const png = () => { const r = new Raster(4, 4); r.set(2, 2, 0, 200, 0); return r.toPng(); };

beforeAll(async () => {
  database = await testDatabase();
  s = await TestServer.start(database);
  admin = await s.adminToken();
  const cat = (await a('category!save', { name: 'Garden' })).data.categoryId;
  const wh = (await a('warehouse!save', { name: 'Antwerp', address: 'Dock 2' })).data.id;
  await a('goods!save', { name: 'Watering can', categoryId: cat, price: '12', freightAmount: '0', images: '', stock: JSON.stringify({ [wh]: 100 }) });
  await a('seller!create', { email: 'can@mall.test', password: 'sellerpass1', name: 'Cal', storeName: 'Can Corner' });
  storeId = (await a('store!list')).data.pageList.find((x: any) => x.name === 'Can Corner').id;
  await a('store!approve', { id: storeId });
  seller = (await s.post('/api/seller/auth!login', { email: 'can@mall.test', password: 'sellerpass1' })).data.token;
  const platform = (await sp('goods!platformList')).data.pageList[0];
  goodsId = (await sp('goods!add', { goodsId: platform.id, sellingPrice: '10', buyMin: 1, stock: 50 })).data.id;
  expect((await a('channel!save', {
    coin: 'USDT', blockchain_name: 'TRC20', address: DEPOSIT, rate: '1', fee: '2', recharge_limit_min: '10', recharge_limit_max: '5000',
    withdraw_fee: '3', withdraw_limit_min: '10', withdraw_limit_max: '1000', enabled: '1', sort: '1',
  })).code).toBe('0');
  expect((await a('channel!save', {
    coin: 'USDT', blockchain_name: 'ERC20', address: '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed', rate: '1', fee: '0', recharge_limit_min: '10', recharge_limit_max: '5000',
    withdraw_fee: '5', withdraw_limit_min: '10', withdraw_limit_max: '1000', enabled: '1', sort: '2',
  })).code).toBe('0');
}, 60_000);
afterAll(async () => { await s?.close(); await database?.close(); });

describe('user!check-safeword', () => {
  it('answers data.safeword 0 before a transaction password is set and 1 after', async () => {
    const b = await buyer();
    const before = await b.u('user!check-safeword');
    expect(before.code).toBe('0');
    expect(before.data.safeword).toBe(0);
    expect((await b.u('user!setSafewordReg', { safeword: '135790', re_safeword: '135790' })).code).toBe('0');
    expect((await s.post('/wap/api/user!check-safeword.action', { token: b.token })).data.safeword).toBe(1);
  });
});

describe('user!setSafewordReg', () => {
  it('sets the transaction password from safeword alone, and still checks a confirmation that is sent', async () => {
    const b = await buyer();
    expect((await b.u('user!setSafewordReg', { safeword: '246802', re_safeword: '111111' })).key).toBe('PASSWORD_MISMATCH');
    expect((await b.u('user!setSafewordReg', { safeword: '246802' })).code).toBe('0');
    expect((await b.u('user!check-safeword')).data.safeword).toBe(1);
    expect((await b.u('user!setSafewordReg', { safeword: '999999' })).key).toBe('SAFEWORD_ALREADY_SET');
  });

  it('refuses a malformed safeword sent alone', async () => {
    const b = await buyer();
    expect((await b.u('user!setSafewordReg', { safeword: '12ab' })).key).toBe('SAFEWORD_FORMAT');
  });
});

describe('sellerGoods!recommend_new type=2 without sellerId', () => {
  it('answers code 0 with an empty list, then the picks of the stores the platform recommends', async () => {
    const none = await s.post('/api/sellerGoods!recommend_new', { type: 2, pageNum: 1, pageSize: 10 });
    expect(none.code).toBe('0');
    expect(none.data.result).toEqual([]);
    await a('store!setRec', { id: storeId, isRec: 1 });
    await a('sellerGoods!setFlags', { id: goodsId, isRec: 1 });
    const picks = await s.post('/wap/api/sellerGoods!recommend_new.action', { type: 2, pageNum: 1, pageSize: 10, lang: 'en' });
    expect(picks.code).toBe('0');
    expect(picks.data.result.map((g: any) => g.id)).toEqual([goodsId]);
    await a('store!setRec', { id: storeId, isRec: 0 });
  });
});

describe('order!countOrderStatus', () => {
  it('answers numeric badge counts: an unpaid order waits for payment, a paid one for delivery', async () => {
    const b = await buyer();
    const zero = await b.u('order!countOrderStatus');
    expect(zero.code).toBe('0');
    expect(zero.data).toEqual({ waitPayCount: 0, waitDeliverCount: 0, waitReceiptCount: 0, waitEvaluateCount: 0, refundCount: 0 });
    await b.u('user!setSafewordReg', { safeword: '112233' });
    await a('wallet!adjust', { owner: 'user', ownerId: b.id, amount: '100', reason: 'test funds' });
    await b.u('address!add', {
      contacts: 'Ann Example', phone: '15112345678', areaCode: '49', email: 'ann@mall.test', postcode: '10115', address: 'Unter den Linden 1', use: 1,
      country: 'Germany', countryId: 'DE', province: 'Berlin', provinceId: 'DE-BE', city: 'Berlin', cityId: 'DE-BE:Berlin',
    });
    const addressId = (await b.u('address!list')).data.pageList[0].id;
    const first = (await b.u('order!submit', { orderInfo: `${goodsId},-1,1`, addressId })).data.orderList[0].orderId;
    await b.u('order!submit', { orderInfo: `${goodsId},-1,2`, addressId });
    expect((await b.u('order!pay', { orderId: first, safeword: '112233' })).code).toBe('0');
    const counts = (await b.u('order!countOrderStatus')).data;
    expect(counts).toMatchObject({ waitPayCount: 1, waitDeliverCount: 1, waitReceiptCount: 0, waitEvaluateCount: 0, refundCount: 0 });
    expect(typeof counts.waitPayCount).toBe('number');
  });
});

describe('uploadimg!execute with the token as a form field', () => {
  it('authenticates the upload whether the token comes before or after the file, and the picture serves as a recharge proof', async () => {
    const b = await buyer();
    for (const tokenFirst of [true, false]) {
      const res = await s.app.inject({ method: 'POST', url: '/api/uploadimg!execute', ...formWithToken(b.token, png(), tokenFirst) });
      expect(res.json()).toMatchObject({ code: '0' });
      expect(res.json().data).toMatch(/^\/uploads\/[A-Za-z0-9_-]+\.png$/);
    }
    const img = (await s.app.inject({ method: 'POST', url: '/wap//api/uploadimg!execute.action', ...formWithToken(b.token, png(), false) })).json().data;
    const open = (await b.u('rechargeBlockchain!recharge_open')).data.session_token;
    const rec = await b.u('rechargeBlockchain!recharge', { session_token: open, amount: '50', blockchain_name: 'TRC20', img, coin: 'USDT', channel_address: DEPOSIT });
    expect(rec.code).toBe('0');
  });

  it('still refuses an upload without any token, and one with a wrong token field', async () => {
    expect((await s.app.inject({ method: 'POST', url: '/api/uploadimg!execute', ...formWithToken('', png(), true) })).json().code).toBe('403');
    expect((await s.app.inject({ method: 'POST', url: '/api/uploadimg!execute', ...formWithToken('not-a-token', png(), false) })).json().code).toBe('403');
  });
});

describe('withdraw!fee with an empty or unknown channel', () => {
  it('answers the default channel\'s withdraw_fee', async () => {
    const b = await buyer();
    for (const channel of ['', 'DOGE']) {
      const r = await b.u('withdraw!fee', { channel });
      expect(r.code).toBe('0');
      expect(r.data.withdraw_fee).toBe(3);
    }
    expect((await b.u('withdraw!fee', { channel: 'ERC20' })).data.withdraw_fee).toBe(5);
  });

  it('answers the bound address\'s network when one is bound', async () => {
    const b = await buyer();
    expect((await b.u('user!bindWithdrawAddress', { blockchain_name: 'ERC20', coin: 'USDT', channel_address: '0x52908400098527886E0F7030069857D2E4169EE7' })).code).toBe('0');
    expect((await b.u('withdraw!fee', { channel: '' })).data.withdraw_fee).toBe(5);
  });
});

describe('channelBlockchain!list', () => {
  it('answers the rate to USDT in fee (1 for USDT) and the fee in recharge_fee, so amount × fee reaches the minimum', async () => {
    const b = await buyer();
    const list = (await b.u('channelBlockchain!list')).data;
    const trc = list.find((c: any) => c.blockchain_name === 'TRC20');
    expect(trc).toMatchObject({ coin: 'USDT', fee: 1, recharge_fee: 2, recharge_limit_min: 10 });
    expect(50 * trc.fee).toBeGreaterThanOrEqual(trc.recharge_limit_min);
  });
});

describe('chat unread counters', () => {
  it('answer code 0 with data 0 on every path existing clients poll, with or without a token', async () => {
    const b = await buyer();
    const calls = [
      () => s.get('/api/newOnlinechat!unread', { token: b.token, lang: 'en' }),
      () => s.post('/wap/api/newOnlinechat!unread.action', { token: b.token }),
      () => s.get('/public/userOnlineChatController!unread', { token: b.token, loginType: 'user' }),
      () => s.get('/wap/public/userOnlineChatController!unread.action', { token: b.token, loginType: 'user' }),
      () => s.post('/api/public/userOnlineChatController!unread.action', { loginType: 'user' }),
      () => s.get('/api/newOnlinechat!unread'),
    ];
    for (const call of calls) expect(await call()).toEqual({ code: '0', msg: null, data: 0 });
  });
});

describe('numbers the clients print', () => {
  it('answers an empty object, not null, when no pop-up activity runs', async () => {
    expect(await s.get('/api/activity/lottery!getCurrentActivity')).toEqual({ code: '0', msg: null, data: {} });
  });

  it('answers fakeSoldNum 0 on stores and goods, next to the real soldNum', async () => {
    const store = (await s.post('/api/seller!info', { sellerId: storeId })).data;
    expect(store).toMatchObject({ fakeSoldNum: 0 });
    expect(typeof store.soldNum).toBe('number');
    const detail = (await s.post('/api/sellerGoods!info', { sellerGoodsId: goodsId })).data;
    expect(detail).toMatchObject({ fakeSoldNum: 0, seller: { fakeSoldNum: 0 } });
    expect(typeof detail.discountRatio).toBe('number');
    const card = (await s.post('/api/sellerGoods!list', { sellerId: storeId, pageNum: 1, pageSize: 5 })).data.pageList[0];
    expect(card).toMatchObject({ fakeSoldNum: 0 });
  });
});
