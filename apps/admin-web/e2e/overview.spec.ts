import { expect, test } from '@playwright/test';
import { call, E2E_ADMIN, staffSignIn } from '../../../tooling/playwright/api';
import { seedOrders } from '../../../tooling/playwright/order-seed';
import { downloadedText, payOneOrder } from '../../../tooling/playwright/overview-steps';

// The platform dashboard on the admin home, on the real server: two orders paid through the buyer API
// today appear in today's GMV; the charts, the table of every day and its CSV show the same figures.

interface Day { day: string; orders: number; gmv: string }

test('the admin home shows today’s GMV of the paid orders with charts, the table by day and its CSV', async ({ page, request }) => {
  const seed = await seedOrders(request);
  await payOneOrder(request, seed, seed.shops[0]);
  await payOneOrder(request, seed, seed.shops[1]);
  const figures = await call<{ daily: Day[]; totals: { gmv: string } }>(request, '/api/admin/overview!stats', { days: 7 }, seed.adminToken);
  const today = figures.daily[figures.daily.length - 1];
  expect(Number(today.gmv)).toBeGreaterThanOrEqual(35);

  await staffSignIn(page, '/admin/', E2E_ADMIN);
  const dashboard = page.getByRole('region', { name: 'Platform figures' });
  const gmv = new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(Number(today.gmv));
  await expect(dashboard.getByText('GMV (USDT) · Today').locator('..')).toContainText(gmv);
  await expect(dashboard.getByRole('img', { name: 'GMV (USDT) per day (last 7 days)' })).toBeVisible();
  await expect(dashboard.getByRole('img', { name: 'Paid orders per day (last 7 days)' })).toBeVisible();
  await expect(dashboard.getByText('Withdrawals to review').locator('..')).toBeVisible();

  const table = dashboard.getByRole('table', { name: 'Figures by day' });
  await expect(table.getByRole('row')).toHaveCount(1 + 7 + 1);
  await expect(table.getByRole('row').nth(1)).toContainText(today.day);
  await expect(table.getByRole('row').nth(1)).toContainText(gmv);

  const [download] = await Promise.all([page.waitForEvent('download'), dashboard.getByRole('button', { name: 'Download CSV' }).click()]);
  const csv = await downloadedText(download);
  expect(csv.startsWith('\uFEFFDay,Sign-ups,Paid orders,GMV (USDT),Recharges,Recharged (USDT),Withdrawals,Withdrawn (USDT),Loans outstanding (USDT)\r\n')).toBe(true);
  const row = csv.split('\r\n').find((l) => l.startsWith(`${today.day},`))!.split(',');
  expect(row[2]).toBe(String(today.orders));
  expect(row[3]).toBe(today.gmv);
  expect(csv.split('\r\n').find((l) => l.startsWith('Total,'))!.split(',')[3]).toBe(figures.totals.gmv);

  await dashboard.getByRole('button', { name: 'Last 30 days' }).click();
  await expect(dashboard.getByRole('img', { name: 'GMV (USDT) per day (last 30 days)' })).toBeVisible();
  await expect(table.getByRole('row')).toHaveCount(1 + 30 + 1);

  await page.goto('/admin/?lang=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('region', { name: 'أرقام المنصة' }).getByRole('img').first()).toBeVisible();
});
