import { expect, test } from '@playwright/test';
import arabic from '../../../locales/ar/common.json' with { type: 'json' };

// The whole account journey of a new buyer on the desktop storefront, against the real server.

test('a buyer signs up, signs in, sets a transaction password, adds an address, reads Arabic and signs out', async ({ page }) => {
  const email = `buyer${Date.now()}@e2e.test`;
  const password = 'secret12';
  const header = page.getByRole('banner');

  // Sign up by email: the new account is signed in at once.
  await page.goto('/register');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/index$/);
  await expect(header.getByRole('link', { name: email })).toBeVisible();
  await header.getByRole('button', { name: 'Sign out' }).click();
  await expect(header.getByRole('link', { name: 'Sign in' })).toBeVisible();

  // Sign in with the new account.
  await header.getByRole('link', { name: 'Sign in' }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/index$/);

  // Personal centre shows the account.
  await header.getByRole('link', { name: email }).click();
  await expect(page).toHaveURL(/\/userInfo\/dashboard$/);
  await expect(page.getByTestId('profile-username')).toHaveText(email);
  await expect(page.getByText('No transaction password yet')).toBeVisible();

  // Set the 6-digit transaction password, entered twice.
  await page.getByRole('navigation', { name: 'Personal centre' }).getByRole('link', { name: 'Transaction password' }).click();
  await expect(page.getByRole('heading', { name: 'Set transaction password' })).toBeVisible();
  await page.getByRole('group', { name: 'New transaction password' }).getByLabel('Digit 1 of 6').click();
  await page.keyboard.type('246810');
  await page.getByRole('group', { name: 'Confirm transaction password' }).getByLabel('Digit 1 of 6').click();
  await page.keyboard.type('246810');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Transaction password set')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Change transaction password' })).toBeVisible();

  // Add a shipping address with the cascading region selects.
  await page.getByRole('navigation', { name: 'Personal centre' }).getByRole('link', { name: 'Shipping addresses' }).click();
  await page.getByRole('button', { name: 'Add address' }).click();
  const form = page.getByRole('form', { name: 'New address' });
  await form.getByLabel('Consignee name').fill('Ann Buyer');
  await form.getByRole('combobox', { name: 'Country or region' }).fill('United Kingdom');
  await page.getByRole('option', { name: 'United Kingdom', exact: true }).click();
  await expect(form.getByRole('combobox', { name: 'Area code' })).toHaveValue('44');
  await form.getByRole('combobox', { name: 'State or province' }).fill('England');
  await page.getByRole('option', { name: 'England', exact: true }).click();
  await form.getByRole('combobox', { name: 'City' }).fill('London');
  await page.getByRole('option', { name: 'London', exact: true }).click();
  await form.getByLabel('Phone number').fill('7700900123');
  await form.getByLabel('Postcode').fill('SW1A 1AA');
  await form.getByLabel('Street address').fill('10 Downing Street');
  await form.getByRole('button', { name: 'Save' }).click();
  const card = page.getByRole('article', { name: 'Ann Buyer' });
  await expect(card).toBeVisible();
  await expect(card.getByText('10 Downing Street')).toBeVisible();
  await expect(card.getByText('Default')).toBeVisible();

  // Switch to Arabic: the page reloads right to left, in Arabic.
  await header.getByRole('combobox', { name: 'Language' }).click();
  await page.getByRole('option', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(header.getByRole('link', { name: arabic.nav.home })).toBeVisible();

  // Sign out (in Arabic): back home as a guest.
  await header.getByRole('button', { name: arabic.header.logout }).click();
  await expect(page).toHaveURL(/\/index$/);
  await expect(header.getByRole('link', { name: arabic.header.login })).toBeVisible();
});
