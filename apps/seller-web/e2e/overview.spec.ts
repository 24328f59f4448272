import { expect, test } from '@playwright/test';
import { staffSignIn } from '../../../tooling/playwright/api';
import { seedOrders } from '../../../tooling/playwright/order-seed';
import { downloadedText, payOneOrder, visitProduct } from '../../../tooling/playwright/overview-steps';

// The store overview on the real server: a new shop's product is seen four times and bought once
// today; the seller reads the order, the sales, the visits and the conversion of today and of the
// period, in cards, charts and the table, and downloads the table as CSV.

test('a seller reads today’s order, sales, visits and conversion in the store overview and downloads them', async ({ page, request }) => {
  const seed = await seedOrders(request);
  const shop = seed.shops[0];
  for (let i = 0; i < 4; i++) await visitProduct(request, shop);
  await payOneOrder(request, seed, shop);
  const today = new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10);

  await staffSignIn(page, '/seller/', { email: shop.email, password: shop.password });
  await page.getByRole('navigation', { name: 'Seller centre navigation' }).getByRole('link', { name: 'Statistics', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Statistics' })).toBeVisible();
  await expect(page.getByText('Orders, sales, visits and reviews of your store, day by day.')).toBeVisible();
  const card = (label: string) => page.getByText(`${label} · Today`, { exact: true }).locator('..');
  await expect(card('Orders')).toContainText('1');
  await expect(card('Orders')).toContainText('Last 7 days: 1');
  await expect(card('Sales (USDT)')).toContainText('20.00');
  await expect(card('Visits')).toContainText('4');
  await expect(card('Conversion')).toContainText('25%');
  await expect(card('Rating')).toContainText('No reviews');
  await expect(page.getByRole('img', { name: 'Orders per day (last 7 days)' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Sales (USDT) per day (last 7 days)' })).toBeVisible();

  const table = page.getByRole('table', { name: 'Figures by day' });
  await expect(table.getByRole('row').nth(1)).toContainText(today);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()]);
  const lines = (await downloadedText(download)).split('\r\n');
  expect(lines[0]).toBe('\uFEFFDay,Orders,Items sold,Sales (USDT),Visits,Conversion,Reviews,Rating');
  expect(lines[1]).toBe(`${today},1,1,20,4,0.25,0,`);
  expect(lines).toContain('Total,1,1,20,4,0.25,0,');

  await page.getByRole('button', { name: 'Last 90 days' }).click();
  await expect(page.getByRole('img', { name: 'Orders per day (last 90 days)' })).toBeVisible();
  await expect(card('Orders')).toContainText('Last 90 days: 1');
});
