import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestServer, testDatabase } from '../../test/harness';
import type { Database } from '../../db/client';
import { vacuumListing } from './repo';

let database: Database;
let s: TestServer;
let admin: string;
let seller: string;
let storeId: string;
let ownId: string;
let listedId: string;

beforeAll(async () => {
  database = await testDatabase();
  s = await TestServer.start(database);
  admin = await s.adminToken();
  const a = (path: string, p: Record<string, string | number> = {}) => s.post(`/api/admin/${path}`, { token: admin, ...p });
  const top = (await a('category!save', { name: 'Home & Garden', isRec: 1 })).data.categoryId;
  const mid = (await a('category!save', { name: 'Kitchen', parentId: top })).data.categoryId;
  await a('category!save', { name: 'Cookware', parentId: mid });
  const wh = (await a('warehouse!save', { name: 'Rotterdam', address: 'Port 1' })).data.id;
  await a('goods!save', { name: 'Cast iron skillet', categoryId: mid, price: '39.90', freightAmount: '4.5', images: '', stock: JSON.stringify({ [wh]: 120 }) });
  await a('seller!create', { email: 'pan@mall.test', password: 'sellerpass1', name: 'Pat', storeName: 'Pan Palace' });
  storeId = (await a('store!list')).data.pageList.find((x: any) => x.name === 'Pan Palace').id;
  await a('store!approve', { id: storeId });
  seller = (await s.post('/api/seller/auth!login', { email: 'pan@mall.test', password: 'sellerpass1' })).data.token;
  const platform = (await s.post('/api/seller/goods!platformList', { token: seller })).data.pageList[0];
  listedId = (await s.post('/api/seller/goods!add', { token: seller, goodsId: platform.id, sellingPrice: '35', discountPrice: '29.99', buyMin: 2, stock: 50 })).data.id;
  const created = (await s.post('/api/seller/goods!create', {
    token: seller, name: 'Enamel teapot 搪瓷茶壶 กาน้ำชา', categoryId: mid, sellingPrice: '24.5', buyMin: 1,
    des: '<p>Holds <b>1.2 l</b></p><script>alert(1)</script><img src="x" onerror="alert(2)">',
    attrs: JSON.stringify([{ name: 'Colour', values: ['Red', 'Blue'] }]),
    skus: JSON.stringify([{ values: ['Red'], sellingPrice: 24.5, stock: 5 }, { values: ['Blue'], sellingPrice: 26, discountPrice: 22, stock: 3 }]),
  }));
  if (created.code !== '0') throw new Error(JSON.stringify(created));
  ownId = created.data.id;
});
afterAll(async () => { await s?.close(); await database?.close(); });

