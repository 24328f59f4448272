import { expect, type Page } from '@playwright/test';
import { screenTests } from '../../../tooling/playwright/screen-checks';
import { seedScreens } from '../../../tooling/playwright/screen-seed';

// The seller zone's main pages in English, Arabic and Japanese at desktop and phone widths.

const heading = (p: Page) => expect(p.getByRole('heading', { level: 1 }).first()).toBeVisible();

screenTests({
  app: 'seller-web',
  seed: seedScreens,
  signedOut: () => [{ name: 'sign-in', path: '/seller/sign-in', ready: (p) => expect(p.getByRole('textbox').first()).toBeVisible() }],
  signedIn: [
    { name: 'overview', path: '/seller/', ready: heading },
    { name: 'goods', path: '/seller/goods', ready: heading },
    { name: 'orders', path: '/seller/orders', ready: heading },
    { name: 'wallet', path: '/seller/wallet', ready: heading },
    { name: 'store', path: '/seller/store', ready: heading },
  ],
  tokenKey: 'ES_SELLER_TOKEN',
  token: (seed) => seed.shops[0].token,
});
