import { expect, test } from '@playwright/test';
import { call, E2E_ADMIN, staffSignIn } from '../../../tooling/playwright/api';
import { applyByApi, fitsTheWindow, fundLoans, latestLoanOf } from '../../../tooling/playwright/loan-steps';

// The operator's side of loans on the real server: applications sent through the buyer API reach the
// loan desk with their ID pictures; one is approved in admin-web and disbursed into the buyer's wallet,
// the other is rejected with a reason the buyer reads and may re-apply after.

test('the loan desk shows the pictures, approves one application and rejects another with a reason', async ({ page, request }) => {
  const { token: adminToken } = await call<{ token: string }>(request, '/api/admin/auth!login', E2E_ADMIN);
  await fundLoans(request, adminToken);
  const ann = await applyByApi(request, 'desk-ann', 'Ann Approved', '150000');
  const rex = await applyByApi(request, 'desk-rex', 'Rex Rejected', '120000');
  const annLoan = await latestLoanOf(request, adminToken, ann.email);
  const rexLoan = await latestLoanOf(request, adminToken, rex.email);

  await staffSignIn(page, '/admin/', E2E_ADMIN);
  await page.getByRole('navigation', { name: 'Back-office navigation' }).getByRole('link', { name: 'Loans', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Loans' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill(ann.email);
  const annRow = page.getByTestId('loan-row').filter({ hasText: 'Ann Approved' });
  await expect(annRow.getByRole('img', { name: 'Front of the document of Ann Approved' })).toHaveAttribute('src', /^\/kyc-files\/.+\?token=/);
  await annRow.getByRole('button', { name: 'Enlarge: Ann Approved holding the document' }).click();
  await expect(page.getByRole('dialog', { name: 'Ann Approved holding the document' })).toBeVisible();
  await page.keyboard.press('Escape');
  await annRow.getByRole('button', { name: `Approve application ${annLoan.id}` }).click();
  await page.getByRole('dialog', { name: 'Approve this loan?' }).getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(`Loan ${annLoan.id} approved and disbursed`)).toBeVisible();
  expect((await call<{ money: number }>(request, '/api/wallet!getUsdt', {}, ann.token)).money).toBe(150000);
  await expect(page.getByTestId('book-active')).not.toHaveText('0');

  await page.getByRole('searchbox', { name: 'Search' }).fill(rex.email);
  const rexRow = page.getByTestId('loan-row').filter({ hasText: 'Rex Rejected' });
  await rexRow.getByRole('button', { name: `Reject application ${rexLoan.id}` }).click();
  const reject = page.getByRole('dialog', { name: 'Reject this application?' });
  await reject.getByRole('textbox', { name: /^Reason/ }).fill('The ID photo is blurred');
  await reject.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByText(`Application ${rexLoan.id} rejected`)).toBeVisible();
  const history = await call<{ elements: { status: number; rejectReason: string }[] }>(request, '/api/credit!histroy', { pageNo: 1 }, rex.token);
  expect(history.elements[0]).toMatchObject({ status: 4, rejectReason: 'The ID photo is blurred' });
  expect(await call(request, '/api/credit!check', {}, rex.token)).toBe('true');

  await page.goto('/admin/finance/loans?lang=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'القروض' })).toBeVisible();
  expect(await fitsTheWindow(page)).toBe(true);
});