describe('catalogue lists', () => {
  it('lists visible goods with the card fields', async () => {
    const r = await s.post('/api/sellerGoods!list', { pageNum: 1, pageSize: 10 });
    expect(r.code).toBe('0');
    expect(r.data.pageInfo).toEqual({ pageNum: 1, pageSize: 10, totalElements: 2 });
    const card = r.data.pageList.find((c: any) => c.id === listedId);
    expect(card).toMatchObject({ name: 'Cast iron skillet', sellingPrice: 35, discountPrice: 29.99, price: 29.99, soldNum: 0, isKeep: 0, sellerId: storeId });
    // The share taken off (29.99 instead of 35: 14.31 % off), and no invented sales figure.
    expect(card.discountRatio).toBeCloseTo(0.1431, 3);
    expect(card.fakeSoldNum).toBe(0);
    for (const k of ['imgUrl1', 'imgUrl2', 'imgUrl3', 'imgUrl4']) expect(typeof card[k]).toBe('string');
  });

  it('filters by a category and its descendants, by store and by discount, and clamps the page size', async () => {
    const tree = (await s.get('/api/category!tree')).data;
    expect(tree[0]).toMatchObject({ name: 'Home & Garden', subList: [{ name: 'Kitchen', subList: [{ name: 'Cookware' }] }] });
    const top = tree[0].categoryId;
    expect((await s.post('/api/sellerGoods!list', { categoryId: top })).data.pageInfo.totalElements).toBe(2);
    expect((await s.post('/api/sellerGoods!list', { discount: 1 })).data.pageList.map((c: any) => c.id)).toEqual([listedId]);
    expect((await s.post('/api/sellerGoods!list', { sellerId: storeId, pageSize: 500 })).data.pageInfo.pageSize).toBe(100);
    expect((await s.post('/api/sellerGoods!list', { categoryId: 'abc' })).key).toBe('CATEGORY_NOT_FOUND');
    expect((await s.post('/api/sellerGoods!list', { pageNum: 9 })).data.pageList).toEqual([]);
  });

  it('finds goods by a partial word, by Chinese and by Thai, and stores by name', async () => {
    // One or two CJK characters (below a trigram), also across the words of a run: 搪瓷|茶壶.
    for (const k of ['skill', 'teapot', '茶壶', '瓷茶', '壶', 'กาน้ำ']) {
      const r = await s.post('/api/sellerGoods!search-keyword', { keyword: k });
      expect(r.data.goodsList.length, k).toBe(1);
    }
    expect((await s.post('/api/sellerGoods!search-keyword', { keyword: 'palace' })).data.sellerList[0]).toMatchObject({ id: storeId, name: 'Pan Palace' });
    // The store search pages: stores by a part of their name, without case, paged; a blank keyword is refused.
    const found = (await s.post('/api/seller!search', { keyword: 'PALA', pageNum: 1, pageSize: 10 })).data;
    expect(found.pageList.map((c: any) => c.id)).toEqual([storeId]);
    expect(found.pageInfo).toMatchObject({ pageNum: 1, pageSize: 10, totalElements: 1 });
    expect((await s.post('/api/seller!search', { keyword: 'palace', pageNum: 2, pageSize: 10 })).data.pageList).toEqual([]);
    expect((await s.post('/api/seller!search', { keyword: 'nothing-like-it' })).data.pageInfo.totalElements).toBe(0);
    expect((await s.post('/api/seller!search', { keyword: '%' })).data.pageList).toEqual([]);
    expect((await s.post('/api/seller!search', { keyword: ' ' })).key).toBe('KEYWORD_REQUIRED');
    expect((await s.post('/api/sellerGoods!search', { keyword: 'PAN' })).data.pageInfo.totalElements).toBe(2);
    expect((await s.post('/api/sellerGoods!search', { keyword: '  ' })).key).toBe('KEYWORD_REQUIRED');
    expect((await s.post('/api/sellerGoods!searchSellerGoods', { sellerId: storeId, keyword: 'teapot' })).data.pageList).toHaveLength(1);
    expect((await s.post('/api/sellerGoods!search', { keyword: '%' })).data.pageList).toEqual([]);
    // Several words in any order, each whole or in part, all of them in the names.
    expect((await s.post('/api/sellerGoods!search', { keyword: 'teapot enamel' })).data.pageList.map((g: any) => g.id)).toEqual([ownId]);
    expect((await s.post('/api/sellerGoods!search', { keyword: 'ENAM  teap' })).data.pageList.map((g: any) => g.id)).toEqual([ownId]);
    expect((await s.post('/api/sellerGoods!search', { keyword: 'teapot nothing-like-it' })).data.pageInfo.totalElements).toBe(0);
    expect((await s.post('/api/sellerGoods!search', { keyword: '壶茶' })).data.pageInfo.totalElements).toBe(0);
  });
});

