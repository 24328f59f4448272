import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { call, PIXEL_PNG } from './api';
import { passIdentity, uploadPicture } from './kyc-steps';

// Steps the loan journeys share: the platform funds its loans, an admin decides an application through
// the admin API, and the application form is filled in as a borrower would.

/** Puts money into the platform's loan fund (`loan!fundDeposit`), so approvals can disburse. */
export async function fundLoans(request: APIRequestContext, adminToken: string, amount = '50000000'): Promise<void> {
  await call(request, '/api/admin/loan!fundDeposit', { amount, reason: 'Loan capital for the browser tests' }, adminToken);
}

/** The newest application of an account, as the loan desk lists it. */
export async function latestLoanOf(request: APIRequestContext, adminToken: string, account: string): Promise<{ id: string; status: number; applyAmount: number }> {
  const page = await call<{ pageList: { id: string; status: number; applyAmount: number; ownerName: string }[] }>(
    request, '/api/admin/loan!list', { keyword: account, pageNum: 1, pageSize: 5 }, adminToken,
  );
  const loan = page.pageList.find((l) => l.ownerName === account);
  if (!loan) throw new Error(`no loan application of ${account}`);
  return loan;
}

/** A new buyer with a transaction password, signed in on `page`; answers the account and its token. */
export async function newBorrower(request: APIRequestContext, page: Page, prefix: string, safeword: string): Promise<{ email: string; token: string }> {
  const email = `${prefix}-${Date.now().toString(36)}@e2e.test`;
  const { token } = (await (await request.get('/api/localuser!registerNoVerifcode', { params: { username: email, password: 'abc123', re_password: 'abc123', type: '2' } })).json()).data;
  await call(request, '/api/user!setSafewordReg', { token, safeword, re_safeword: safeword });
  await page.addInitScript((t) => { if (!localStorage.getItem('ES_TOKEN')) localStorage.setItem('ES_TOKEN', t); }, token);
  return { email, token };
}

/** Fills the application form: amount, term, name, nationality, ID number, the three pictures and the agreement. */
export async function fillApplication(page: Page, amount: string, termLabel: string): Promise<void> {
  await page.getByRole('textbox', { name: /Loan amount/ }).fill(amount);
  await page.getByRole('combobox', { name: /Term/ }).click();
  await page.getByRole('option', { name: termLabel }).click();
  await page.getByRole('textbox', { name: /Real name/ }).fill('Ann Borrower');
  await page.getByRole('combobox', { name: /Nationality/ }).fill('United');
  await page.getByRole('option').first().click();
  await page.getByRole('textbox', { name: /ID or passport number/ }).fill('P1234567');
  for (const picture of ['Front of the document', 'Back of the document', 'You holding the document']) {
    const group = page.getByRole('group', { name: picture });
    const [chooser] = await Promise.all([page.waitForEvent('filechooser'), group.getByRole('button', { name: 'Upload' }).click()]);
    await chooser.setFiles(PIXEL_PNG);
    // Identity pictures are private: served from /kyc-files/ with the session's token.
    await expect(group.getByRole('img', { name: picture })).toHaveAttribute('src', /^\/kyc-files\/.+\?token=/);
  }
  await page.getByRole('checkbox').check();
}

/** True when nothing on the page is wider than the window. */
export async function fitsTheWindow(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

/** A new buyer who applies through the buyer API with three own pictures; answers the account and token. */
export async function applyByApi(request: APIRequestContext, prefix: string, realName: string, amount: string, term = '30'): Promise<{ email: string; token: string }> {
  const email = `${prefix}-${Date.now().toString(36)}@e2e.test`;
  const { token } = (await (await request.get('/api/localuser!registerNoVerifcode', { params: { username: email, password: 'abc123', re_password: 'abc123', type: '2' } })).json()).data;
  const [face, back, hand] = [await uploadPicture(request, token), await uploadPicture(request, token), await uploadPicture(request, token)];
  await call(request, '/api/credit!apply', {
    realName, applyAmount: amount, creditPeriod: term, countryId: '1', identification: 'P7654321',
    imgCertificateFace: face, imgCertificateBack: back, imgCertificateHand: hand, kinName: 'Bo', kinPhone: '5550100', kinRelation: 'brother', agree: '1',
  }, token);
  await passIdentity(request, token, email);
  return { email, token };
}
