import { expect, test } from '@playwright/test';
import { seedCatalogue, type CatalogueSeed } from '../../../tooling/playwright/catalogue-seed';

// A buyer finds a product by search, picks a variant, keeps it, follows its shop and finds both in
// the personal centre — on the desktop storefront against the real server.

let seed: CatalogueSeed;

test.beforeAll(async ({ request }) => {
  seed = await seedCatalogue(request);
});

test('a buyer searches, picks a variant, keeps the product and follows its shop', async ({ page }) => {
  const header = page.getByRole('banner');
  // Signed in as the new buyer (the account journey itself is covered by account.spec.ts).
  await page.addInitScript((token) => { if (!localStorage.getItem('ES_TOKEN')) localStorage.setItem('ES_TOKEN', token); }, seed.buyer.token);
  await page.goto('/index');
  await expect(header.getByRole('link', { name: seed.buyer.email })).toBeVisible();

  // An empty search only warns.
  await header.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page.getByText('Please enter a keyword to search')).toBeVisible();
  await expect(page.getByText('Please enter a keyword to search')).toBeHidden();
  await expect(page).toHaveURL(/\/index$/);

  // Typing shows the product as a suggestion; pressing Enter opens the results.
  const box = header.getByRole('combobox', { name: 'Search goods' });
  await box.fill(seed.word);
  await expect(page.getByRole('option', { name: seed.goodsName })).toBeVisible();
  await box.press('Enter');
  await expect(page).toHaveURL(/\/searchResult\?k=/);
  await expect(page.getByRole('heading', { name: 'Search results' })).toBeVisible();
  const history = await page.evaluate(() => JSON.parse(localStorage.getItem('ES_SEARCH_HISTORY') ?? '[]') as string[]);
  expect(history[0]).toBe(seed.word);

  // Product page: the first variant in stock is chosen; choosing Blue shows its own price.
  await page.getByRole('article', { name: seed.goodsName }).getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/productDetails\\?id=${seed.sellerGoodsId}$`));
  await expect(page.getByRole('heading', { level: 1, name: seed.goodsName })).toBeVisible();
  const colour = page.getByRole('radiogroup', { name: 'Colour' });
  await expect(colour.getByRole('radio', { name: 'Red' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByTestId('price').first()).toHaveText('$12.50');
  await colour.getByRole('radio', { name: 'Blue' }).click();
  await expect(page.getByTestId('price').first()).toHaveText('$11.00');
  await expect(page.getByTestId('stock')).toHaveText('In stock: 3');
  await expect(page.getByTestId('fact-ships')).toHaveText('Ships within 24 hours');
  await expect(page.getByTestId('product-description')).toContainText('three minutes');

  // Reviews: the five filters with their counts; a new product has none.
  const filters = page.getByRole('tablist', { name: 'Filter reviews' });
  for (const name of ['All (0)', 'Good (0)', 'Medium (0)', 'Bad (0)', 'With pictures (0)']) {
    await expect(filters.getByRole('tab', { name })).toBeVisible();
  }
  await filters.getByRole('tab', { name: 'With pictures (0)' }).click();
  await expect(filters.getByRole('tab', { name: 'With pictures (0)' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('No reviews yet')).toBeVisible();

  // Add to cart puts the chosen variant into the buyer's stored cart.
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Added to your cart')).toBeVisible();
  const cart = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]') as { sellerGoodsId: string; checkAttrName: string; price: number }[], `ES_SHOP_CART_${seed.buyer.usercode}`);
  expect(cart).toEqual([expect.objectContaining({ sellerGoodsId: seed.sellerGoodsId, checkAttrName: 'Colour: Blue', price: 11 })]);

  // Keep the product.
  await page.getByRole('button', { name: 'Add to favourites' }).click();
  await expect(page.getByRole('button', { name: 'Remove from favourites' })).toBeVisible();

  // Visit the shop and follow it.
  await page.getByRole('link', { name: 'Visit store' }).click();
  await expect(page).toHaveURL(new RegExp(`/store\\?id=${seed.sellerId}$`));
  await expect(page.getByRole('heading', { level: 1, name: seed.storeName })).toBeVisible();
  await expect(page.getByRole('article', { name: seed.goodsName })).toBeVisible();
  await page.getByRole('button', { name: 'Follow shop' }).click();
  await expect(page.getByRole('button', { name: 'Following' })).toBeVisible();
  await expect(page.getByTestId('store-followers')).toHaveText('Followers: 1');

  // In-store search finds the product by its word, and nothing for another.
  const storeSearch = page.getByRole('search', { name: 'Search this shop' });
  await storeSearch.getByRole('searchbox').fill('nothing-like-this');
  await storeSearch.getByRole('button', { name: 'Search this shop' }).click();
  await expect(page.getByText('No goods match “nothing-like-this”')).toBeVisible();

  // Both show in the personal centre.
  await header.getByRole('link', { name: seed.buyer.email }).click();
  await expect(page.getByTestId('count-goods')).toHaveText('1');
  await expect(page.getByTestId('count-stores')).toHaveText('1');
  const menu = page.getByRole('navigation', { name: 'Personal centre' });
  await menu.getByRole('link', { name: 'Favourite goods' }).click();
  await expect(page).toHaveURL(/\/userInfo\/collect-goods$/);
  await expect(page.getByRole('listitem', { name: seed.goodsName })).toBeVisible();
  await menu.getByRole('link', { name: 'Followed shops' }).click();
  await expect(page).toHaveURL(/\/userInfo\/collect-shop$/);
  await expect(page.getByRole('listitem', { name: seed.storeName })).toBeVisible();
});

test('the product page reads right to left in Arabic', async ({ page }) => {
  await page.goto(`/productDetails?id=${seed.sellerGoodsId}&lang=ar`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { level: 1, name: seed.goodsName })).toBeVisible();
});

test('info pages show their text with the brand name and support contact', async ({ page }) => {
  await page.goto('/info/about');
  await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
  await expect(page.getByText('Mall is an online marketplace')).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact us' }).click();
  await expect(page).toHaveURL(/\/info\/contact$/);
  await expect(page.getByRole('main').getByRole('link', { name: 'support@mall.example' })).toBeVisible();
});

test('the goods lists keep their sort in the address, and a search without goods offers the shop search', async ({ page }) => {
  const found = page.getByRole('status').filter({ hasText: /^Goods found: \d+$/ });
  // All goods, newest first: this run's product leads; the sort goes into the address.
  await page.goto('/commodity');
  await expect(page.getByRole('heading', { level: 1, name: 'All goods' })).toBeVisible();
  await expect(found).toBeVisible();
  await expect(page.getByRole('article').first()).toHaveAccessibleName(seed.goodsName);
  await page.getByRole('combobox', { name: 'Sort by' }).click();
  await page.getByRole('option', { name: 'Price: high to low' }).click();
  await expect(page).toHaveURL(/\/commodity\?sort=priceDesc$/);
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveText('Price: high to low');

  await page.goto('/discounted');
  await expect(page.getByRole('heading', { level: 1, name: 'Discounts' })).toBeVisible();
  await expect(found).toBeVisible();
  await page.goto('/classification');
  await expect(page.getByRole('heading', { level: 1, name: 'Categories' })).toBeVisible();
  await expect(found).toBeVisible();

  // The goods search finds the product by its word.
  const k = (word: string) => encodeURIComponent(JSON.stringify(word));
  await page.goto(`/searchGoods?k=${k(seed.word)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Goods' })).toBeVisible();
  await expect(page.getByText(`Results for “${seed.word}”`)).toBeVisible();
  await expect(found).toHaveText('Goods found: 1');
  await expect(page.getByRole('article', { name: seed.goodsName })).toBeVisible();

  // Nothing found: the shop search is offered and opens with the same keyword.
  const none = `${seed.word}none`;
  await page.goto(`/searchGoods?k=${k(none)}`);
  await expect(page.getByText(`No goods match “${none}”`)).toBeVisible();
  await page.getByRole('link', { name: 'Search shops instead' }).click();
  await expect(page).toHaveURL(`/searchStore?k=${k(none)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Shops' })).toBeVisible();
  await expect(page.getByText(`Results for “${none}”`)).toBeVisible();
  await expect(page.getByText(`No shops match “${none}”`)).toBeVisible();
});
