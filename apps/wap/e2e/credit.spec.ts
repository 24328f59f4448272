import { expect, test } from '@playwright/test';
import { call, E2E_ADMIN } from '../../../tooling/playwright/api';
import { fillApplication, fitsTheWindow, fundLoans, latestLoanOf, newBorrower } from '../../../tooling/playwright/loan-steps';
import { passIdentity } from '../../../tooling/playwright/kyc-steps';
import { reconciled } from '../../../tooling/playwright/order-seed';

// The loan journey on the mobile site: from "Me" to the offer, apply with three ID pictures, an admin
// approves, the bill shows the loan, repay with the transaction password, repaid, the ledger balances.

test('apply from the mobile site, approval, repay, repaid', async ({ page, request }) => {
  const { token: adminToken } = await call<{ token: string }>(request, '/api/admin/auth!login', E2E_ADMIN);
  await fundLoans(request, adminToken);
  const { email, token } = await newBorrower(request, page, 'wap-loan', '975310');

  await page.goto('/wap/me');
  await page.getByRole('link', { name: 'Start-up loan' }).click();
  await expect(page.getByText('Fixed daily interest rate of 0.05 %')).toBeVisible();
  await page.getByRole('link', { name: 'Apply now' }).click();
  await fillApplication(page, '200000', '60 days');
  await page.getByRole('button', { name: 'Submit application' }).click();
  await expect(page).toHaveURL(/\/wap\/credit\/myLoan$/);
  await expect(page.getByText('Your application for 200,000.00 USDT is under review.')).toBeVisible();
  expect(await fitsTheWindow(page)).toBe(true);

  const loan = await latestLoanOf(request, adminToken, email);
  await passIdentity(request, token, email);
  await call(request, '/api/admin/loan!approve', { id: loan.id }, adminToken);
  await page.reload();
  await expect(page.getByTestId('credit-principal')).toHaveText('200,000.00 USDT');
  await page.getByRole('button', { name: 'Repay now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Repay the loan' });
  await dialog.getByLabel('Digit 1 of 6').fill('975310');
  await dialog.getByRole('button', { name: 'Repay' }).click();
  await expect(page.getByText('Loan repaid.')).toBeVisible();
  await expect(page.getByTestId('credit-history-row').first()).toContainText('Repaid');
  expect(await call(request, '/api/credit!check', {}, token)).toBe('true');
  expect(await reconciled(request, adminToken)).toBe(true);

  for (const lang of ['ar', 'cn']) {
    await page.goto(`/wap/credit/application?lang=${lang}`);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    expect(await fitsTheWindow(page), `application in ${lang}`).toBe(true);
  }
});
