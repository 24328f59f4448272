import { expect, test } from '@playwright/test';
import { call, E2E_ADMIN, PIXEL_PNG, staffSignIn } from '../../../tooling/playwright/api';
import { fundLoans, latestLoanOf } from '../../../tooling/playwright/loan-steps';
import { passIdentity } from '../../../tooling/playwright/kyc-steps';

// A store's loan: the seller applies in seller-web with three ID pictures, an admin approves, the store's
// wallet holds the loan, the seller sees the bill and has 10 % of each settlement withheld towards it.

test('a seller applies for a store loan, it is approved, the bill shows and automatic repayment is set', async ({ page, request }) => {
  const { token: adminToken } = await call<{ token: string }>(request, '/api/admin/auth!login', E2E_ADMIN);
  await fundLoans(request, adminToken);
  const stamp = Date.now();
  const seller = { email: `loan-seller-${stamp}@e2e.test`, password: 'seller123', name: 'Lena Lender', storeName: `Lena's Loans ${stamp}` };
  await call(request, '/api/admin/seller!create', seller, adminToken);

  await staffSignIn(page, '/seller/', seller);
  await page.getByRole('navigation', { name: 'Seller centre navigation' }).getByRole('link', { name: 'Loan' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Store loan' })).toBeVisible();
  await page.getByRole('textbox', { name: /Loan amount/ }).fill('300000');
  await page.getByRole('combobox', { name: /Term/ }).click();
  await page.getByRole('option', { name: '90 days' }).click();
  await page.getByRole('textbox', { name: /Real name/ }).fill('Lena Lender');
  await page.getByRole('combobox', { name: /Nationality/ }).fill('United');
  await page.getByRole('option').first().click();
  await page.getByRole('textbox', { name: /ID or passport number/ }).fill('S9876543');
  for (const picture of ['Front of the document', 'Back of the document', 'You holding the document']) {
    const group = page.getByRole('group', { name: picture });
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), group.getByRole('button', { name: 'Upload a picture' }).click()]);
    await chooser.setFiles(PIXEL_PNG);
    await expect(group.getByRole('button', { name: 'Replace' })).toBeVisible();
  }
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByText('Your application for 300,000.00 USDT is under review.')).toBeVisible();

  const loan = await latestLoanOf(request, adminToken, seller.email);
  const { token: verifyToken } = await call<{ token: string }>(request, '/api/seller/auth!login', { email: seller.email, password: seller.password });
  await passIdentity(request, verifyToken, seller.email, 'seller');
  await call(request, '/api/admin/loan!approve', { id: loan.id }, adminToken);
  await page.reload();
  await expect(page.getByTestId('loan-principal')).toHaveText('300,000.00');
  await expect(page.getByTestId('loan-total')).toHaveText('300,000.00');

  const share = page.getByRole('textbox', { name: 'Share of each settlement (%)' });
  await share.fill('10');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Automatic repayment saved')).toBeVisible();
  const { token: sellerToken } = await call<{ token: string }>(request, '/api/seller/auth!login', { email: seller.email, password: seller.password });
  expect(await call<{ percent: number }>(request, '/api/seller/credit!autoRepay', {}, sellerToken)).toEqual({ percent: 10 });
  expect((await call<{ money: number }>(request, '/api/seller/wallet!get', {}, sellerToken)).money).toBe(300000);
});
