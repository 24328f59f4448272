import { expect, test } from '@playwright/test';
import { checkScreens, SCREEN_LANGUAGES, SCREEN_SIZES, type ScreenPage, type ScreenSize } from '../../../tooling/playwright/screen-checks';
import { seedScreens, type ScreenSeed } from '../../../tooling/playwright/screen-seed';

// The admin back office's main pages in English, Arabic and Japanese at desktop and phone widths,
// with a recharge and a withdrawal of a long e-mail address waiting in the review tables.

test.describe.configure({ timeout: 120_000 });

let seed: ScreenSeed;
test.beforeAll(async ({ request }) => { seed = await seedScreens(request); });

const heading = (p: import('@playwright/test').Page) => expect(p.getByRole('heading', { level: 1 }).first()).toBeVisible();
const rows = (p: import('@playwright/test').Page) => expect(p.getByRole('row').nth(1)).toBeVisible();
const signedIn: ScreenPage[] = [
  { name: 'overview', path: '/admin/', ready: heading },
  { name: 'recharge-review', path: '/admin/finance/recharges', ready: rows },
  { name: 'withdrawal-review', path: '/admin/finance/withdrawals', ready: rows },
  { name: 'sellers', path: '/admin/sellers', ready: rows },
  { name: 'orders', path: '/admin/orders', ready: rows },
  { name: 'platform-goods', path: '/admin/platform-goods', ready: heading },
];

for (const lang of SCREEN_LANGUAGES) {
  for (const size of Object.keys(SCREEN_SIZES) as ScreenSize[]) {
    test(`admin-web pages in ${lang} at ${size} width`, async ({ page }, info) => {
      await checkScreens(page, info, 'admin-web', lang, size, [{ name: 'sign-in', path: '/admin/sign-in', ready: (p) => expect(p.getByRole('textbox').first()).toBeVisible() }]);
      await page.evaluate((t) => localStorage.setItem('ES_ADMIN_TOKEN', t), seed.adminToken);
      await checkScreens(page, info, 'admin-web', lang, size, signedIn);
    });
  }
}
