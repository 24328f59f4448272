import { expect, test } from '@playwright/test';
import { call, E2E_ADMIN, PIXEL_PNG, staffSignIn } from '../../../tooling/playwright/api';
import { adminToken, applyAsMerchant, setPasswordLinkMailedTo, signedInBuyer } from '../../../tooling/playwright/merchant-steps';
import { submitAndPay } from '../../../tooling/playwright/order-steps';
import { readyToPay } from '../../../tooling/playwright/order-seed';
import { signUpByInvitation } from '../../../tooling/playwright/referral-steps';

// Merchant sign-up end to end: a buyer applies from /merchantSettled, an admin approves in the queue,
// the mailed one-time link sets the seller password, and the new seller fills the empty store. The
// store's first product is then bought by a buyer who signed up with the store's invitation code, and
// that buyer appears in the store's referral list.

test('a buyer applies from /merchantSettled, an admin approves, the new seller sets a password from the mail and creates a product; a buyer invited by the store buys it', async ({ page, browser, request }) => {
  // Four sessions (applicant, admin, seller, invited buyer) in one journey: as the order journey, more
  // room than the default 60 s when the machine is busy.
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const category = `Lamps ${stamp}`;
  await call(request, '/api/admin/category!save', { name: category, sort: '0', isRec: '0' }, await adminToken(request));
  const buyer = await signedInBuyer(request, page, 'applicant');
  const form = { storeName: `Lumen ${stamp}`, category, email: `lumen-${stamp}@e2e.test`, phone: '+49 151 2345678', country: 'Germany' };

  // The header link opens the promotion page in a new window, with the language and the buyer's avatar.
  await page.goto('/index');
  const [promote] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('banner').getByRole('link', { name: /merchant/i }).first().click(),
  ]);
  await expect(page.getByRole('link', { name: 'Open the merchant page' })).toHaveAttribute('href', /^\/promote\/\?lang=en&avatar=/);
  // The language parameter is applied and then taken out of the address, as on every page.
  await expect(promote).toHaveURL(/\/promote\/\?avatar=\d+$/);
  await expect(promote.getByRole('heading', { level: 1 })).toContainText('Open your store on');
  await expect(promote.getByText('Commission: 5% of the goods amount of each sale')).toBeVisible();
  await expect(promote.getByText(/at the latest 10 days after shipping/)).toBeVisible();

  await applyAsMerchant(promote, form);
  await expect(promote.getByRole('status')).toContainText('Application in review');
  await expect(promote.getByRole('status')).toContainText(form.email);

  // The admin approves in the applications queue, where the document picture is shown.
  const adminPage = await (await browser.newContext()).newPage();
  await staffSignIn(adminPage, '/admin/', E2E_ADMIN);
  await adminPage.goto('/admin/merchant-applications');
  const row = adminPage.getByTestId('merchant-application-row').filter({ hasText: form.storeName });
  await expect(row).toContainText(buyer.email);
  await expect(row.getByRole('img', { name: 'Document picture 1' })).toBeVisible();
  await row.getByRole('button', { name: 'Approve' }).click();
  await adminPage.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(adminPage.getByText('Approved: the seller and the store were created')).toBeVisible();
  // It leaves the queue of applications in review.
  await expect(row).toHaveCount(0);

  // The applicant sees the approval.
  await promote.reload();
  await expect(promote.getByRole('status')).toContainText('Application approved');

  // The new seller sets the password from the mailed link and signs in to an empty, active store.
  const link = await setPasswordLinkMailedTo(form.email);
  const sellerPage = await (await browser.newContext()).newPage();
  await sellerPage.goto(link);
  await sellerPage.getByLabel(/^New password/).fill('lumen12345');
  await sellerPage.getByLabel(/^Repeat the password/).fill('lumen12345');
  await sellerPage.getByRole('button', { name: 'Set password' }).click();
  await expect(sellerPage.getByRole('status')).toContainText(`Sign in with ${form.email}`);
  await sellerPage.goto(link);
  await sellerPage.getByLabel(/^New password/).fill('again12345');
  await sellerPage.getByLabel(/^Repeat the password/).fill('again12345');
  await sellerPage.getByRole('button', { name: 'Set password' }).click();
  await expect(sellerPage.getByText('This link is invalid, expired or already used')).toBeVisible();

  await staffSignIn(sellerPage, '/seller/', { email: form.email, password: 'lumen12345' });
  await sellerPage.goto('/seller/goods');
  await expect(sellerPage.getByRole('heading', { level: 1, name: 'Goods' })).toBeVisible();
  await sellerPage.getByRole('link', { name: 'Create own goods' }).click();
  const product = `Desk lamp ${stamp}`;
  await sellerPage.getByLabel('Product name').fill(product);
  await sellerPage.getByRole('combobox', { name: 'Category' }).click();
  await sellerPage.getByRole('option', { name: category, exact: true }).click();
  await sellerPage.getByLabel('Description').fill('Warm light.');
  const [chooser] = await Promise.all([sellerPage.waitForEvent('filechooser'), sellerPage.getByRole('button', { name: 'Add pictures' }).click()]);
  await chooser.setFiles(PIXEL_PNG);
  await expect(sellerPage.getByRole('img', { name: 'Picture 1' })).toBeVisible();
  await sellerPage.getByRole('button', { name: 'Add an attribute' }).click();
  await sellerPage.getByLabel('Attribute 1', { exact: true }).fill('Colour');
  const values = sellerPage.getByLabel('New value for attribute 1');
  await values.fill('White');
  await values.press('Enter');
  await sellerPage.getByLabel('Price for all').fill('20');
  await sellerPage.getByLabel('Stock for all').fill('3');
  await sellerPage.getByRole('button', { name: 'Apply to all rows' }).click();
  await sellerPage.getByRole('button', { name: 'Create product' }).click();
  await expect(sellerPage.getByRole('heading', { level: 1, name: 'Goods', exact: true })).toBeVisible();
  // A new product of an active store is on sale at once: nothing else stands between it and buyers.
  const listed = sellerPage.getByRole('row').filter({ hasText: product });
  await expect(listed).toContainText('Own goods');
  await expect(listed).toContainText('On sale');

  // The seller reads the store's invitation link on the referral page; nobody has used it yet.
  await sellerPage.getByRole('navigation', { name: 'Seller centre navigation' }).getByRole('link', { name: 'Referral network' }).click();
  const code = await sellerPage.getByTestId('referral-code').inputValue();
  expect(code).toMatch(/^[A-Z2-9]{8}$/);
  const invitation = await sellerPage.getByTestId('referral-link').inputValue();
  expect(invitation).toMatch(new RegExp(`/register\\?code=${code}$`));
  await expect(sellerPage.getByTestId('referral-total')).toHaveText('0');

  // A new buyer signs up through that link, with the code filled in.
  const shopper = await (await browser.newContext()).newPage();
  const shopperEmail = `lumen-buyer-${stamp}@e2e.test`;
  const shopperToken = await signUpByInvitation(shopper, invitation, code, shopperEmail);
  // Funded as the order journeys' buyer is: transaction password, address, and a balance from the platform.
  await readyToPay(request, { email: shopperEmail, token: shopperToken, safeword: '135790' }, await adminToken(request));
  await shopper.goto('/index');

  // The buyer finds the product by search, takes the white one and pays for it from the balance.
  const search = shopper.getByRole('banner').getByRole('combobox', { name: 'Search goods' });
  await search.fill(product);
  await search.press('Enter');
  await shopper.getByRole('article', { name: product }).getByRole('link').click();
  await expect(shopper.getByRole('heading', { level: 1, name: product })).toBeVisible();
  await expect(shopper.getByRole('radiogroup', { name: 'Colour' }).getByRole('radio', { name: 'White' })).toHaveAttribute('aria-checked', 'true');
  await shopper.getByRole('button', { name: 'Add to cart' }).click();
  await expect(shopper.getByText('Added to your cart')).toBeVisible();
  await shopper.getByRole('button', { name: 'Open the shopping cart' }).click();
  await shopper.getByRole('dialog', { name: 'Shopping cart' }).getByRole('button', { name: 'Check out' }).click();
  await expect(shopper.getByText('Unter den Linden 1').first()).toBeVisible();
  await submitAndPay(shopper, '20.00', '135790');
  await expect(shopper.getByRole('heading', { name: 'Payment successful' })).toBeVisible();

  // The store's referral list shows the buyer it brought (masked), and the store has the paid order.
  await sellerPage.reload();
  await expect(sellerPage.getByTestId('referral-total')).toHaveText('1');
  await expect(sellerPage.getByTestId('referral-member')).toContainText(`${shopperEmail.slice(0, 2)}***@e2e.test`);
  await sellerPage.getByRole('navigation', { name: 'Seller centre navigation' }).getByRole('link', { name: 'Orders' }).click();
  await expect(sellerPage.getByRole('link', { name: /^View order / })).toHaveCount(1);
  await expect(sellerPage.getByRole('row').filter({ has: sellerPage.getByRole('link', { name: /^View order / }) })).toContainText('20.00');
});
