import { expect, test } from '@playwright/test';
import { call, E2E_ADMIN, staffSignIn } from '../../../tooling/playwright/api';
import { fillApplication, fitsTheWindow, fundLoans, latestLoanOf, newBorrower } from '../../../tooling/playwright/loan-steps';
import { passIdentity } from '../../../tooling/playwright/kyc-steps';
import { reconciled } from '../../../tooling/playwright/order-seed';

// The loan journey on the desktop storefront against the real server: a new buyer applies with three
// ID pictures, an admin approves, the wallet rises by the loan, the bill shows it, the buyer repays
// with the transaction password, the loan is repaid and the ledger balances.

test('apply with pictures, approval, the balance rises, repay with the transaction password, repaid', async ({ page, browser, request }) => {
  const { token: adminToken } = await call<{ token: string }>(request, '/api/admin/auth!login', E2E_ADMIN);
  await fundLoans(request, adminToken);
  const { email, token } = await newBorrower(request, page, 'loan', '135790');

  await page.goto('/credit');
  await expect(page.getByRole('heading', { level: 1, name: 'Start-up loans for your business' })).toBeVisible();
  await expect(page.getByText('Borrow from 100,000.00 to 30,000,000.00 USDT')).toBeVisible();
  await expect(page.getByText('No mortgage or deposit')).toBeVisible();
  await page.getByRole('link', { name: 'Apply now' }).click();
  await expect(page).toHaveURL(/\/credit\/application$/);

  // An amount below the range is refused in the form, then the application goes through.
  await page.getByRole('textbox', { name: /Loan amount/ }).fill('99999');
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page.getByText('The loan amount must be between 100,000.00 and 30,000,000.00')).toBeVisible();
  await fillApplication(page, '100000', '30 days');
  await expect(page.getByTestId('credit-estimate')).toContainText('1,500.00');
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page).toHaveURL(/\/credit\/myLoan$/);
  await expect(page.getByText('Your application for 100,000.00 USDT is under review.')).toBeVisible();
  expect(await call(request, '/api/credit!check', {}, token)).toBe('false');

  // The admin approves it on the loan desk in admin-web; the loan is disbursed into the wallet.
  const loan = await latestLoanOf(request, adminToken, email);
  expect(loan.applyAmount).toBe(100000);
  // Loans are granted only to verified borrowers.
  await passIdentity(request, token, email);
  const admin = await browser.newPage();
  await staffSignIn(admin, '/admin/', E2E_ADMIN);
  await admin.goto('/admin/finance/loans');
  await admin.getByRole('searchbox', { name: 'Search' }).fill(email);
  await admin.getByRole('button', { name: `Approve application ${loan.id}` }).click();
  await admin.getByRole('dialog', { name: 'Approve this loan?' }).getByRole('button', { name: 'Approve' }).click();
  await expect(admin.getByText(`Loan ${loan.id} approved and disbursed`)).toBeVisible();
  await admin.close();
  expect((await call<{ money: number }>(request, '/api/wallet!getUsdt', {}, token)).money).toBe(100000);

  await page.reload();
  await expect(page.getByTestId('credit-principal')).toHaveText('100,000.00 USDT');
  await expect(page.getByTestId('credit-interest')).toHaveText('0.00 USDT');
  await expect(page.getByTestId('credit-total')).toHaveText('100,000.00 USDT');

  // Repay: a wrong password is refused, the right one repays in full.
  await page.getByRole('button', { name: 'Repay now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Repay the loan' });
  await expect(dialog.getByText('100,000.00 USDT will be taken from your wallet. Your balance: 100,000.00 USDT.')).toBeVisible();
  await dialog.getByLabel('Digit 1 of 6').fill('111111');
  await dialog.getByRole('button', { name: 'Repay' }).click();
  await expect(page.getByText(/transaction password is wrong/).first()).toBeVisible();
  await expect(page.getByTestId('credit-total')).toHaveText('100,000.00 USDT');
  await dialog.getByLabel('Digit 1 of 6').fill('135790');
  await dialog.getByRole('button', { name: 'Repay' }).click();
  await expect(page.getByText('Loan repaid.')).toBeVisible();
  await expect(page.getByText('You have no loan in use.')).toBeVisible();
  await expect(page.getByTestId('credit-history-row').first()).toContainText('Repaid');
  expect((await call<{ money: number }>(request, '/api/wallet!getUsdt', {}, token)).money).toBe(0);
  expect(await reconciled(request, adminToken)).toBe(true);
});

test('the three loan pages read right to left in Arabic and fit the window in Arabic and Chinese', async ({ page, request }) => {
  await newBorrower(request, page, 'loan-rtl', '246802');
  for (const lang of ['ar', 'cn']) {
    for (const path of ['/credit', '/credit/application', '/credit/myLoan']) {
      await page.goto(`${path}?lang=${lang}`);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      if (lang === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      expect(await fitsTheWindow(page), `${path} in ${lang}`).toBe(true);
    }
  }
  await page.goto('/credit?lang=ar');
  await expect(page.getByRole('heading', { level: 1, name: 'قروض بدء النشاط لتجارتك' })).toBeVisible();
});
