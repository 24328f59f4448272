import { expect, test } from '@playwright/test';
import { call, staffSignIn } from '../../../tooling/playwright/api';
import { adminToken, newBuyer, newSeller, saveActivity, signUpByInvitation } from '../../../tooling/playwright/referral-steps';

// Referral network, pop-up and newsletter against the real server.

test('a buyer invited with a seller\'s code appears in the seller\'s referral list', async ({ page, browser, request }) => {
  const admin = await adminToken(request);
  const shop = await newSeller(request, admin);

  // The seller finds the store's code, link and QR code on the referral page.
  const seller = await browser.newPage();
  await staffSignIn(seller, '/seller/', shop);
  await seller.getByRole('link', { name: 'Referral network' }).click();
  const code = await seller.getByTestId('referral-code').inputValue();
  expect(code).toMatch(/^[A-Z2-9]{8}$/);
  const link = await seller.getByTestId('referral-link').inputValue();
  expect(link).toMatch(new RegExp(`/register\\?code=${code}$`));
  await expect(seller.getByRole('img', { name: 'QR code of your invitation link' })).toBeVisible();
  await expect(seller.getByText('Nobody has signed up at this level yet.')).toBeVisible();

  // A buyer follows the link: the code is saved and pre-fills the sign-up form.
  const email = `invited-${Date.now().toString(36)}@e2e.test`;
  await signUpByInvitation(page, link, code, email);

  // The buyer's personal centre shows their own code and link, and the seller as recommender.
  await page.goto('/userInfo/referral');
  await expect(page.getByTestId('referral-code')).toHaveValue(/^[A-Z2-9]{6}$/);
  await expect(page.getByTestId('referral-recommender')).toContainText(code);
  await expect(page.getByRole('img', { name: 'QR code of your invitation link' })).toBeVisible();

  // The seller sees the new buyer, masked.
  await seller.reload();
  await expect(seller.getByTestId('referral-total')).toHaveText('1');
  await expect(seller.getByTestId('referral-member')).toContainText(`${email.slice(0, 2)}***@e2e.test`);
  await expect(seller.getByText(email)).toHaveCount(0);
  await seller.close();
});

test('referral cycle refused', async ({ page, request }) => {
  const a = await newBuyer(request, 'cycle-a');
  const aCode = (await call<{ invitationCode: string }>(request, '/api/referral!info', {}, a.token)).invitationCode;
  const b = await newBuyer(request, 'cycle-b', aCode);
  const bCode = (await call<{ invitationCode: string }>(request, '/api/referral!info', {}, b.token)).invitationCode;

  await page.addInitScript((t) => { if (!localStorage.getItem('ES_TOKEN')) localStorage.setItem('ES_TOKEN', t); }, a.token);
  await page.goto('/userInfo/referral');
  await expect(page.getByTestId('referral-total')).toHaveText('1');
  await page.getByLabel("Recommender's invitation code").fill(bCode);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('This code belongs to someone you invited: referrals cannot go in a circle')).toBeVisible();
  await page.getByLabel("Recommender's invitation code").fill(aCode);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('You cannot use your own invitation code')).toBeVisible();
});

test('the pop-up shows once and closes', async ({ page, browser, request }) => {
  const admin = await adminToken(request);
  await saveActivity(request, admin, { title: 'Spring lucky draw', detailUrl: '/credit', enabled: true, audience: 'guests' });
  try {
    await page.goto('/index');
    const popup = page.getByRole('dialog', { name: 'Spring lucky draw' });
    await expect(popup).toBeVisible();
    await expect(popup.getByRole('link', { name: 'View details' })).toHaveAttribute('href', '/credit');
    await popup.getByRole('button', { name: 'Close' }).click();
    await expect(popup).toBeHidden();

    // Same session: not again, neither after visiting another page nor after a reload.
    await page.goto('/discounted');
    const asked = page.waitForResponse(/getCurrentActivity/);
    await page.goto('/index');
    await asked;
    await page.waitForTimeout(500);
    await expect(page.getByRole('dialog', { name: 'Spring lucky draw' })).toHaveCount(0);

    // A new session of a signed-in buyer: not in a guests-only audience.
    const { token } = await newBuyer(request, 'popup');
    const fresh = await browser.newPage();
    await fresh.addInitScript((t) => localStorage.setItem('ES_TOKEN', t), token);
    const freshAsked = fresh.waitForResponse(/getCurrentActivity/);
    await fresh.goto('/index');
    expect((await (await freshAsked).json()).data).toEqual({});
    await expect(fresh.getByRole('dialog', { name: 'Spring lucky draw' })).toHaveCount(0);
    await fresh.close();
  } finally {
    await saveActivity(request, admin, { title: 'Spring lucky draw', detailUrl: '/credit', enabled: false });
  }
});

test('the footer subscribes an email once and refuses it the second time', async ({ page }) => {
  const email = `news-${Date.now().toString(36)}@e2e.test`;
  await page.goto('/index');
  const form = page.getByRole('form', { name: 'Newsletter' });
  await form.getByRole('textbox', { name: 'Newsletter' }).fill(email);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Thank you for subscribing.')).toBeVisible();
  await form.getByRole('textbox', { name: 'Newsletter' }).fill(email);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByText('This email is already subscribed')).toBeVisible();
});
