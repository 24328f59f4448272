import { expect, test } from '@playwright/test';
import { call, E2E_ADMIN } from '../../../tooling/playwright/api';
import { seedCatalogue, type CatalogueSeed } from '../../../tooling/playwright/catalogue-seed';

// Search of issue 15 on the desktop storefront against the real server: a store name typed in the
// header is suggested as a store and opens its page; the keyword stays in the box on the results,
// also after a reload.

let seed: CatalogueSeed;
/** A store without goods: a keyword in its name finds no goods (goods are also found by their store's name). */
let emptyStore: { name: string; id: string };

test.beforeAll(async ({ request }) => {
  seed = await seedCatalogue(request);
  const run = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;
  const name = `Lantern Yard ${run}`;
  const { token } = await call<{ token: string }>(request, '/api/admin/auth!login', E2E_ADMIN);
  await call(request, '/api/admin/seller!create', { email: `lantern-${run}@e2e.test`, password: 'seller123', name: 'Lantern Seller', storeName: name }, token);
  const stores = await call<{ pageList: { id: string; name: string }[] }>(request, '/api/admin/store!list', { pageNum: 1, pageSize: 20, keyword: name }, token);
  const id = stores.pageList.find((st) => st.name === name)?.id;
  if (!id) throw new Error(`store ${name} not listed`);
  await call(request, '/api/admin/store!approve', { id }, token);
  emptyStore = { name, id };
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

test('a search without goods shows the matching stores on the results, and the store search lists them', async ({ page }) => {
  // "Yard <run>": in that store's name only, and not all of it (the whole name opens the store).
  const keyword = emptyStore.name.replace(/^Lantern /, '');
  await page.goto('/index');
  const box = page.getByRole('banner').getByRole('combobox', { name: 'Search goods' });
  await box.fill(keyword);
  await box.press('Enter');
  await expect(page).toHaveURL(/\/searchResult\?k=/);
  await expect(page.getByText(`No goods match “${keyword}”`)).toBeVisible();
  const stores = page.getByRole('region', { name: 'Shops' });
  await expect(stores.getByRole('article', { name: emptyStore.name })).toBeVisible();
  await stores.getByRole('article', { name: emptyStore.name }).getByRole('link').click();
  await expect(page).toHaveURL(`/store?id=${emptyStore.id}`);

  await page.goto(`/searchStore?k=${encodeURIComponent(JSON.stringify(keyword))}`);
  await expect(page.getByRole('article', { name: emptyStore.name })).toBeVisible();
});
