import { expect, test } from '@playwright/test';
import { checkScreens, SCREEN_LANGUAGES, SCREEN_SIZES, type ScreenPage, type ScreenSize } from '../../../tooling/playwright/screen-checks';
import { seedScreens, type ScreenSeed } from '../../../tooling/playwright/screen-seed';

// The desktop storefront's main pages in English, Arabic and Japanese at desktop and phone widths.

test.describe.configure({ timeout: 120_000 });

let seed: ScreenSeed;
test.beforeAll(async ({ request }) => { seed = await seedScreens(request); });

const pages = (s: ScreenSeed): ScreenPage[] => [
  { name: 'home', path: '/index', ready: (p) => expect(p.getByRole('banner')).toBeVisible() },
  { name: 'product', path: `/productDetails?id=${s.shops[0].sellerGoodsId}`, ready: (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible() },
  { name: 'search', path: `/searchResult?k=${encodeURIComponent(JSON.stringify(s.shops[0].goodsName.split(' ')[0]))}`, ready: (p) => expect(p.locator('article').first()).toBeVisible() },
  { name: 'login', path: '/login', ready: (p) => expect(p.getByRole('textbox').first()).toBeVisible() },
  { name: 'info', path: '/info/about', ready: (p) => expect(p.getByRole('heading', { level: 1 })).toBeVisible() },
];
const signedIn: ScreenPage[] = [
  { name: 'dashboard', path: '/userInfo/dashboard' },
  { name: 'orders', path: '/userInfo/my-order', ready: (p) => expect(p.getByRole('main').getByRole('link').first()).toBeVisible() },
  { name: 'wallet', path: '/userInfo/money-package' },
];

for (const lang of SCREEN_LANGUAGES) {
  for (const size of Object.keys(SCREEN_SIZES) as ScreenSize[]) {
    test(`buyer-web pages in ${lang} at ${size} width`, async ({ page }, info) => {
      await checkScreens(page, info, 'buyer-web', lang, size, pages(seed));
      await page.evaluate((t) => localStorage.setItem('ES_TOKEN', t), seed.buyer.token);
      await checkScreens(page, info, 'buyer-web', lang, size, signedIn);
    });
  }
}
