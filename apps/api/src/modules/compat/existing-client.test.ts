import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tronAddressOf } from '@mall/domain/chain-address';
import type { Database } from '../../db/client';
import { TestServer, testDatabase, withQuery, type Answer, type Params } from '../../test/harness';
import { Raster } from '../captcha/png';

// One buyer journey made only of the calls existing desktop and mobile clients make, sent the way they
// send them (every parameter, token and lang in the query string; POST with an empty body; GET where
// they use GET; uploads with the token as a form field), on a server with SLIDER_CHECK=adaptive, the
// setting for deployments where those clients are in use. Every answer must be code "0".

const DEPOSIT = tronAddressOf(new Uint8Array(20).fill(3));
let database: Database;
let s: TestServer;
let goodsId: string;

// One admin sign-in for the whole file: with adaptive, staff sign-ins from this address count towards
// the burst that asks for the puzzle, and the buyer journey must stay clear of it.
let adminToken: string | undefined;
const admin = async (path: string, p: Params = {}) => {
  adminToken ??= await s.adminToken();
  const r = await s.post(`/api/admin/${path}`, { token: adminToken, ...p });
  expect(r.code).toBe('0');
  return r.data;
};

beforeAll(async () => {
  database = await testDatabase();
  s = await TestServer.start(database, { SLIDER_CHECK: 'adaptive' });
  // The platform side (not part of the client journey): a store with one product, and a deposit channel.
  const cat = (await admin('category!save', { name: 'Lamps' })).categoryId;
  const wh = (await admin('warehouse!save', { name: 'Lyon', address: 'Quai 3' })).id;
  await admin('goods!save', { name: 'Desk lamp', categoryId: cat, price: '20', freightAmount: '2', images: '', stock: JSON.stringify({ [wh]: 100 }) });
  await admin('seller!create', { email: 'lamp@mall.test', password: 'sellerpass1', name: 'Lia', storeName: 'Lamp Loft' });
  const storeId = (await admin('store!list')).pageList.find((x: any) => x.name === 'Lamp Loft').id;
  await admin('store!approve', { id: storeId });
  const seller = (await s.post('/api/seller/auth!login', { email: 'lamp@mall.test', password: 'sellerpass1' })).data.token;
  const platform = (await s.post('/api/seller/goods!platformList', { token: seller })).data.pageList[0];
  goodsId = (await s.post('/api/seller/goods!add', { token: seller, goodsId: platform.id, sellingPrice: '18', buyMin: 1, stock: 40 })).data.id;
  await admin('channel!save', {
    coin: 'USDT', blockchain_name: 'TRC20', address: DEPOSIT, rate: '1', fee: '1', recharge_limit_min: '10', recharge_limit_max: '5000',
    withdraw_fee: '2', withdraw_limit_min: '10', withdraw_limit_max: '1000', enabled: '1', sort: '1',
  });
}, 60_000);
afterAll(async () => { await s?.close(); await database?.close(); });

