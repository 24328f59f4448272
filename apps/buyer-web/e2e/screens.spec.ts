import { expect } from '@playwright/test';
import { screenTests } from '../../../tooling/playwright/screen-checks';
import { seedScreens } from '../../../tooling/playwright/screen-seed';

// The desktop storefront's main pages in English, Arabic and Japanese at desktop and phone widths.

screenTests({
  app: 'buyer-web',
  seed: seedScreens,
  signedOut: (s) => [
    { name: 'home', path: '/index', ready: (p) => expect(p.getByRole('banner')).toBeVisible() },
    { name: 'product', path: `/productDetails?id=${s.shops[0].sellerGoodsId}`, ready: (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible() },
    { name: 'search', path: `/searchResult?k=${encodeURIComponent(JSON.stringify(s.shops[0].goodsName.split(' ')[0]))}`, ready: (p) => expect(p.locator('article').first()).toBeVisible() },
    { name: 'login', path: '/login', ready: (p) => expect(p.getByRole('textbox').first()).toBeVisible() },
    { name: 'info', path: '/info/about', ready: (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible() },
  ],
  signedIn: [
    { name: 'dashboard', path: '/userInfo/dashboard' },
    { name: 'orders', path: '/userInfo/my-order', ready: (p) => expect(p.getByRole('main').getByRole('link').first()).toBeVisible() },
    { name: 'wallet', path: '/userInfo/money-package' },
  ],
  tokenKey: 'ES_TOKEN',
  token: (seed) => seed.buyer.token,
});
