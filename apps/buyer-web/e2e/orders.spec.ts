import { expect, test } from '@playwright/test';
import { staffSignIn } from '../../../tooling/playwright/api';
import { addToCart, confirmReceipt, reviewWithPicture, shipInSellerWeb, submitAndPay } from '../../../tooling/playwright/order-steps';
import { reconciled, seedOrders, sellerMoney, shipByApi, type OrderSeed } from '../../../tooling/playwright/order-seed';

// The order journey of the orders issue on the desktop storefront against the real server: products
// of two shops go into the cart, one checkout makes an order per shop, paid from the balance; shop A
// ships in seller-web; the buyer confirms receipt and reviews with a picture; shop A's wallet in
// seller-web shows the earnings (20.00 less 5 % commission).

let seed: OrderSeed;

test.beforeAll(async ({ request }) => {
  seed = await seedOrders(request, '/api');
});

test('two shops in one checkout, paid, shipped in seller-web, received, reviewed with a picture, seller paid', async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  const [a, b] = seed.shops;
  await page.addInitScript((t) => { if (!localStorage.getItem('ES_TOKEN')) localStorage.setItem('ES_TOKEN', t); }, seed.buyer.token);

  // Both products into the cart from their pages.
  await addToCart(page, seed.shops, (id) => `/productDetails?id=${id}`, 1);

  // The drawer groups the lines per shop, both checked; checkout.
  await page.getByRole('button', { name: 'Open the shopping cart' }).click();
  const drawer = page.getByRole('dialog', { name: 'Shopping cart' });
  await expect(drawer.getByText(a.goodsName)).toBeVisible();
  await expect(drawer.getByText(b.goodsName)).toBeVisible();
  await expect(drawer.getByText('35.00').first()).toBeVisible();
  await drawer.getByRole('button', { name: 'Check out' }).click();
  await expect(page).toHaveURL(/\/settlement/);

  // Checkout: the saved address, balance payment, the server's total; pay with the transaction password.
  await expect(page.getByText('Unter den Linden 1').first()).toBeVisible();
  await expect(page.getByText('Not open in your region').first()).toBeVisible();
  await submitAndPay(page, '35.00', seed.buyer.safeword);
  await expect(page).toHaveURL(/\/paySuccess/);
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();

  // The balance dropped by exactly the total.
  await page.goto('/userInfo/money-package');
  await expect(page.getByText('465.00').first()).toBeVisible();

  // Shop A ships in seller-web; shop B through its API.
  const seller = await browser.newPage();
  await staffSignIn(seller, '/seller/', a);
  // The payment reached the seller as a notice.
  await seller.getByRole('button', { name: 'Notices (1 unread)' }).click();
  await expect(seller.getByRole('menuitem', { name: /is paid: confirm and ship it/ })).toBeVisible();
  await seller.keyboard.press('Escape');
  await shipInSellerWeb(seller, 'JD014600');
  await shipByApi(request, b);
  expect(await sellerMoney(request, a)).toBe(0);

  // The buyer confirms receipt of shop A's order.
  await page.goto('/userInfo/my-order');
  await confirmReceipt(page, a.storeName);
  expect(await sellerMoney(request, a)).toBe(19);

  // It is listed under Received; the review with a picture completes it.
  await reviewWithPicture(page, a.storeName, a.goodsName, 'Keeps the tea fresh. <b>Recommended</b>');
  await page.goto('/userInfo/my-order');
  await page.getByRole('tab', { name: 'Received', exact: true }).click();
  await expect(page.getByTestId('order-card').filter({ hasText: a.storeName }).getByText('Completed')).toBeVisible();

  // Shop A was paid on receipt: 20.00 less 5 % = 19.00, shown in its seller-web wallet.
  await seller.getByRole('navigation', { name: 'Seller centre navigation' }).getByRole('link', { name: 'Wallet' }).click();
  await expect(seller.getByText('19.00').first()).toBeVisible();
  expect(await reconciled(request, seed.adminToken)).toBe(true);
  await seller.close();
});
