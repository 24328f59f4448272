import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';

// The platform side (category, warehouse, product, seller, approval) is set up through the admin API of the same
// fresh server; the seller's side goes through the seller zone.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

async function adminCall<T = unknown>(request: APIRequestContext, path: string, params: Record<string, string>): Promise<T> {
  const res = await request.post(`/api/admin/${path}`, { params });
  const body = (await res.json()) as { code: string; msg: string | null; data: T };
  expect(body.code, `${path}: ${body.msg}`).toBe('0');
  return body.data;
}

async function setUpPlatform(request: APIRequestContext, stamp: number) {
  const { token } = await adminCall<{ token: string }>(request, 'auth!login', { email: 'admin@e2e.test', password: 'admin12345' });
  const category = `Garden ${stamp}`;
  await adminCall(request, 'category!save', { token, name: category, sort: '0', isRec: '0' });
  const categories = await adminCall<Array<{ categoryId: string; name: string }>>(request, 'category!list', { token });
  const categoryId = categories.find((c) => c.name === category)!.categoryId;
  await adminCall(request, 'warehouse!save', { token, name: `South ${stamp}`, address: '' });
  const warehouses = await adminCall<Array<{ id: string; name: string }>>(request, 'warehouse!list', { token });
  const warehouseId = warehouses.find((w) => w.name === `South ${stamp}`)!.id;
  const product = `Watering can ${stamp}`;
  await adminCall(request, 'goods!save', {
    token, name: product, categoryId, des: '<p>Holds 5 litres.</p>', images: '', price: '12.5', freightAmount: '1', stock: JSON.stringify({ [warehouseId]: 40 }),
  });
  const seller = { email: `grower-${stamp}@e2e.test`, password: 'seller123', name: 'Gina Grower', storeName: `Gina's Garden ${stamp}` };
  await adminCall(request, 'seller!create', { token, ...seller });
  const stores = await adminCall<{ pageList: Array<{ id: string; name: string }> }>(request, 'store!list', { token, keyword: seller.storeName, pageNum: '1', pageSize: '10' });
  await adminCall(request, 'store!approve', { token, id: stores.pageList.find((s) => s.name === seller.storeName)!.id });
  return { category, product, seller };
}

async function uploadPng(page: Page, opener: Locator, name: string) {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), opener.click()]);
  await chooser.setFiles({ name, mimeType: 'image/png', buffer: PNG });
}

