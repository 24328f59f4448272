import { expect, test } from '@playwright/test';
import arabic from '../../../locales/ar/common.json' with { type: 'json' };

// The whole account journey of a new buyer on the mobile storefront (/wap), against the real server.

test('a buyer signs up, signs in, sets a transaction password, adds an address, reads Arabic and signs out', async ({ page }) => {
  const email = `wap${Date.now()}@e2e.test`;
  const password = 'secret12';

  // Sign up by email: the new account is signed in at once and lands on "Me".
  await page.goto('/wap/register');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/wap\/me$/);
  await expect(page.getByTestId('profile-username')).toHaveText(email);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/wap\/?$/);

  // Sign in from the home page.
  await page.getByRole('link', { name: 'Sign in' }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/wap\/me$/);
  await expect(page.getByTestId('profile-username')).toHaveText(email);

  // Set the 6-digit transaction password, entered twice.
  await page.getByRole('link', { name: 'Account settings' }).click();
  await page.getByRole('link', { name: /Transaction password/ }).click();
  await expect(page.getByRole('heading', { name: 'Set transaction password' })).toBeVisible();
  await page.getByRole('group', { name: 'New transaction password' }).getByLabel('Digit 1 of 6').click();
  await page.keyboard.type('135790');
  await page.getByRole('group', { name: 'Confirm transaction password' }).getByLabel('Digit 1 of 6').click();
  await page.keyboard.type('135790');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Transaction password set')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Change transaction password' })).toBeVisible();

  // Add a shipping address with the cascading region selects.
  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByRole('link', { name: /Shipping addresses/ }).click();
  await page.getByRole('button', { name: 'Add address' }).click();
  const form = page.getByRole('form', { name: 'New address' });
  await form.getByLabel('Consignee name').fill('Wan Buyer');
  await form.getByRole('combobox', { name: 'Country or region' }).fill('Malaysia');
  await page.getByRole('option', { name: 'Malaysia', exact: true }).click();
  await expect(form.getByRole('combobox', { name: 'Area code' })).toHaveValue('60');
  await form.getByLabel('Phone number').fill('123456789');
  await form.getByLabel('Postcode').fill('50088');
  await form.getByLabel('Street address').fill('1 Jalan Ampang');
  await form.getByRole('button', { name: 'Save' }).click();
  const card = page.getByRole('article', { name: 'Wan Buyer' });
  await expect(card).toBeVisible();
  await expect(card.getByText('1 Jalan Ampang')).toBeVisible();

  // Switch to Arabic: the page reloads right to left, in Arabic.
  await page.goto('/wap/me');
  await page.getByRole('link', { name: /Language/ }).click();
  await page.getByRole('button', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.getByRole('heading', { name: arabic.language.title })).toBeVisible();

  // Sign out (in Arabic) from "Me": back home as a guest.
  await page.goto('/wap/me');
  await expect(page.getByRole('navigation', { name: arabic.tabs.label }).getByRole('link', { name: arabic.tabs.me, exact: true })).toBeVisible();
  await page.getByRole('button', { name: arabic.header.logout }).click();
  await expect(page).toHaveURL(/\/wap\/?$/);
  await expect(page.getByRole('link', { name: arabic.header.login }).first()).toBeVisible();
});
