import { expect, test } from '@playwright/test';
import { seedCatalogue, type CatalogueSeed } from '../../../tooling/playwright/catalogue-seed';

// What a buyer sees when something fails: a server error is not "does not exist", a page whose code
// cannot be fetched shows a message inside the site's frame, and going offline is announced.

let seed: CatalogueSeed;

test.beforeAll(async ({ request }) => {
  seed = await seedCatalogue(request);
});

test('a server error on a product offers a retry; an unknown product says it does not exist', async ({ page }) => {
  await page.route('**/api/sellerGoods!info*', (route) => route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }));
  await page.goto(`/productDetails?id=${seed.sellerGoodsId}`);
  await expect(page.getByText('The data could not be loaded.')).toBeVisible();
  await expect(page.getByText('This product does not exist or is no longer on sale.')).toBeHidden();

  await page.unroute('**/api/sellerGoods!info*');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: seed.goodsName })).toBeVisible();

  await page.goto('/productDetails?id=987654321');
  await expect(page.getByText('This product does not exist or is no longer on sale.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Try again' })).toBeHidden();
});

test('a page whose code cannot be fetched shows an error inside the frame, and loads again', async ({ page }) => {
  await page.goto('/index');
  const header = page.getByRole('banner');
  await expect(header).toBeVisible();
  // From here on no script file arrives: the next page's chunk fails to load.
  await page.route('**/assets/*.js', (route) => route.abort('internetdisconnected'));
  await page.evaluate(() => { window.history.pushState({}, '', '/merchantSettled'); window.dispatchEvent(new PopStateEvent('popstate')); });
  await expect(page.getByText('A new version is available')).toBeVisible();
  await expect(header).toBeVisible();

  await page.unroute('**/assets/*.js');
  await page.getByRole('button', { name: 'Load again' }).click();
  await expect(page).toHaveURL(/\/merchantSettled$/);
  await expect(page.getByText('A new version is available')).toBeHidden();
  await expect(page.locator('main')).not.toBeEmpty();
});

test('going offline is announced, and the notice goes when the network is back', async ({ page, context }) => {
  await page.goto('/index');
  await expect(page.getByRole('banner')).toBeVisible();
  await context.setOffline(true);
  await expect(page.getByText('You are offline. Pages will load when the connection is back.')).toBeVisible();
  await context.setOffline(false);
  await expect(page.getByText('You are offline. Pages will load when the connection is back.')).toBeHidden();
});
