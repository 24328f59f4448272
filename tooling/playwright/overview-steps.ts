import type { APIRequestContext, Download } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { call } from './api';
import type { OrderSeed, OrderShop } from './order-seed';

// Steps of the overview journeys: a buyer pays an order through the buyer API, so both overviews have
// a record of today to show; and the CSV a page offers is read back as text.

/** The seed's buyer submits and pays one unit of the shop's product; answers the order's id. */
export async function payOneOrder(request: APIRequestContext, seed: OrderSeed, shop: OrderShop): Promise<string> {
  const { token, safeword } = seed.buyer;
  const addresses = await call<{ pageList: { id: string }[] }>(request, '/api/address!list', {}, token);
  const submitted = await call<{ orderList: { orderId: string }[] }>(request, '/api/order!submit', { orderInfo: `${shop.sellerGoodsId},-1,1`, addressId: addresses.pageList[0].id }, token);
  const orderId = submitted.orderList[0].orderId;
  await call(request, '/api/order!pay', { orderId, safeword }, token);
  return orderId;
}

/** A product page seen by a visitor (recorded as a visit of its store once the server writes its counts). */
export async function visitProduct(request: APIRequestContext, shop: OrderShop): Promise<void> {
  await call(request, '/api/sellerGoods!info', { sellerGoodsId: shop.sellerGoodsId });
}

/** The text of a downloaded file, byte order mark included. */
export async function downloadedText(download: Download): Promise<string> {
  const path = await download.path();
  if (!path) throw new Error('the download was not saved');
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(await readFile(path));
}
