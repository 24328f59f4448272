import { expect, test } from '@playwright/test';

// The seller account is opened through the admin API of the same fresh server (first admin from the e2e env).
test('a seller signs in, sees the store in the seller-zone shell and signs out', async ({ page, request }) => {
  const login = await request.post('/api/admin/auth!login', { params: { email: 'admin@e2e.test', password: 'admin12345' } });
  const { code, data } = (await login.json()) as { code: string; data: { token: string } };
  expect(code).toBe('0');
  const stamp = Date.now();
  const seller = { email: `seller-${stamp}@e2e.test`, password: 'seller123', name: 'Sam Seller', storeName: `Sam's Goods ${stamp}` };
  const created = await request.post('/api/admin/seller!create', { params: { token: data.token, ...seller } });
  expect((await created.json()).code).toBe('0');

  await page.goto('/seller/');
  await expect(page).toHaveURL(/\/seller\/sign-in$/);
  await page.getByLabel('Email address').fill(seller.email);
  await page.getByLabel(/^Password/).fill(seller.password);
  await page.getByRole('button', { name: 'Sign in' }).click();

  const header = page.getByRole('banner');
  await expect(header).toContainText(seller.storeName);
  await expect(header).toContainText(seller.name);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome, ${seller.name}`);

  // The orders section opens inside the shell; a new store has none yet.
  await page.getByRole('navigation', { name: 'Seller centre navigation' }).getByRole('link', { name: 'Orders' }).click();
  await expect(page).toHaveURL(/\/seller\/orders$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await expect(page.getByText('No orders here.')).toBeVisible();

  await header.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/seller\/sign-in$/);
  expect(await page.evaluate(() => localStorage.getItem('ES_SELLER_TOKEN'))).toBeNull();

  // The zone is guarded again once signed out.
  await page.goto('/seller/orders');
  await expect(page).toHaveURL(/\/seller\/sign-in$/);
});
