import { expect, type Page } from '@playwright/test';
import { screenTests } from '../../../tooling/playwright/screen-checks';
import { seedScreens } from '../../../tooling/playwright/screen-seed';

// The admin back office's main pages in English, Arabic and Japanese at desktop and phone widths,
// with a recharge and a withdrawal of a long e-mail address waiting in the review tables.

const heading = (p: Page) => expect(p.getByRole('heading', { level: 1 }).first()).toBeVisible();
const rows = (p: Page) => expect(p.getByRole('row').nth(1)).toBeVisible();

screenTests({
  app: 'admin-web',
  seed: seedScreens,
  signedOut: () => [{ name: 'sign-in', path: '/admin/sign-in', ready: (p) => expect(p.getByRole('textbox').first()).toBeVisible() }],
  signedIn: [
    { name: 'overview', path: '/admin/', ready: heading },
    { name: 'recharge-review', path: '/admin/finance/recharges', ready: rows },
    { name: 'withdrawal-review', path: '/admin/finance/withdrawals', ready: rows },
    { name: 'sellers', path: '/admin/sellers', ready: rows },
    { name: 'orders', path: '/admin/orders', ready: rows },
    { name: 'platform-goods', path: '/admin/platform-goods', ready: heading },
  ],
  tokenKey: 'ES_ADMIN_TOKEN',
  token: (seed) => seed.adminToken,
});