describe('categories, recommendations and stores', () => {
  it('answers the flat category list, the recommended ones and a store tree', async () => {
    const list = (await s.post('/api/category!list')).data;
    expect(list.pageList.map((c: any) => [c.name, c.level])).toEqual([['Home & Garden', 1], ['Kitchen', 2], ['Cookware', 3]]);
    expect(list.pageInfo.totalElements).toBe(3);
    expect((await s.post('/api/category!recommend')).data.pageList).toEqual([expect.objectContaining({ name: 'Home & Garden', iconImg: '' })]);
    const tree = (await s.get('/api/category!sellerTree', { sellerId: storeId })).data;
    expect(tree).toEqual([expect.objectContaining({ name: 'Home & Garden', subList: [expect.objectContaining({ name: 'Kitchen', subList: [] })] })]);
    expect((await s.get('/api/category!sellerTree', { sellerId: 'x' })).key).toBe('STORE_NOT_FOUND');
  });

  it('answers new, recommended and same-store goods, and you-may-like without the product itself', async () => {
    const fresh = (await s.post('/api/sellerGoods!recommend_new', { type: 0 })).data.result.map((c: any) => c.id);
    expect(fresh).toEqual([ownId, listedId]);
    expect((await s.post('/api/sellerGoods!recommend_new', { type: 1 })).data.result).toEqual([]);
    await s.post('/api/admin/sellerGoods!setFlags', { token: admin, id: listedId, isRec: 1, isNew: 0, isHot: 1 });
    expect((await s.post('/api/sellerGoods!recommend_new', { type: 1 })).data.result.map((c: any) => c.id)).toEqual([listedId]);
    expect((await s.post('/api/sellerGoods!recommend_new', { type: 2, sellerId: storeId })).data.result.map((c: any) => c.id)).toEqual([listedId]);
    expect((await s.post('/api/sellerGoods!list', { isHot: 1 })).data.pageList.map((c: any) => c.id)).toEqual([listedId]);
    const like = (await s.post('/api/sellerGoods!recommend_like', { type: 1, sellerGoodsId: ownId })).data;
    expect(like.map((c: any) => c.id)).toEqual([listedId]);
    expect((await s.post('/api/sellerGoods!recommend_like', { type: 2, sellerId: storeId })).data).toHaveLength(2);
  });

  it('lists stores with their card fields, recommended ones on request', async () => {
    const all = (await s.post('/api/seller!list')).data;
    expect(all.pageList[0]).toMatchObject({ id: storeId, name: 'Pan Palace', sellerGoodsNum: 2, soldNum: 0 });
    for (const k of ['avatar', 'highOpinion', 'viewsNum', 'focusNum']) expect(all.pageList[0]).toHaveProperty(k);
    expect((await s.post('/api/seller!list', { isRec: 1 })).data.pageList).toEqual([]);
    await s.post('/api/admin/store!setRec', { token: admin, id: storeId, isRec: 1 });
    expect((await s.post('/api/seller!list', { isRec: 1 })).data.pageList.map((x: any) => x.id)).toEqual([storeId]);
  });

  it('refuses bad parameters with a clear error', async () => {
    expect((await s.post('/api/evaluation!list', { sellerGoodsId: listedId, evaluationType: 7 })).key).toBe('PARAM_ERROR');
    expect((await s.post('/api/evaluation!countType', { goodId: '' })).key).toBe('GOODS_NOT_FOUND');
    expect((await s.post('/api/seller!info', { sellerId: '-3' })).key).toBe('STORE_NOT_FOUND');
    expect((await s.post('/api/sellerGoods!recommend_new', { type: 2, sellerId: '-3' })).key).toBe('STORE_NOT_FOUND');
    expect((await s.post('/api/sellerGoods!list', { pageNum: 'x', pageSize: 'y' })).data.pageInfo).toMatchObject({ pageNum: 1, pageSize: 20 });
  });
});

