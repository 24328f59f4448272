import { expect, test } from '@playwright/test';
import { screenTests } from '../../../tooling/playwright/screen-checks';
import { seedScreens } from '../../../tooling/playwright/screen-seed';

// The mobile storefront's main pages in English, Arabic and Japanese at phone and desktop widths.

screenTests({
  app: 'wap',
  seed: seedScreens,
  signedOut: (s) => [
    { name: 'home', path: '/wap/', ready: (p) => expect(p.getByRole('navigation').last()).toBeVisible() },
    { name: 'category', path: '/wap/category' },
    { name: 'product', path: `/wap/productDetails?sellerGoodsId=${s.shops[0].sellerGoodsId}`, ready: (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible() },
    { name: 'search', path: `/wap/searchResult?k=${encodeURIComponent(JSON.stringify(s.shops[0].goodsName.split(' ')[0]))}` },
    { name: 'login', path: '/wap/login', ready: (p) => expect(p.getByRole('textbox').first()).toBeVisible() },
  ],
  signedIn: [
    { name: 'me', path: '/wap/me' },
    { name: 'orders', path: '/wap/orders' },
    { name: 'wallet', path: '/wap/wallet' },
    { name: 'cart', path: '/wap/cart' },
  ],
  tokenKey: 'ES_TOKEN',
  token: (seed) => seed.buyer.token,
});

test('an unknown address says the page is not found, and nothing about pages being built', async ({ page }) => {
  await page.goto('/wap/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByText(/being built|coming soon/i)).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(page).toHaveURL(/\/wap\/?$/);
});
