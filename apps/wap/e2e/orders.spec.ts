import { expect, test } from '@playwright/test';
import { staffSignIn } from '../../../tooling/playwright/api';
import { addToCart, confirmReceipt, reviewWithPicture, shipInSellerWeb, submitAndPay } from '../../../tooling/playwright/order-steps';
import { reconciled, seedOrders, sellerMoney, shipByApi, type OrderSeed } from '../../../tooling/playwright/order-seed';

// The order journey of the orders issue on the mobile storefront (/wap) against the real server:
// products of two shops into the cart page, one checkout, paid from the balance; shop A ships in
// seller-web; the buyer confirms receipt and reviews with a picture; shop A's wallet shows 19.00.

let seed: OrderSeed;

test.beforeAll(async ({ request }) => {
  seed = await seedOrders(request, '/wap/api');
});

test('two shops in one checkout on the phone, paid, shipped in seller-web, received, reviewed with a picture', async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  const [a, b] = seed.shops;
  await page.addInitScript((t) => { if (!localStorage.getItem('ES_TOKEN')) localStorage.setItem('ES_TOKEN', t); }, seed.buyer.token);

  await addToCart(page, seed.shops, (id) => `/wap/productDetails?sellerGoodsId=${id}`);

  // The cart page: both shops' lines, checked; checkout.
  await page.goto('/wap/cart');
  await expect(page.getByText(a.goodsName)).toBeVisible();
  await expect(page.getByText(b.goodsName)).toBeVisible();
  await page.getByRole('button', { name: 'Check out' }).click();
  await expect(page).toHaveURL(/\/wap\/settlement/);
  await expect(page.getByText('Unter den Linden 1').first()).toBeVisible();
  await submitAndPay(page, '35.00', seed.buyer.safeword);
  await expect(page).toHaveURL(/\/wap\/paySuccess/);
  await expect(page.getByRole('banner').getByRole('heading', { name: 'Payment successful' })).toBeVisible();

  await page.goto('/wap/wallet');
  await expect(page.getByText('465.00').first()).toBeVisible();

  // Shop A ships in seller-web (a desktop page); shop B through its API.
  // The seller works on a desktop screen, not on the phone this project emulates.
  const seller = await browser.newPage({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false, userAgent: undefined });
  await staffSignIn(seller, '/seller/', a);
  await shipInSellerWeb(seller, 'JD014601');
  await shipByApi(request, b);

  // Receipt of shop A's order, then a review with a picture.
  await page.goto('/wap/orders');
  await confirmReceipt(page, a.storeName);
  expect(await sellerMoney(request, a)).toBe(19);

  await reviewWithPicture(page, a.storeName, a.goodsName, 'Light and sturdy');

  await seller.getByRole('navigation', { name: 'Seller centre navigation' }).getByRole('link', { name: 'Wallet' }).click();
  await expect(seller.getByText('19.00').first()).toBeVisible();
  expect(await reconciled(request, seed.adminToken)).toBe(true);
  await seller.close();
});