describe('product detail', () => {
  it('answers variants with a price and image per SKU and a sanitised description', async () => {
    const d = (await s.post('/api/sellerGoods!info', { sellerGoodsId: ownId })).data;
    expect(d).toMatchObject({ name: 'Enamel teapot 搪瓷茶壶 กาน้ำชา', sellingPrice: 24.5, buyMin: 1, seller: { id: storeId, name: 'Pan Palace' } });
    expect(d.des).toContain('<b>1.2 l</b>');
    expect(d.des).not.toMatch(/script|onerror/);
    expect(d.canSelectAttributes.goodAttrs[0]).toMatchObject({ attrName: 'Colour', attrValues: [{ attrValueName: 'Red' }, { attrValueName: 'Blue' }] });
    const blue = d.canSelectAttributes.skus.find((k: any) => k.sellingPrice === 26);
    expect(blue).toMatchObject({ discountPrice: 22, stock: 3 });
    // Existing clients show each entry of a SKU's img as a picture: it is a list of URLs, never a string.
    for (const k of d.canSelectAttributes.skus) {
      expect(Array.isArray(k.img)).toBe(true);
      for (const u of k.img) expect(u).toMatch(/^(\/|https?:)/);
    }
    const listed = (await s.post('/api/sellerGoods!info', { sellerGoodsId: listedId })).data;
    expect(listed.canSelectAttributes.skus).toEqual([expect.objectContaining({ skuId: '-1', sellingPrice: 35 })]);
    expect(listed.freightAmount).toBe(4.5);
    expect((await s.post('/api/sellerGoods!info', { sellerGoodsId: '999999' })).key).toBe('GOODS_NOT_FOUND');
  });

  it('vacuums the listing (what the sweep of the embedded engine runs), and the lists read the same after it', async () => {
    const before = (await s.post('/api/sellerGoods!list', { pageSize: 50 })).data;
    await vacuumListing(s.db);
    const analysed = await s.exec(`SELECT relname, last_vacuum IS NOT NULL AND last_analyze IS NOT NULL AS analysed FROM pg_stat_user_tables
      WHERE relname IN ('seller_goods', 'seller_goods_views', 'stores') ORDER BY relname`);
    expect(analysed).toEqual([{ relname: 'seller_goods', analysed: true }, { relname: 'seller_goods_views', analysed: true }, { relname: 'stores', analysed: true }]);
    expect((await s.post('/api/sellerGoods!list', { pageSize: 50 })).data).toEqual(before);
  });

  it('counts views from real requests only, every product and store of a second in one write each', async () => {
    await s.built.deps.catalogue.views.flush();
    const listingRows = async () => (await s.exec(`SELECT id, xmin::text AS version FROM seller_goods WHERE id IN (${listedId}, ${ownId}) ORDER BY id`));
    const listing = await listingRows();
    const before = async () => ({
      goods: Object.fromEntries((await s.exec(`SELECT sg.id, COALESCE(gv.views, 0) AS views FROM seller_goods sg LEFT JOIN seller_goods_views gv ON gv.seller_goods_id = sg.id
        WHERE sg.id IN (${listedId}, ${ownId})`)).map((r) => [r.id, Number(r.views)])),
      store: Number((await s.exec(`SELECT views_num FROM stores WHERE id = ${storeId}`))[0].views_num),
      day: Number((await s.exec(`SELECT COALESCE(sum(views), 0) AS n FROM store_daily_stats WHERE store_id = ${storeId}`))[0].n),
    });
    const was = await before();
    for (let i = 0; i < 3; i++) await s.post('/api/sellerGoods!info', { sellerGoodsId: listedId });
    await s.post('/api/sellerGoods!info', { sellerGoodsId: ownId });
    await s.post('/api/seller!info', { sellerId: storeId });
    await s.built.deps.catalogue.views.flush();
    const now = await before();
    expect(now.goods[listedId] - was.goods[listedId]).toBe(3);
    expect(now.goods[ownId] - was.goods[ownId]).toBe(1);
    expect(now.store - was.store).toBe(1);
    // The store's day counts its page and its products' pages.
    expect(now.day - was.day).toBe(5);
    // Views do not rewrite the listing rows (list reads stay on their indexes), and the page shows them.
    expect(await listingRows()).toEqual(listing);
    s.built.deps.catalogue.dropCaches();
    expect((await s.post('/api/sellerGoods!info', { sellerGoodsId: listedId })).data.viewsNum).toBe(now.goods[listedId]);
  });
});

describe('reviews', () => {
  it('counts exactly four keys and filters by type and pictures', async () => {
    const counts = await s.post('/api/evaluation!countType', { goodId: listedId });
    expect(counts).toEqual({ code: '0', msg: null, data: { havePicture: 0, positiveComments: 0, mediumReview: 0, negativeComment: 0 } });
    await s.exec(`INSERT INTO evaluations (seller_goods_id, store_id, user_name, evaluation_type, rating, content, images) VALUES
      (${listedId}, ${storeId}, 'Ann', 1, 5, 'Great <b>pan</b>', ARRAY['/uploads/a.png']), (${listedId}, ${storeId}, 'Bo', 3, 1, 'Rusty', '{}')`);
    expect((await s.post('/api/evaluation!countType', { goodId: listedId })).data).toEqual({ havePicture: 1, positiveComments: 1, mediumReview: 0, negativeComment: 1 });
    const pics = (await s.post('/api/evaluation!list', { sellerGoodsId: listedId, evaluationType: -2 })).data;
    expect(pics.pageList).toHaveLength(1);
    expect(pics.pageList[0]).toMatchObject({ userName: 'Ann', rating: 5, content: 'Great <b>pan</b>', imgUrl1: '/uploads/a.png' });
    expect((await s.post('/api/evaluation!list', { sellerGoodsId: listedId, evaluationType: 3 })).data.pageList[0].content).toBe('Rusty');
    expect((await s.post('/api/seller!info', { sellerId: storeId })).data.highOpinion).toBe(0.5);
  });
});