async function openSection(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Seller centre navigation' }).getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

test('a seller edits the store, lists a platform product, creates an own product with variants and reads the statistics', async ({ page, request }) => {
  const stamp = Date.now();
  const { category, product, seller } = await setUpPlatform(request, stamp);

  await page.goto('/seller/');
  await page.getByLabel('Email address').fill(seller.email);
  await page.getByLabel(/^Password/).fill(seller.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome, ${seller.name}`);

  // Store profile: the approved store is active; rename it, add a logo, a remark and a WhatsApp number.
  await openSection(page, 'Store profile');
  await expect(page.getByText('Store status:').locator('..')).toContainText('Active');
  const renamed = `Gina's Green Garden ${stamp}`;
  await page.getByLabel('Store name').fill(renamed);
  await uploadPng(page, page.getByRole('group', { name: 'Store logo' }).getByRole('button', { name: 'Upload a picture' }), 'logo.png');
  await expect(page.getByRole('img', { name: 'Store logo' })).toHaveAttribute('src', /^\/uploads\//);
  await page.getByLabel('About the store').fill('Tools and seeds for small gardens.');
  await page.getByLabel('WhatsApp').fill('+27 82 555 0101');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Store profile saved')).toBeVisible();
  await expect(page.getByRole('banner')).toContainText(renamed);
  await page.reload();
  await expect(page.getByLabel('About the store')).toHaveValue('Tools and seeds for small gardens.');
  await expect(page.getByLabel('WhatsApp')).toHaveValue('+27 82 555 0101');

  // List the platform product at the seller's own price.
  await openSection(page, 'Goods');
  await page.getByRole('link', { name: 'Add from the platform catalogue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Platform catalogue' })).toBeVisible();
  await page.getByRole('button', { name: `Add ${product} to my store` }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to my store' });
  await expect(dialog.getByLabel('Selling price')).toHaveValue('12.5');
  await dialog.getByLabel('Selling price').fill('19.90');
  await dialog.getByLabel('Discount price').fill('25');
  await dialog.getByRole('textbox', { name: /^Stock/ }).fill('10');
  await dialog.getByRole('button', { name: 'Add to my store' }).click();
  await expect(dialog.getByText('The discount price must be lower than the selling price')).toBeVisible();
  await dialog.getByLabel('Discount price').fill('');
  await dialog.getByRole('button', { name: 'Add to my store' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: product })).toContainText('In your store');
  await page.getByRole('link', { name: 'Back to my goods' }).click();
  const listed = page.getByRole('row').filter({ hasText: product });
  await expect(listed).toContainText('$19.90');
  await expect(listed).toContainText('On sale');

  // Create an own product in two colours.
  await page.getByRole('link', { name: 'Create own goods' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create own goods' })).toBeVisible();
  const own = `Seed tray ${stamp}`;
  await page.getByLabel('Product name').fill(own);
  await page.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: category, exact: true }).click();
  await page.getByLabel('Description').fill('Twelve cells.\n\nReusable for years.');
  await uploadPng(page, page.getByRole('button', { name: 'Add pictures' }), 'tray.png');
  await expect(page.getByRole('img', { name: 'Picture 1' })).toBeVisible();
  await page.getByRole('button', { name: 'Add an attribute' }).click();
  await page.getByLabel('Attribute 1', { exact: true }).fill('Colour');
  const values = page.getByLabel('New value for attribute 1');
  await values.fill('Red');
  await values.press('Enter');
  await values.fill('Blue');
  await values.press('Enter');
  const skus = page.getByRole('table', { name: 'Variants and their prices' });
  await expect(skus.getByRole('row')).toHaveCount(3);
  await page.getByLabel('Price for all').fill('8');
  await page.getByLabel('Stock for all').fill('5');
  await page.getByRole('button', { name: 'Apply to all rows' }).click();
  await page.getByLabel('Price of Blue', { exact: true }).fill('9');
  await page.getByLabel('Discount price of Blue').fill('7.5');
  await expect(page.getByText('from $7.50, 10 in stock in total')).toBeVisible();
  await page.getByRole('button', { name: 'Create product' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Goods' })).toBeVisible();
  const ownRow = page.getByRole('row').filter({ hasText: own });
  await expect(ownRow).toContainText('Own goods');
  await expect(ownRow).toContainText('$7.50');

  // Take the listed platform product off the shelf.
  await page.getByRole('button', { name: `Take ${product} off the shelf` }).click();
  await page.getByRole('dialog', { name: 'Take this product off the shelf?' }).getByRole('button', { name: 'Take off the shelf' }).click();
  await expect(page.getByRole('row').filter({ hasText: product })).toContainText('Off the shelf');
  await page.getByRole('combobox', { name: 'Shelf' }).click();
  await page.getByRole('option', { name: 'On sale' }).click();
  await expect(page.getByRole('row').filter({ hasText: product })).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: own })).toBeVisible();

  // The store overview of the last 7 and 30 days (nothing sold yet).
  await openSection(page, 'Statistics');
  await expect(page.getByText('Orders · Today', { exact: true }).locator('..')).toContainText('0');
  await expect(page.getByRole('img', { name: 'Visits per day (last 7 days)' })).toBeVisible();
  await page.getByRole('button', { name: 'Last 30 days' }).click();
  await expect(page.getByRole('img', { name: 'Orders per day (last 30 days)' })).toBeVisible();
});
