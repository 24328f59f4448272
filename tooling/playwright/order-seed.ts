import type { APIRequestContext } from '@playwright/test';
import { call, E2E_ADMIN } from './api';

// The order journeys start on an empty database: two approved shops with one product each, and a
// buyer with an address, a transaction password and a balance, all made through the real admin,
// seller and buyer APIs.

export interface OrderShop { storeName: string; email: string; password: string; token: string; goodsName: string; sellerGoodsId: string }
export interface OrderSeed {
  adminToken: string;
  shops: [OrderShop, OrderShop];
  buyer: { email: string; password: string; token: string; safeword: string };
}

/**
 * Shop A sells a tea tin at 20.00 and shop B a bamboo whisk at 15.00 (no shipping fee, stock 20);
 * the buyer has 500.00 USDT, the address "Ann Example, Unter den Linden 1, Berlin" and the
 * transaction password 135790. `api` is '/api' (buyer-web) or '/wap/api' (wap).
 */
export async function seedOrders(request: APIRequestContext, api: '/api' | '/wap/api' = '/api'): Promise<OrderSeed> {
  const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
  const { token: adminToken } = await call<{ token: string }>(request, '/api/admin/auth!login', E2E_ADMIN);
  const category = await call<{ categoryId: string }>(request, '/api/admin/category!save', { parentId: '', name: `Tea ${run}`, des: '', iconImg: '', sort: 1, isRec: 0 }, adminToken);

  const shop = async (letter: string, goodsName: string, price: string): Promise<OrderShop> => {
    const storeName = `Shop ${letter} ${run}`;
    const email = `shop-${letter.toLowerCase()}-${run}@e2e.test`;
    const password = 'seller123';
    await call(request, '/api/admin/seller!create', { email, password, name: `Seller ${letter}`, storeName }, adminToken);
    const stores = await call<{ pageList: { id: string; name: string }[] }>(request, '/api/admin/store!list', { pageNum: 1, pageSize: 20, keyword: storeName }, adminToken);
    const id = stores.pageList.find((s) => s.name === storeName)?.id;
    if (!id) throw new Error(`store ${storeName} not listed`);
    await call(request, '/api/admin/store!approve', { id }, adminToken);
    const { token } = await call<{ token: string }>(request, '/api/seller/auth!login', { email, password });
    const goods = await call<{ id: string }>(request, '/api/seller/goods!create', {
      name: goodsName, categoryId: category.categoryId, des: `<p>${goodsName}</p>`, images: '', sellingPrice: price, discountPrice: '', buyMin: 1, stock: 20, attrs: '[]', skus: '[]',
    }, token);
    return { storeName, email, password, token, goodsName, sellerGoodsId: goods.id };
  };
  const shops: [OrderShop, OrderShop] = [await shop('A', `Tea tin ${run}`, '20'), await shop('B', `Bamboo whisk ${run}`, '15')];

  const email = `orders-${run}@e2e.test`;
  const password = 'secret12';
  const safeword = '135790';
  const reg = (await (await request.get(`${api}/localuser!registerNoVerifcode`, { params: { username: email, password, re_password: password, type: 2 } })).json()) as { code: string; msg: string; data: { token: string } };
  if (reg.code !== '0') throw new Error(`sign-up answered ${reg.code}: ${reg.msg}`);
  const token = reg.data.token;
  await readyToPay(request, { email, token, safeword }, adminToken, api);
  return { adminToken, shops, buyer: { email, password, token, safeword } };
}

/**
 * Makes a signed-up buyer ready to pay as the order journeys' buyer is: the transaction password
 * `safeword`, the address "Ann Example, Unter den Linden 1, Berlin", and 500.00 USDT credited by the
 * platform admin (`wallet!adjust`).
 */
export async function readyToPay(
  request: APIRequestContext, buyer: { email: string; token: string; safeword: string }, adminToken: string, api: '/api' | '/wap/api' = '/api',
): Promise<void> {
  const { email, token, safeword } = buyer;
  await call(request, `${api}/user!setSafewordReg`, { safeword, re_safeword: safeword }, token);
  await call(request, `${api}/address!add`, {
    contacts: 'Ann Example', phone: '15112345678', areaCode: '49', email: 'ann@e2e.test', postcode: '10115', address: 'Unter den Linden 1', use: 1,
    country: 'Germany', countryId: 'DE', province: 'Berlin', provinceId: 'DE-BE', city: 'Berlin', cityId: 'DE-BE:Berlin',
  }, token);
  await call(request, '/api/admin/wallet!adjust', { owner: 'user', ownerId: email, amount: '500', reason: 'e2e funds' }, adminToken);
}

/** The seller's wallet balance (`wallet!get`). */
export async function sellerMoney(request: APIRequestContext, shop: OrderShop): Promise<number> {
  return (await call<{ money: number }>(request, '/api/seller/wallet!get', {}, shop.token)).money;
}

/** Ships the newest paid order of a shop through the seller API (the journeys ship the other shop's in seller-web). */
export async function shipByApi(request: APIRequestContext, shop: OrderShop): Promise<string> {
  const orders = await call<{ pageList: { id: string }[] }>(request, '/api/seller/order!list', { status: 1, pageNum: 1, pageSize: 5 }, shop.token);
  const orderId = orders.pageList[0]?.id;
  if (!orderId) throw new Error(`${shop.storeName} has no paid order`);
  await call(request, '/api/seller/order!ship', { orderId, carrier: 'UPS', trackingNo: '1Z999' }, shop.token);
  return orderId;
}

/** The ledger is balanced (`ledger!reconcile`). */
export async function reconciled(request: APIRequestContext, adminToken: string): Promise<boolean> {
  return (await call<{ ok: boolean }>(request, '/api/admin/ledger!reconcile', {}, adminToken)).ok;
}
