import type { APIRequestContext } from '@playwright/test';
import { call, E2E_ADMIN } from './api';

// Browser tests start on an empty database: these calls create a shop, one product with two
// variants and a buyer through the real admin, seller and buyer APIs (never a mock of our server).

/** What a catalogue browser test works with. */
export interface CatalogueSeed {
  /** A word found only in this run's product name. */
  word: string;
  goodsName: string;
  sellerGoodsId: string;
  storeName: string;
  sellerId: string;
  /** The store's seller account. */
  seller: { email: string; password: string };
  buyer: { email: string; password: string; token: string; usercode: string };
}

/**
 * Admin creates a category and a seller and approves the store; the seller lists its own product
 * (colours Red at 12.50 and Blue at 14.00 discounted to 11.00); a buyer signs up by email.
 */
export async function seedCatalogue(request: APIRequestContext): Promise<CatalogueSeed> {
  const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
  const word = `Zq${run}`;
  const goodsName = `${word} travel kettle`;
  const storeName = `Kettle House ${run}`;
  const sellerEmail = `seller-${run}@e2e.test`;
  const sellerPassword = 'seller123';

  const admin = await call<{ token: string }>(request, '/api/admin/auth!login', E2E_ADMIN);
  const category = await call<{ categoryId: string }>(request, '/api/admin/category!save', {
    parentId: '', name: `Kitchen ${run}`, des: '', iconImg: '', sort: 1, isRec: 1,
  }, admin.token);
  await call(request, '/api/admin/seller!create', { email: sellerEmail, password: sellerPassword, name: 'E2E Seller', storeName }, admin.token);
  const stores = await call<{ pageList: { id: string; name: string }[] }>(request, '/api/admin/store!list', { pageNum: 1, pageSize: 20, keyword: storeName }, admin.token);
  const sellerId = stores.pageList.find((s) => s.name === storeName)?.id;
  if (!sellerId) throw new Error(`store ${storeName} not listed`);
  await call(request, '/api/admin/store!approve', { id: sellerId }, admin.token);

  const seller = await call<{ token: string }>(request, '/api/seller/auth!login', { email: sellerEmail, password: sellerPassword });
  const goods = await call<{ id: string }>(request, '/api/seller/goods!create', {
    name: goodsName,
    categoryId: category.categoryId,
    des: '<p>Boils a litre in <b>three minutes</b>.</p>',
    images: '',
    sellingPrice: 12.5,
    discountPrice: '',
    buyMin: 1,
    stock: 8,
    attrs: JSON.stringify([{ name: 'Colour', values: ['Red', 'Blue'] }]),
    skus: JSON.stringify([
      { values: ['Red'], sellingPrice: 12.5, discountPrice: null, img: '', stock: 5 },
      { values: ['Blue'], sellingPrice: 14, discountPrice: 11, img: '', stock: 3 },
    ]),
  }, seller.token);

  const email = `buyer-${run}@e2e.test`;
  const password = 'secret12';
  const res = await request.get('/api/localuser!registerNoVerifcode', { params: { username: email, password, re_password: password, type: 2 } });
  const reg = (await res.json()) as { code: string; msg: string; data: { token: string } };
  if (reg.code !== '0') throw new Error(`sign-up answered ${reg.code}: ${reg.msg}`);
  const me = await (await request.get('/api/localuser!get', { params: { token: reg.data.token } })).json() as { data: { usercode: string } };

  return {
    word, goodsName, sellerGoodsId: goods.id, storeName, sellerId, seller: { email: sellerEmail, password: sellerPassword },
    buyer: { email, password, token: reg.data.token, usercode: me.data.usercode },
  };
}
