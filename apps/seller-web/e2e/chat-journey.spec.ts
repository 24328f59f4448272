import { devices, expect, test } from '@playwright/test';
import { call, PIXEL_PNG, staffSignIn } from '../../../tooling/playwright/api';
import { seedCatalogue } from '../../../tooling/playwright/catalogue-seed';
import { seedOrders } from '../../../tooling/playwright/order-seed';

// A buyer on the mobile site and the store's seller in seller-web, each in a browser of their own,
// talk about one product: the question and a picture reach the open Messages page without a reload,
// the seller answers with text and a picture, and both show up in the buyer's open chat.

test('wap buyer and seller-web talk about a product in real time, pictures both ways', async ({ page, browser, request }) => {
  const seed = await seedCatalogue(request);
  await staffSignIn(page, '/seller/', seed.seller);
  await page.goto('/seller/messages');
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();

  const { defaultBrowserType: _unused, ...pixel } = devices['Pixel 7'];
  const phone = await browser.newContext({ ...pixel, baseURL: test.info().project.use.baseURL });
  const wap = await phone.newPage();
  await wap.addInitScript((t) => { if (!localStorage.getItem('ES_TOKEN')) localStorage.setItem('ES_TOKEN', t); }, seed.buyer.token);
  await wap.goto(`/wap/productDetails?sellerGoodsId=${seed.sellerGoodsId}`);
  await wap.getByRole('link', { name: 'Contact seller' }).click();
  await expect(wap.getByRole('heading', { level: 1, name: seed.storeName })).toBeVisible();
  await expect(wap.getByRole('region', { name: 'Product' })).toContainText(seed.goodsName);
  const input = wap.getByRole('textbox', { name: 'Message' });
  await input.fill('Do you have it in blue?');
  await wap.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(wap.getByText('Sending…')).toHaveCount(0);

  // The new thread shows in the seller's open inbox, about the product, without a reload.
  const row = page.getByTestId('conversation').filter({ hasText: seed.buyer.email });
  await expect(row).toContainText(`About product: ${seed.goodsName}`, { timeout: 3_000 });
  await row.click();
  const pane = page.getByRole('region', { name: `Conversation with ${seed.buyer.email}` });
  await expect(pane.getByTestId('chat-subject')).toContainText(seed.goodsName);
  await expect(pane.getByTestId('chat-message').filter({ hasText: 'Do you have it in blue?' })).toBeVisible();

  // The buyer's picture reaches the open thread within a second.
  const [chooser] = await Promise.all([wap.waitForEvent('filechooser'), wap.getByRole('button', { name: 'Send a picture' }).click()]);
  await chooser.setFiles(PIXEL_PNG);
  await expect(wap.getByText('Sending…')).toHaveCount(0);
  const picture = await wap.getByRole('img', { name: 'Picture' }).getAttribute('src');
  expect(picture).toMatch(/^\/uploads\/.+\.png$/);
  await expect(pane.getByTestId('chat-message').locator(`img[src="${picture}"]`)).toBeVisible({ timeout: 1_000 });

  // The seller answers with text and a picture; the buyer's open chat shows both as received.
  await pane.getByRole('textbox', { name: 'Message' }).fill('Yes, two blue ones are left.');
  await pane.getByRole('button', { name: 'Send', exact: true }).click();
  await pane.getByTestId('chat-picture-input').setInputFiles(PIXEL_PNG);
  await expect(pane.getByTestId('chat-message').locator('img')).toHaveCount(2);
  await expect(wap.getByTestId('chat-message').filter({ hasText: 'Yes, two blue ones are left.' })).toHaveAttribute('data-side', 'receive', { timeout: 3_000 });
  await expect(wap.locator('[data-testid="chat-message"][data-side="receive"]').getByRole('img', { name: 'Picture' })).toBeVisible({ timeout: 3_000 });
  await wap.locator('[data-testid="chat-message"][data-side="receive"]').getByRole('button', { name: 'Open the picture full size' }).click();
  await expect(wap.getByRole('dialog', { name: 'Picture' }).getByRole('img')).toBeVisible();
  await phone.close();
});

test('the notice bell counts a paid order the moment it is paid, pushed over the socket', async ({ page, request }) => {
  const seed = await seedOrders(request);
  const [shop] = seed.shops;
  await staffSignIn(page, '/seller/', shop);
  const bell = page.getByRole('button', { name: /^Notices/ });
  await expect(bell).toHaveAccessibleName('Notices (0 unread)');

  const buyer = seed.buyer.token;
  const { pageList } = await call<{ pageList: { id: string }[] }>(request, '/api/address!list', {}, buyer);
  const { orderList } = await call<{ orderList: { orderId: string }[] }>(request, '/api/order!submit', { orderInfo: `${shop.sellerGoodsId},-1,1`, addressId: pageList[0].id }, buyer);
  await call(request, '/api/order!pay', { orderId: orderList[0].orderId, safeword: seed.buyer.safeword }, buyer);
  // The bell polls every 30 s only while the socket is down: a count within 3 s is the push.
  await expect(bell).toHaveAccessibleName('Notices (1 unread)', { timeout: 3_000 });
  await bell.click();
  await expect(page.getByRole('menuitem').filter({ hasText: 'is paid: confirm and ship it' })).toBeVisible();
});