describe('an existing client', () => {
  it('registers, sets a transaction password, saves an address, buys, pays, reads the timeline, attaches a recharge proof and opens the withdraw page', async () => {
    let token = '';
    const codes: string[] = [];
    /** A call as the clients make it; the answer must be code "0". */
    const call = async (method: 'GET' | 'POST', path: string, params: Params = {}): Promise<Answer> => {
      const all = { ...params, token: token || undefined, lang: 'en' };
      const r = method === 'GET' ? await s.get(path, all) : await s.post(path, all);
      codes.push(`${path} ${r.code}`);
      expect(r, `${method} ${path}`).toMatchObject({ code: '0' });
      return r;
    };
    const email = 'journey@mall.test';

    // Account: sign up and in without any puzzle, set the transaction password from one field, check it.
    token = (await call('GET', '/wap/api/localuser!registerNoVerifcode.action', { username: email, password: 'abc123', re_password: 'abc123', type: 2, agentCode: '' })).data.token;
    token = '';
    token = (await call('POST', '/api/user!newlogin.action', { username: email, password: 'abc123', areaCode: '' })).data.token;
    expect(token).toBeTruthy();
    expect((await call('POST', '/wap/api/user!check-safeword.action')).data.safeword).toBe(0);
    await call('POST', '/wap/api/user!setSafewordReg.action', { safeword: '123456' });
    expect((await call('POST', '/wap/api/user!check-safeword.action')).data.safeword).toBe(1);
    expect((await call('GET', '/api/localuser!get')).data.safeword).toBe(1);

    // Address as the mobile client sends it: region ids turned into numbers, "<cc>|<number>".
    const countries = (await call('POST', '/api/address!listCountry')).data.data;
    const france = countries.find((c: any) => c.countryName === 'France');
    const states = (await call('POST', '/wap/api/address!listState.action', { countryId: Number(france.id) })).data.data;
    const rhone = states.find((x: any) => /Auvergne/.test(x.stateName));
    const cities = (await call('POST', '/wap/api/address!listCity.action', { stateId: Number(rhone.id) })).data.data;
    const lyon = cities.find((c: any) => c.cityName === 'Lyon');
    expect(typeof lyon.id).toBe('number');
    await call('POST', '/wap/api/address!add.action', {
      contacts: 'Jo Journey', phone: '33|612345678', areaCode: '33', email, postcode: '69001', address: '1 Rue de la Republique', use: 1,
      country: 'France', countryId: Number(france.id), province: rhone.stateName, provinceId: Number(rhone.id), city: 'Lyon', cityId: Number(lyon.id),
    });
    const addressId = (await call('POST', '/api/address!list')).data.pageList[0].id;

    // Home and product: the three lists the mobile home loads together, then the product.
    await call('POST', '/wap/api/sellerGoods!recommend_new.action', { type: 0, pageNum: 1, pageSize: 10 });
    await call('POST', '/wap/api/sellerGoods!recommend_new.action', { type: 1, pageNum: 1, pageSize: 10 });
    await call('POST', '/wap/api/sellerGoods!recommend_new.action', { type: 2, pageNum: 1, pageSize: 10 });
    await call('POST', '/api/sellerGoods!list', { pageNum: 1, pageSize: 20 });
    expect((await call('POST', '/api/sellerGoods!info', { sellerGoodsId: goodsId })).data.id).toBe(goodsId);

    // Buy and pay from the balance.
    const [{ id: userId }] = await s.exec(`SELECT id FROM users WHERE username = '${email}'`);
    await admin('wallet!adjust', { owner: 'user', ownerId: userId, amount: '100', reason: 'journey funds' });
    const orderId = (await call('POST', '/api/order!submit', { orderInfo: `${goodsId},-1,2`, addressId })).data.orderList[0].orderId;
    expect((await call('POST', '/wap/api/order!countOrderStatus.action')).data.waitPayCount).toBe(1);
    await call('POST', '/api/order!pay', { orderId, safeword: '123456' });
    expect((await call('POST', '/wap/api/order!countOrderStatus.action')).data).toMatchObject({ waitPayCount: 0, waitDeliverCount: 1 });
    expect((await call('POST', '/api/order!info', { orderId })).data.orderInfo.status).toBe(1);
    const info = (await call('POST', '/api/order!info', { orderId })).data.orderInfo;
    // The desktop detail shows prizeReal + fees + tax: that sum is what was paid.
    const paid = 100 - (await call('POST', '/api/wallet!getUsdt')).data.money;
    expect(info.prizeReal + info.fees + info.tax).toBeCloseTo(paid, 8);
    for (const line of (await call('POST', '/api/order!listGoods', { orderId })).data.pageList) {
      expect(typeof line.fees).toBe('number');
      expect(typeof line.tax).toBe('number');
    }
    const timeline = (await call('POST', '/api/orderLog!list', { orderId })).data;
    expect(timeline.map((e: any) => e.log)).toEqual([`${orderId} placed`, `${orderId} paid`]);
    expect(timeline[0].updateTime).toBeTruthy();

    // Recharge: the proof is uploaded with the token as a form field, as the desktop client does it.
    const boundary = '----journey';
    const png = new Raster(6, 6).toPng();
    const payload = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="proof.png"\r\nContent-Type: image/png\r\n\r\n`), png,
      Buffer.from(`\r\n--${boundary}\r\nContent-Disposition: form-data; name="moduleName"\r\n\r\nrecharge\r\n`),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="token"\r\n\r\n${token}\r\n--${boundary}--\r\n`),
    ]);
    const upload = (await s.app.inject({ method: 'POST', url: withQuery('/api/uploadimg!execute.action', { lang: 'en' }), payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } })).json();
    expect(upload.code).toBe('0');
    const channels = (await call('POST', '/api/channelBlockchain!list')).data;
    const trc = channels.find((c: any) => c.blockchain_name === 'TRC20');
    expect(50 * trc.fee).toBeGreaterThanOrEqual(trc.recharge_limit_min);
    const session = (await call('POST', '/api/rechargeBlockchain!recharge_open')).data.session_token;
    await call('POST', '/api/rechargeBlockchain!recharge', {
      session_token: session, amount: 50, blockchain_name: trc.blockchain_name, img: upload.data, coin: trc.coin, channel_address: trc.address,
    });
    expect((await call('POST', '/api/rechargeBlockchain!list', { page_no: 1, page_size: 10 })).data.elements[0]).toMatchObject({ state: 0, img: upload.data });

    // The withdraw page: opening calls, the fee with no channel chosen yet, and the channels.
    const open = (await call('POST', '/api/withdraw!withdraw_open')).data;
    expect(open.session_token).toBeTruthy();
    expect((await call('POST', '/api/withdraw!fee', { channel: '' })).data.withdraw_fee).toBe(2);
    await call('POST', '/wap/api/channelBlockchain!list.action');

    // Polled in the background by both clients.
    expect((await call('GET', '/wap/public/userOnlineChatController!unread.action', { loginType: 'user' })).data).toBe(0);
    expect((await call('POST', '/api/newOnlinechat!unread')).data).toBe(0);
    await call('POST', '/wap/api/kyc!get.action');
    await call('POST', '/api/user!heartbeat');
    expect(codes.every((c) => c.endsWith(' 0'))).toBe(true);
  });
});
