import { expect, test } from '@playwright/test';
import { checkScreens, SCREEN_LANGUAGES, SCREEN_SIZES, type ScreenPage, type ScreenSize } from '../../../tooling/playwright/screen-checks';
import { seedScreens, type ScreenSeed } from '../../../tooling/playwright/screen-seed';

// The seller zone's main pages in English, Arabic and Japanese at desktop and phone widths.

test.describe.configure({ timeout: 120_000 });

let seed: ScreenSeed;
test.beforeAll(async ({ request }) => { seed = await seedScreens(request); });

const heading = (p: import('@playwright/test').Page) => expect(p.getByRole('heading', { level: 1 }).first()).toBeVisible();
const signedIn: ScreenPage[] = [
  { name: 'overview', path: '/seller/', ready: heading },
  { name: 'goods', path: '/seller/goods', ready: heading },
  { name: 'orders', path: '/seller/orders', ready: heading },
  { name: 'wallet', path: '/seller/wallet', ready: heading },
  { name: 'store', path: '/seller/store', ready: heading },
];

for (const lang of SCREEN_LANGUAGES) {
  for (const size of Object.keys(SCREEN_SIZES) as ScreenSize[]) {
    test(`seller-web pages in ${lang} at ${size} width`, async ({ page }, info) => {
      await checkScreens(page, info, 'seller-web', lang, size, [{ name: 'sign-in', path: '/seller/sign-in', ready: (p) => expect(p.getByRole('textbox').first()).toBeVisible() }]);
      await page.evaluate((t) => localStorage.setItem('ES_SELLER_TOKEN', t), seed.shops[0].token);
      await checkScreens(page, info, 'seller-web', lang, size, signedIn);
    });
  }
}