describe('favourites and follows', () => {
  it('count up and down, show in lists, and set isKeep and isFocus for the buyer only', async () => {
    const { token } = await s.signUp();
    expect((await s.post('/api/keepGoods!add', { token, sellerGoodsId: listedId })).code).toBe('0');
    expect((await s.post('/api/keepGoods!add', { token, sellerGoodsId: listedId })).code).toBe('0');
    expect((await s.post('/api/keepGoods!count', { token })).data).toBe(1);
    expect((await s.post('/api/focusSeller!add', { token, sellerId: storeId })).code).toBe('0');
    expect((await s.post('/api/focusSeller!count', { token })).data).toBe(1);
    expect((await s.post('/api/seller!info', { token, sellerId: storeId })).data).toMatchObject({ isFocus: 1, focusNum: 1 });
    expect((await s.post('/api/seller!info', { sellerId: storeId })).data.isFocus).toBe(0);
    expect((await s.post('/api/sellerGoods!info', { token, sellerGoodsId: listedId })).data.isKeep).toBe(1);
    const kept = (await s.post('/api/keepGoods!list', { token })).data.pageList;
    expect(kept[0]).toMatchObject({ id: listedId, isShelf: 1, sellerId: storeId });
    const followed = (await s.post('/api/focusSeller!list', { token })).data.pageList;
    expect(followed[0]).toMatchObject({ sellerId: storeId, sellerVo: { name: 'Pan Palace' } });
    await s.post('/api/focusSeller!del', { token, sellerId: storeId });
    expect((await s.post('/api/seller!info', { sellerId: storeId })).data.focusNum).toBe(0);
    expect((await s.post('/api/keepGoods!add', { token, sellerGoodsId: '424242' })).key).toBe('GOODS_NOT_FOUND');
    expect((await s.post('/api/keepGoods!count')).code).toBe('403');
  });
});

