import { expect, test } from '@playwright/test';
import { seedCatalogue, type CatalogueSeed } from '../../../tooling/playwright/catalogue-seed';

// Search of issue 15 on the desktop storefront against the real server: a store name typed in the
// header is suggested as a store and opens its page; the keyword stays in the box on the results,
// also after a reload.

let seed: CatalogueSeed;

test.beforeAll(async ({ request }) => {
  seed = await seedCatalogue(request);
});

test('typing a store name suggests the store, and choosing it opens the store page', async ({ page }) => {
  await page.goto('/index');
  const header = page.getByRole('banner');
  const box = header.getByRole('combobox', { name: 'Search goods' });
  await box.fill(seed.storeName);
  const store = page.getByRole('option', { name: seed.storeName });
  await expect(store).toBeVisible();
  await expect(page.getByRole('listbox').getByText('Shops')).toBeVisible();
  await store.click();
  await expect(page).toHaveURL(`/store?id=${seed.sellerId}`);
  await expect(page.getByRole('heading', { name: seed.storeName }).first()).toBeVisible();
});

test('searching the exact store name opens the store page', async ({ page }) => {
  await page.goto('/index');
  const box = page.getByRole('banner').getByRole('combobox', { name: 'Search goods' });
  await box.fill(seed.storeName.toLowerCase());
  await box.press('Enter');
  await expect(page).toHaveURL(`/store?id=${seed.sellerId}`);
});

test('the keyword stays in the search box on the results, also after a reload', async ({ page }) => {
  await page.goto('/index');
  const box = page.getByRole('banner').getByRole('combobox', { name: 'Search goods' });
  await box.fill(seed.word);
  await box.press('Enter');
  await expect(page).toHaveURL(/\/searchResult\?k=/);
  await expect(page.getByRole('article', { name: seed.goodsName })).toBeVisible();
  await expect(box).toHaveValue(seed.word);
  await page.reload();
  await expect(page.getByRole('article', { name: seed.goodsName })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('combobox', { name: 'Search goods' })).toHaveValue(seed.word);
});
