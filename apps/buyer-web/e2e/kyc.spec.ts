import { expect, test } from '@playwright/test';
import { call } from '../../../tooling/playwright/api';
import { approveKycOf, uploadDocumentPictures } from '../../../tooling/playwright/kyc-steps';

// Identity verification on the desktop storefront against the real server: a new buyer sends the basic
// verification with three private pictures, an admin passes it, the personal centre says so and the
// loan form is filled in from it; the pictures answer nobody else.

async function newBuyer(request: import('@playwright/test').APIRequestContext, prefix: string) {
  const email = `${prefix}-${Date.now().toString(36)}@e2e.test`;
  const { token } = (await (await request.get('/api/localuser!registerNoVerifcode', { params: { username: email, password: 'abc123', re_password: 'abc123', type: '2' } })).json()).data;
  return { email, token: token as string };
}

test('a buyer passes basic verification and sees it on the loan form', async ({ page, request }) => {
  const { email, token } = await newBuyer(request, 'kyc');
  await page.addInitScript((t) => { if (!localStorage.getItem('ES_TOKEN')) localStorage.setItem('ES_TOKEN', t); }, token);

  await page.goto('/userInfo/dashboard');
  await page.getByRole('navigation', { name: 'Personal centre' }).getByRole('link', { name: 'Identity verification' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Identity verification' })).toBeVisible();
  await expect(page.getByText('Not verified').first()).toBeVisible();
  await expect(page.getByText('Available once the basic verification has passed.')).toBeVisible();

  await page.getByRole('textbox', { name: /Full name/ }).fill('Vera Verified');
  await page.getByRole('combobox', { name: /Nationality/ }).fill('United States');
  await page.getByRole('option', { name: 'United States', exact: true }).click();
  await page.getByRole('textbox', { name: /ID or passport number/ }).fill('P7654321');
  await uploadDocumentPictures(page, 'Upload');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Sent for review')).toBeVisible();
  await expect(page.getByText('Submitted').first()).toBeVisible();

  // Another account cannot fetch the pictures; the owner can.
  const record = await call<{ idimg_1: string; status: number }>(request, '/api/kyc!get', {}, token);
  expect(record.status).toBe(0);
  const other = await newBuyer(request, 'kyc-other');
  expect((await request.get(record.idimg_1, { params: { token: other.token } })).status()).toBe(403);
  expect((await request.get(record.idimg_1)).status()).toBe(403);
  expect((await request.get(record.idimg_1, { params: { token } })).status()).toBe(200);

  await approveKycOf(request, email);
  await page.reload();
  await expect(page.getByText('Your identity is verified as Vera Verified.')).toBeVisible();
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Address/ })).toBeVisible();

  await page.goto('/credit/application');
  await expect(page.getByRole('textbox', { name: /Real name/ })).toHaveValue('Vera Verified');
  await expect(page.getByRole('textbox', { name: /ID or passport number/ })).toHaveValue('P7654321');
  await expect(page.getByRole('combobox', { name: /Nationality/ })).toHaveValue('United States');
  await expect(page.getByRole('group', { name: 'Front of the document' }).getByRole('img')).toHaveAttribute('src', /^\/kyc-files\/.+\?token=/);
});
