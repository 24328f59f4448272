import { expect, test } from '@playwright/test';
import { seedCatalogue, type CatalogueSeed } from '../../../tooling/playwright/catalogue-seed';

// The same catalogue journey on the mobile storefront (/wap), against the real server.

let seed: CatalogueSeed;

test.beforeAll(async ({ request }) => {
  seed = await seedCatalogue(request);
});

test('a buyer searches, picks a variant, keeps the product and follows its shop on the phone', async ({ page }) => {
  await page.addInitScript((token) => { if (!localStorage.getItem('ES_TOKEN')) localStorage.setItem('ES_TOKEN', token); }, seed.buyer.token);
  await page.goto('/wap/');

  // The home search entry opens the search page; an empty search only warns.
  await page.getByRole('link', { name: 'Search goods' }).click();
  await expect(page).toHaveURL(/\/wap\/search$/);
  const search = page.getByRole('search');
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('Please enter a keyword to search')).toBeVisible();
  await expect(page.getByText('Please enter a keyword to search')).toBeHidden();

  // Suggestions while typing; searching opens the results.
  await search.getByRole('searchbox', { name: 'Search goods' }).fill(seed.word);
  await expect(page.getByRole('button', { name: seed.goodsName })).toBeVisible();
  await search.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/wap\/searchResult\?k=/);

  // Product page with the variant's own price.
  await page.getByRole('article', { name: seed.goodsName }).getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/wap/productDetails\\?sellerGoodsId=${seed.sellerGoodsId}$`));
  await expect(page.getByRole('heading', { name: seed.goodsName })).toBeVisible();
  const colour = page.getByRole('radiogroup', { name: 'Colour' });
  await colour.getByRole('radio', { name: 'Blue' }).click();
  await expect(page.getByTestId('price').first()).toHaveText('$11.00');

  // Review filters and their counts.
  const filters = page.getByRole('tablist', { name: 'Filter reviews' });
  await filters.getByRole('tab', { name: 'Good (0)' }).click();
  await expect(filters.getByRole('tab', { name: 'Good (0)' })).toHaveAttribute('aria-selected', 'true');
  await expect(filters.getByRole('tab', { name: 'With pictures (0)' })).toBeAttached();
  await expect(page.getByText('No reviews yet')).toBeVisible();

  // Buy now puts the line into the cart and goes to checkout.
  await page.getByRole('button', { name: 'Buy now' }).click();
  await expect(page).toHaveURL(/\/wap\/settlement$/);
  const cart = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]') as { skuId: string; price: number }[], `ES_SHOP_CART_${seed.buyer.usercode}`);
  expect(cart).toEqual([expect.objectContaining({ price: 11 })]);
  await page.goBack();

  // Keep the product, then visit and follow its shop.
  await page.getByRole('button', { name: 'Add to favourites' }).click();
  await expect(page.getByRole('button', { name: 'Remove from favourites' })).toBeVisible();
  await page.getByRole('link', { name: 'Visit store' }).first().click();
  await expect(page).toHaveURL(new RegExp(`/wap/shop\\?sellerId=${seed.sellerId}$`));
  await expect(page.getByRole('heading', { name: seed.storeName })).toBeVisible();
  await page.getByRole('button', { name: 'Follow shop' }).click();
  await expect(page.getByRole('button', { name: 'Following' })).toBeVisible();

  // Both show under "Me".
  await page.goto('/wap/me');
  await expect(page.getByTestId('count-goods')).toHaveText('1');
  await expect(page.getByTestId('count-stores')).toHaveText('1');
  await page.getByRole('link', { name: /Favourite goods/ }).click();
  await expect(page).toHaveURL(/\/wap\/favourites$/);
  await expect(page.getByRole('listitem', { name: seed.goodsName })).toBeVisible();
  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByRole('link', { name: /Followed shops/ }).click();
  await expect(page).toHaveURL(/\/wap\/followed$/);
  await expect(page.getByRole('listitem', { name: seed.storeName })).toBeVisible();
});

test('a phone opening the desktop product link lands on the mobile product page, right to left in Arabic', async ({ page }) => {
  await page.goto(`/productDetails?id=${seed.sellerGoodsId}&lang=ar`);
  await expect(page).toHaveURL(new RegExp(`/wap/productDetails\\?sellerGoodsId=${seed.sellerGoodsId}`));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: seed.goodsName })).toBeVisible();
});

test('a phone opening the desktop store link lands on the mobile store page', async ({ page }) => {
  await page.goto(`/store?id=${seed.sellerId}`);
  await expect(page).toHaveURL(new RegExp(`/wap/shop\\?sellerId=${seed.sellerId}`));
  await expect(page.getByRole('heading', { name: seed.storeName })).toBeVisible();
  await expect(page.getByRole('article', { name: seed.goodsName })).toBeVisible();
});