describe('sellers and admins', () => {
  it('answer the seller store with its buyer-facing id, and a renamed store everywhere', async () => {
    expect((await s.post('/api/seller/store!info', { token: seller })).data).toMatchObject({ id: storeId, name: 'Pan Palace', status: 'active' });
    expect((await s.post('/api/seller!info', { sellerId: storeId })).data.highOpinion).toBeGreaterThan(0);
    await s.post('/api/seller/store!update', { token: seller, name: 'Pan Palace Deluxe' });
    expect((await s.post('/api/seller/auth!me', { token: seller })).data.storeName).toBe('Pan Palace Deluxe');
    expect((await s.post('/api/sellerGoods!search-keyword', { keyword: 'deluxe' })).data.goodsList.length).toBe(2);
    await s.post('/api/seller/store!update', { token: seller, name: 'Pan Palace' });
  });

  it('report no favourable-review rate for a store without reviews', async () => {
    await s.post('/api/admin/seller!create', { token: admin, email: 'fresh@mall.test', password: 'sellerpass1', name: 'F', storeName: 'Fresh Store' });
    const id = (await s.post('/api/admin/store!list', { token: admin, keyword: 'Fresh' })).data.pageList[0].id;
    await s.post('/api/admin/store!approve', { token: admin, id });
    expect((await s.post('/api/seller!info', { sellerId: id })).data.highOpinion).toBe(0);
  });

  it('keep one seller from changing another seller goods', async () => {
    await s.post('/api/admin/seller!create', { token: admin, email: 'other@mall.test', password: 'sellerpass1', name: 'O', storeName: 'Other' });
    const other = (await s.post('/api/seller/auth!login', { email: 'other@mall.test', password: 'sellerpass1' })).data.token;
    expect((await s.post('/api/seller/goods!shelf', { token: other, id: ownId, isShelf: 0 })).key).toBe('GOODS_NOT_FOUND');
    expect((await s.post('/api/seller/goods!update', { token: other, id: ownId, sellingPrice: '1' })).key).toBe('GOODS_NOT_FOUND');
    expect((await s.post('/api/seller/goods!list', { token: other })).data.pageList).toEqual([]);
  });

  it('hide unshelved goods and goods of a disabled store', async () => {
    await s.post('/api/seller/goods!shelf', { token: seller, id: ownId, isShelf: 0 });
    expect((await s.post('/api/sellerGoods!info', { sellerGoodsId: ownId })).key).toBe('GOODS_NOT_FOUND');
    await s.post('/api/seller/goods!shelf', { token: seller, id: ownId, isShelf: 1 });
    await s.post('/api/admin/store!disable', { token: admin, id: storeId });
    expect((await s.post('/api/sellerGoods!list')).data.pageInfo.totalElements).toBe(0);
    expect((await s.post('/api/seller!info', { sellerId: storeId })).key).toBe('STORE_NOT_FOUND');
    await s.post('/api/admin/store!enable', { token: admin, id: storeId });
    expect((await s.post('/api/sellerGoods!list')).data.pageInfo.totalElements).toBe(2);
  });

  it('refuse bad prices and more than ten images', async () => {
    expect((await s.post('/api/seller/goods!update', { token: seller, id: listedId, sellingPrice: '-1' })).key).toBe('PRICE_INVALID');
    expect((await s.post('/api/seller/goods!update', { token: seller, id: listedId, sellingPrice: '1.12345678901' })).key).toBe('PRICE_INVALID');
    const imgs = Array.from({ length: 11 }, (_, i) => `/uploads/${i}.png`).join(',');
    expect((await s.post('/api/seller/goods!create', { token: seller, name: 'x', categoryId: '1', sellingPrice: '1', images: imgs })).key).toBe('IMAGE_LIMIT');
  });

  it('counts no sale that did not happen: sold numbers come from sales records', async () => {
    await s.exec(`INSERT INTO sales (seller_goods_id, store_id, qty) VALUES (${listedId}, ${storeId}, 3)`);
    await s.built.deps.events.emit('catalogue.changed', {});
    expect((await s.post('/api/sellerGoods!info', { sellerGoodsId: listedId })).data.soldNum).toBe(3);
    expect((await s.post('/api/seller!info', { sellerId: storeId })).data.soldNum).toBe(3);
  });

  it('let a catalogue admin manage banners that buyers then see', async () => {
    await s.post('/api/admin/banner!save', { token: admin, type: 'pc', imgType: 1, imgUrl: '/uploads/b.png', link: '/discounted' });
    expect((await s.post('/api/banner!bannerList', { type: 'pc', imgType: 1 })).data.result[0]).toMatchObject({ imgUrl: '/uploads/b.png', link: '/discounted' });
    expect((await s.post('/api/index!home')).data.banner).toHaveLength(1);
    const log = (await s.post('/api/admin/audit!list', { token: admin, action: 'banner!save' })).data.pageList;
    expect(log).toHaveLength(1);
  });

  it('record the fields an admin write took in the audit log, never the session token', async () => {
    const id = (await s.post('/api/admin/warehouse!save', { token: admin, name: 'Lyon', address: 'Quai 3' })).data.id;
    const [entry] = (await s.post('/api/admin/audit!list', { token: admin, action: 'warehouse!save' })).data.pageList;
    expect(entry.target).toBe(id);
    expect(JSON.parse(entry.detail)).toEqual({ id: '', name: 'Lyon', address: 'Quai 3' });
    expect(entry.detail).not.toContain(admin);
  });
});

