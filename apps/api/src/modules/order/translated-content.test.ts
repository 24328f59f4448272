import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { TestServer, testDatabase } from '../../test/harness';

// Content in the reader's language: category and variant names, order lines and wallet remarks.

let database: Database;
let s: TestServer;
let admin: string;
let seller: string;
let category: string;
let listedId: string;
let ownId: string;

const a = (path: string, p: Record<string, string | number> = {}) => s.post(`/api/admin/${path}`, { token: admin, ...p });
const sp = (path: string, p: Record<string, string | number> = {}) => s.post(`/api/seller/${path}`, { token: seller, ...p });
const address = {
  contacts: 'Ann Example', phone: '15112345678', areaCode: '49', email: 'ann@mall.test', postcode: '10115',
  address: 'Unter den Linden 1', use: 1, country: 'Germany', countryId: 'DE', province: 'Berlin', provinceId: 'DE-BE', city: 'Berlin', cityId: 'DE-BE:Berlin',
};

async function buyer(balance: string) {
  const { token, email } = await s.signUp();
  const u = (path: string, p: Record<string, string | number> = {}) => s.post(`/api/${path}`, { token, ...p });
  await u('user!setSafewordReg', { safeword: '112233', re_safeword: '112233' });
  await u('address!add', address);
  const addressId = (await u('address!list')).data.pageList[0].id as string;
  const [row] = await s.exec(`SELECT id FROM users WHERE username = '${email}'`);
  expect((await a('wallet!adjust', { owner: 'user', ownerId: row.id, amount: balance, reason: 'test funds' })).code).toBe('0');
  return { u, addressId };
}

/** A buyer who bought the listed product and received it, so the seller was paid. */
async function settledOrder() {
  const b = await buyer('200');
  const orderId = (await b.u('order!submit', { orderInfo: `${listedId},-1,2`, addressId: b.addressId })).data.orderList[0].orderId;
  expect((await b.u('order!pay', { orderId, safeword: '112233' })).code).toBe('0');
  expect((await sp('order!ship', { orderId, carrier: 'DHL', trackingNo: 'JD0142' })).code).toBe('0');
  expect((await b.u('order!receipt', { orderId })).code).toBe('0');
  return { ...b, orderId };
}

beforeAll(async () => {
  database = await testDatabase();
  s = await TestServer.start(database);
  admin = await s.adminToken();
  category = (await a('category!save', { name: 'Kitchen', isRec: 1 })).data.categoryId;
  const wh = (await a('warehouse!save', { name: 'Rotterdam', address: 'Port 1' })).data.id;
  await a('goods!save', { name: 'Cast iron skillet', categoryId: category, price: '39.90', freightAmount: '4.5', images: '', stock: JSON.stringify({ [wh]: 120 }) });
  await a('seller!create', { email: 'pan@mall.test', password: 'sellerpass1', name: 'Pat', storeName: 'Pan Palace' });
  const storeId = (await a('store!list')).data.pageList.find((x: any) => x.name === 'Pan Palace').id;
  await a('store!approve', { id: storeId });
  seller = (await s.post('/api/seller/auth!login', { email: 'pan@mall.test', password: 'sellerpass1' })).data.token;
  const platform = (await sp('goods!platformList')).data.pageList[0];
  listedId = (await sp('goods!add', { goodsId: platform.id, sellingPrice: '35', buyMin: 1, stock: 50 })).data.id;
  ownId = (await sp('goods!create', {
    name: 'Enamel teapot', categoryId: category, sellingPrice: '24.5', buyMin: 1, des: '<p>Teapot</p>',
    attrs: JSON.stringify([{ name: 'Colour', values: ['Red', 'Blue'] }]),
    skus: JSON.stringify([{ values: ['Red'], sellingPrice: 24.5, stock: 5 }, { values: ['Blue'], sellingPrice: 26, stock: 3 }]),
  })).data.id;
  await s.exec(`INSERT INTO goods_i18n (goods_id, lang, name) SELECT goods_id, 'ja', 'スキレット' FROM seller_goods WHERE id = ${listedId}`);
}, 60_000);
afterAll(async () => { await s?.close(); await database?.close(); });

