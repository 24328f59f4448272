import { expect, test, type Page } from '@playwright/test';

// Runs against the built server with a fresh database; the first admin comes from ADMIN_EMAIL / ADMIN_PASSWORD.
const ADMIN = { email: 'admin@e2e.test', password: 'admin12345' };

async function openSection(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Back-office navigation' }).getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  // The tab names the open page.
  await expect(page).toHaveTitle(new RegExp(`^${name} \\| .+ back office$`));
}

test('an admin edits a system parameter, finds the change in the audit log and creates a seller account', async ({ page }) => {
  await page.goto('/admin/');
  await expect(page).toHaveURL(/\/admin\/sign-in$/);
  await page.getByLabel('Email address').fill(ADMIN.email);
  await page.getByLabel(/^Password/).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('ES_ADMIN_TOKEN'))).toBeTruthy();

  // Edit a parameter in place.
  await openSection(page, 'System parameters');
  const stamp = Date.now();
  const newUrl = `https://help.e2e.test/chat/${stamp}`;
  const paramRow = page.getByRole('row').filter({ hasText: 'customer_service_url' });
  await paramRow.getByRole('button', { name: 'Edit customer_service_url' }).click();
  await paramRow.getByLabel('New value of customer_service_url').fill(newUrl);
  await paramRow.getByRole('button', { name: 'Save' }).click();
  await expect(paramRow).toContainText(newUrl);
  await expect(paramRow.getByLabel('New value of customer_service_url')).toHaveCount(0);

  // The change is in the audit log, attributed to this admin, and survives the action filter.
  await openSection(page, 'Audit log');
  const entry = page.getByRole('row').filter({ hasText: newUrl });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText('customer_service_url');
  await expect(entry).toContainText('System parameter changed');
  await expect(entry).toContainText(ADMIN.email);
  await page.getByLabel('Filter by action').click();
  await page.getByRole('option', { name: 'Seller account created' }).click();
  await expect(page.getByRole('row').filter({ hasText: newUrl })).toHaveCount(0);

  // Create a seller account.
  await openSection(page, 'Sellers');
  const storeName = `E2E Store ${stamp}`;
  await page.getByRole('button', { name: 'New seller' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a seller account' });
  await dialog.getByLabel('Store name').fill(storeName);
  await dialog.getByLabel('Contact name').fill('Sally Seller');
  await dialog.getByLabel('Email address').fill(`seller-${stamp}@e2e.test`);
  await dialog.getByLabel(/^Initial password/).fill('seller123');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: storeName })).toContainText(`seller-${stamp}@e2e.test`);

  // The list is searchable: by part of the store name, and a search with no match says so.
  const search = page.getByRole('searchbox', { name: 'Search sellers' }).or(page.getByLabel('Search sellers'));
  await search.fill(`store ${stamp}`);
  await expect(page.getByRole('row').filter({ hasText: '@' })).toHaveCount(1);
  await expect(page.getByRole('row').filter({ hasText: storeName })).toBeVisible();
  await search.fill(`nobody-${stamp}`);
  await expect(page.getByText('No seller matches this search.')).toBeVisible();
  await search.fill('');

  // The new seller was audited too.
  await openSection(page, 'Audit log');
  await expect(page.getByRole('row').filter({ hasText: `seller-${stamp}@e2e.test` })).toContainText('Seller account created');
});