describe('long descriptions', () => {
  it('arrive in a form body, beyond what a URL can carry', async () => {
    const des = `<p>${'Very long description. '.repeat(2000)}</p>`;
    const res = await s.app.inject({
      method: 'POST', url: `/api/seller/goods!create?token=${seller}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ name: 'Long story lamp', categoryId: (await s.exec(`SELECT id FROM categories WHERE level = 3`))[0].id.toString(), sellingPrice: '9.5', des }).toString(),
    });
    expect(res.json().code).toBe('0');
    expect((await s.post('/api/sellerGoods!info', { sellerGoodsId: res.json().data.id })).data.des.length).toBeGreaterThan(40_000);
  });
});

describe('platform product descriptions', () => {
  it('keep the formatting of the rich editor and lose scripts, handlers and unsafe links when an admin saves them', async () => {
    const categoryId = (await s.exec(`SELECT id FROM categories WHERE level = 3`))[0].id.toString();
    const des = '<h2>Tea kettle</h2><h3>Details</h3><p>Boils <b>fast</b>, <i>quietly</i> and <strong>safely</strong>.</p>'
      + '<ul><li>1.7 l</li></ul><ol><li>Fill</li><li>Boil</li></ol><p><a href="https://maker.test/manual">Manual</a> <a href="javascript:alert(1)">Win</a></p>'
      + '<script>alert(2)</script><p onclick="alert(3)" style="color:red">Plain</p><img src="x" onerror="alert(4)"><iframe src="https://evil.test"></iframe>';
    const saved = await s.post('/api/admin/goods!save', { token: admin, name: 'Rich kettle', categoryId, price: '12', freightAmount: '0', images: '', stock: '{}', des });
    expect(saved.code).toBe('0');
    const row = (await s.post('/api/admin/goods!list', { token: admin, keyword: 'Rich kettle' })).data.pageList[0];
    expect(row.des).toContain('<h2>Tea kettle</h2><h3>Details</h3><p>Boils <b>fast</b>, <i>quietly</i> and <strong>safely</strong>.</p>');
    expect(row.des).toContain('<ul><li>1.7 l</li></ul><ol><li>Fill</li><li>Boil</li></ol>');
    expect(row.des).toMatch(/<a href="https:\/\/maker\.test\/manual"[^>]*>Manual<\/a>/);
    expect(row.des).toContain('<p>Plain</p>');
    expect(row.des).not.toMatch(/script|javascript|onclick|onerror|style=|iframe|alert/);
  });
});

describe('a search with more matches than it counts', () => {
  it('answers the capped total and walks the sales order for its pages', async () => {
    await s.exec(`INSERT INTO goods (category_id, name, price) SELECT sg.category_id, 'Zebra lamp ' || i, 10 FROM generate_series(1, 1005) i, seller_goods sg WHERE sg.id = ${ownId}`);
    await s.exec(`INSERT INTO seller_goods (store_id, goods_id, category_id, selling_price, is_shelf, sold_num, search_text)
      SELECT ${storeId}, g.id, g.category_id, 12, true, g.id % 97, lower(g.name) FROM goods g WHERE g.name LIKE 'Zebra lamp %'`);
    s.built.deps.catalogue.dropCaches();
    const bySales = (await s.exec(`SELECT id FROM seller_goods WHERE visible AND search_text LIKE '%zebra%' ORDER BY sold_num DESC, id DESC`)).map((r) => String(r.id));
    expect(bySales).toHaveLength(1005);
    for (const pageNum of [1, 2, 50]) {
      const got = (await s.post('/api/sellerGoods!search', { keyword: 'ZEBRA', pageNum, pageSize: 20 })).data;
      expect(got.pageInfo.totalElements).toBe(1000);
      expect([pageNum, got.pageList.map((c: { id: string }) => c.id)]).toEqual([pageNum, bySales.slice((pageNum - 1) * 20, pageNum * 20)]);
    }
    // Past the counted matches the search answers empty, as its total says.
    expect((await s.post('/api/sellerGoods!search', { keyword: 'zebra', pageNum: 51, pageSize: 20 })).data.pageList).toEqual([]);
  });

  it('under the cap, answers any page first or later with the exact total, in sales order', async () => {
    // Every word must occur: 'lamp' and '7' in any order (zebra lamp 7, 17, 70..79, 107, ...).
    const truth = (await s.exec(`SELECT id FROM seller_goods WHERE visible AND search_text LIKE '%lamp%' AND search_text LIKE '%7%' ORDER BY sold_num DESC, id DESC`)).map((r) => String(r.id));
    expect(truth.length).toBeGreaterThan(60);
    expect(truth.length).toBeLessThan(1000);
    s.built.deps.catalogue.dropCaches();
    // A third page asked first is counted and sorted in the same pass; the others then read only their page.
    for (const pageNum of [3, 1, 2, Math.ceil(truth.length / 20), 99]) {
      const got = (await s.post('/api/sellerGoods!search', { keyword: '7 LAMP', pageNum, pageSize: 20 })).data;
      expect(got.pageInfo.totalElements).toBe(truth.length);
      expect([pageNum, got.pageList.map((c: { id: string }) => c.id)]).toEqual([pageNum, truth.slice((pageNum - 1) * 20, pageNum * 20)]);
    }
  });
});