describe('content in the reader’s language', () => {
  it('names a category in Japanese and Arabic when translated, and in English otherwise', async () => {
    const names = JSON.stringify({ ja: ' キッチン ', ar: 'مطبخ', de: '' });
    expect((await a('category!save', { categoryId: category, name: 'Kitchen', isRec: 1, names })).code).toBe('0');
    expect((await a('category!list')).data.find((c: any) => c.categoryId === category).names).toEqual({ ja: 'キッチン', ar: 'مطبخ' });
    expect((await a('category!save', { categoryId: category, name: 'Kitchen', names: '{"xx":"?"}' })).key).toBe('PARAM_ERROR');
    const name = async (lang: string) => (await s.get('/api/category!tree', { lang })).data.find((c: any) => c.categoryId === category).name;
    expect([await name('ja'), await name('ar'), await name('de'), await name('en')]).toEqual(['キッチン', 'مطبخ', 'Kitchen', 'Kitchen']);
  });

  it('names variant attributes and values in the reader’s language, falling back to the seller’s words', async () => {
    await s.exec(`INSERT INTO goods_attr_i18n (attr_id, lang, name) SELECT a.id, 'ar', 'اللون' FROM goods_attrs a JOIN seller_goods sg ON sg.goods_id = a.goods_id WHERE sg.id = ${ownId}`);
    await s.exec(`INSERT INTO goods_attr_value_i18n (value_id, lang, name) SELECT v.id, 'ar', 'أحمر' FROM goods_attr_values v JOIN goods_attrs a ON a.id = v.attr_id
      JOIN seller_goods sg ON sg.goods_id = a.goods_id WHERE sg.id = ${ownId} AND v.name = 'Red'`);
    const attrs = async (lang: string) => (await s.post('/api/sellerGoods!info', { sellerGoodsId: ownId, lang })).data.canSelectAttributes.goodAttrs[0];
    expect(await attrs('ar')).toMatchObject({ attrName: 'اللون', attrValues: [{ attrValueName: 'أحمر' }, { attrValueName: 'Blue' }] });
    expect(await attrs('ja')).toMatchObject({ attrName: 'Colour', attrValues: [{ attrValueName: 'Red' }, { attrValueName: 'Blue' }] });
  });

  it('writes wallet remarks in the reader’s language, and shows a typed reason and an old English memo as stored', async () => {
    const b = await settledOrder();
    const remarks = async (u: typeof b.u, lang: string) => (await u('wallet!records', { page_no: 1, page_size: 10, lang })).data.elements.map((e: any) => e.remark);
    expect(await remarks(b.u, 'en')).toEqual(['Order payment', 'test funds']);
    expect(await remarks(b.u, 'ja')).toEqual(['注文の支払い', 'test funds']);
    expect(await remarks(b.u, 'ar')).toEqual(['دفع الطلب', 'test funds']);
    const sellerRemarks = async (lang: string) => (await sp('wallet!records', { page_no: 1, page_size: 10, lang })).data.elements.map((e: any) => e.remark);
    expect(await sellerRemarks('ja')).toEqual(['注文の精算']);
    expect(await sellerRemarks('ar')).toEqual(['تسوية الطلب']);
    await s.exec(`UPDATE ledger_transactions SET memo = 'order settled' WHERE kind = 'income'`);
    expect(await sellerRemarks('ja')).toEqual(['order settled']);
  });

  it('shows an order line under the product’s name in the reader’s language, else under the name it was bought as', async () => {
    const b = await settledOrder();
    const lineNames = async (lang: string) => (await b.u('order!listGoods', { orderId: b.orderId, lang })).data.pageList.map((g: any) => g.goodsName);
    expect(await lineNames('ja')).toEqual(['スキレット']);
    expect(await lineNames('ar')).toEqual(['Cast iron skillet']);
    expect(await lineNames('en')).toEqual(['Cast iron skillet']);
    const listed = (await b.u('order!listMain', { status: '', lang: 'ja' })).data.pageList[0].goods.map((g: any) => g.goodsName);
    expect(listed).toEqual(['スキレット']);
  });

  it('shows an order line’s variant values in the reader’s language while they read as bought', async () => {
    const b = await buyer('100');
    const skus = (await s.post('/api/sellerGoods!info', { sellerGoodsId: ownId, lang: 'en' })).data.canSelectAttributes;
    const red = skus.goodAttrs[0].attrValues.find((v: any) => v.attrValueName === 'Red').attrValueId;
    const skuId = skus.skus.find((k: any) => k.attrs[0].attrValueId === red).skuId;
    const orderId = (await b.u('order!submit', { orderInfo: `${ownId},${skuId},1`, addressId: b.addressId })).data.orderList[0].orderId;
    const values = async (lang: string) => (await b.u('order!listGoods', { orderId, lang })).data.pageList.map((g: any) => g.attributes);
    // The Arabic name of Red was added above; Japanese has none.
    expect([await values('ar'), await values('ja'), await values('en')]).toEqual([[['أحمر']], [['Red']], [['Red']]]);
    // Renamed by the seller since: the line keeps the words it was bought under.
    await s.exec(`UPDATE goods_attr_values SET name = 'Crimson' WHERE id = ${red}`);
    expect(await values('ar')).toEqual([['Red']]);
  });
});
