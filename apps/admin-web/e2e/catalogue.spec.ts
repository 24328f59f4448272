import { expect, test, type Locator, type Page } from '@playwright/test';

// Runs against the built server with a fresh database; the first admin comes from ADMIN_EMAIL / ADMIN_PASSWORD.
const ADMIN = { email: 'admin@e2e.test', password: 'admin12345' };
// A 1×1 PNG: the server checks the bytes of every upload.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

async function openSection(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Back-office navigation' }).getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

/** Clicks a control that opens the file picker and hands it a PNG. */
async function uploadPng(page: Page, opener: Locator, name: string) {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), opener.click()]);
  await chooser.setFiles({ name, mimeType: 'image/png', buffer: PNG });
}

async function pick(page: Page, scope: Page | Locator, label: string, option: string) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('an admin builds the catalogue and approves a new store', async ({ page, request }) => {
  const stamp = Date.now();
  await page.goto('/admin/');
  await page.getByLabel('Email address').fill(ADMIN.email);
  await page.getByLabel(/^Password/).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome, / })).toBeVisible();

  // A category with a subcategory.
  await openSection(page, 'Categories');
  const top = `Kitchen ${stamp}`;
  const sub = `Kettles ${stamp}`;
  await page.getByRole('button', { name: 'New category' }).click();
  let dialog = page.getByRole('dialog', { name: 'Create a category' });
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(top);
  await dialog.getByLabel('Recommend on the home page').check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: top })).toContainText('Recommended');
  await page.getByRole('button', { name: `Add a subcategory to ${top}` }).click();
  dialog = page.getByRole('dialog', { name: 'Create a category' });
  await expect(dialog.getByRole('combobox', { name: 'Parent category' })).toHaveText(top);
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill(sub);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: sub })).toBeVisible();
  // Collapsing the parent hides the subcategory.
  await page.getByRole('button', { name: `Hide the subcategories of ${top}` }).click();
  await expect(page.getByRole('row').filter({ hasText: sub })).toHaveCount(0);

  // A warehouse.
  await openSection(page, 'Warehouses');
  const warehouse = `North ${stamp}`;
  await page.getByRole('button', { name: 'New warehouse' }).click();
  dialog = page.getByRole('dialog', { name: 'Create a warehouse' });
  await dialog.getByLabel('Name').fill(warehouse);
  await dialog.getByLabel('Address').fill('1 Dock Road');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: warehouse })).toContainText('1 Dock Road');

  // A platform product with a picture and stock in the warehouse.
  await openSection(page, 'Platform catalogue');
  const product = `Steel kettle ${stamp}`;
  await page.getByRole('button', { name: 'New product' }).click();
  dialog = page.getByRole('dialog', { name: 'Create a product' });
  await dialog.getByLabel('Product name').fill(product);
  await pick(page, dialog, 'Category', sub);
  await uploadPng(page, dialog.getByRole('button', { name: 'Add pictures' }), 'kettle.png');
  await expect(dialog.getByRole('img', { name: 'Picture 1' })).toBeVisible();
  await dialog.getByLabel('Description').fill('Boils a litre in two minutes.');
  await dialog.getByLabel('Suggested price').fill('15.50');
  await dialog.getByLabel('Freight').fill('2');
  await dialog.getByLabel(`Stock in ${warehouse}`).fill('50');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: product });
  await expect(row).toContainText('$15.50');
  await expect(row).toContainText(sub);
  await expect(row).toContainText('50');
  // The category filter keeps it under its category.
  await pick(page, page, 'Category', top);
  await expect(page.getByRole('row').filter({ hasText: product })).toHaveCount(0);
  await pick(page, page, 'Category', sub);
  await expect(page.getByRole('row').filter({ hasText: product })).toBeVisible();

  // A banner for the desktop home page.
  await openSection(page, 'Banners');
  await page.getByRole('button', { name: 'New banner' }).click();
  dialog = page.getByRole('dialog', { name: 'Create a banner' });
  await uploadPng(page, dialog.getByRole('button', { name: 'Upload a picture' }), 'banner.png');
  await dialog.getByLabel('Link').fill(`/search?k=${stamp}`);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: `/search?k=${stamp}` })).toContainText('Shown');

  // A seller opened through the API waits for approval; the admin approves the store.
  const token = await page.evaluate(() => localStorage.getItem('ES_ADMIN_TOKEN'));
  const storeName = `Sam's Goods ${stamp}`;
  const created = await request.post('/api/admin/seller!create', {
    params: { token: token!, email: `seller-${stamp}@e2e.test`, password: 'seller123', name: 'Sam Seller', storeName },
  });
  expect((await created.json()).code).toBe('0');
  await openSection(page, 'Stores');
  await pick(page, page, 'Status', 'Pending approval');
  const store = page.getByRole('row').filter({ hasText: storeName });
  await expect(store).toContainText('Pending approval');
  await store.getByRole('button', { name: `Approve ${storeName}` }).click();
  await page.getByRole('dialog', { name: 'Approve this store?' }).getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('row').filter({ hasText: storeName })).toHaveCount(0);
  await pick(page, page, 'Status', 'Active');
  await expect(page.getByRole('row').filter({ hasText: storeName })).toContainText('Active');
  await page.getByRole('row').filter({ hasText: storeName }).getByRole('switch', { name: `Recommend ${storeName}` }).check();
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: storeName }).getByRole('switch', { name: `Recommend ${storeName}` })).toBeChecked();
});
