import { expect, test } from '@playwright/test';
import { call } from '../../../tooling/playwright/api';
import { addToCart } from '../../../tooling/playwright/order-steps';
import { seedOrders, type OrderSeed } from '../../../tooling/playwright/order-seed';
import { seedCatalogue, type CatalogueSeed } from '../../../tooling/playwright/catalogue-seed';

// Issue 15 on the phone (/wap) against the real server: a balance short of the total offers a
// recharge before any transaction password; a store name typed in the search is suggested and opens
// the shop; the keyword stays on the results after a reload.

let seed: OrderSeed;
let catalogue: CatalogueSeed;

test.beforeAll(async ({ request }) => {
  seed = await seedOrders(request, '/wap/api');
  await call(request, '/api/admin/wallet!adjust', { owner: 'user', ownerId: seed.buyer.email, amount: '-490', reason: 'e2e short balance' }, seed.adminToken);
  catalogue = await seedCatalogue(request);
});

test('a short balance on the phone offers a recharge before the password', async ({ page }) => {
  await page.addInitScript((t) => { if (!localStorage.getItem('ES_TOKEN')) localStorage.setItem('ES_TOKEN', t); }, seed.buyer.token);
  await addToCart(page, seed.shops, (id) => `/wap/productDetails?sellerGoodsId=${id}`);
  await page.goto('/wap/cart');
  await page.getByRole('button', { name: 'Check out' }).click();
  await expect(page).toHaveURL(/\/wap\/settlement$/);
  await expect(page.getByTestId('balance-available')).toHaveText('10.00 USDT');
  const short = page.getByTestId('balance-short');
  await expect(short).toContainText('25.00 USDT');
  await expect(page.getByRole('button', { name: 'Submit order' })).toBeDisabled();
  await short.getByRole('link', { name: 'Recharge' }).click();
  await expect(page).toHaveURL(/\/wap\/wallet\/recharge\?return=%2Fsettlement$/);
});

test('a store name typed in the phone search opens the shop; the keyword stays on the results', async ({ page }) => {
  await page.goto('/wap/search');
  const search = page.getByRole('search');
  const box = search.getByRole('searchbox', { name: 'Search goods' });
  await box.fill(catalogue.storeName);
  await page.getByRole('button', { name: catalogue.storeName }).click();
  await expect(page).toHaveURL(`/wap/shop?sellerId=${catalogue.sellerId}`);

  await page.goto('/wap/search');
  await box.fill(catalogue.word);
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/wap\/searchResult\?k=/);
  await page.reload();
  await expect(page.getByRole('article', { name: catalogue.goodsName })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Search goods' })).toHaveText(catalogue.word);
});
