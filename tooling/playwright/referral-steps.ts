import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { call, E2E_ADMIN } from './api';

// Setup of the referral and pop-up journeys through the real API.

export async function adminToken(request: APIRequestContext): Promise<string> {
  return (await call<{ token: string }>(request, '/api/admin/auth!login', E2E_ADMIN)).token;
}

/** A new seller account (with its store approved) that can sign in to the seller zone. */
export async function newSeller(request: APIRequestContext, admin: string): Promise<{ email: string; password: string }> {
  const email = `ref-shop-${Date.now().toString(36)}@e2e.test`;
  const password = 'sellerpass1';
  await call(request, '/api/admin/seller!create', { email, password, name: 'Referral Shop', storeName: `Referral shop ${email}` }, admin);
  return { email, password };
}

/** Saves the pop-up activity (audience and languages as the admin page sends them). */
export async function saveActivity(request: APIRequestContext, admin: string, a: { title: string; detailUrl: string; enabled: boolean; audience?: string }): Promise<void> {
  await call(request, '/api/admin/activity!save', { title: a.title, detailUrl: a.detailUrl, imgUrl: '', enabled: a.enabled ? '1' : '0', audience: a.audience ?? 'all', langs: '' }, admin);
}

/** A buyer signed up through the API, optionally with an invitation code. */
export async function newBuyer(request: APIRequestContext, prefix: string, agentCode = ''): Promise<{ email: string; token: string }> {
  const email = `${prefix}-${Date.now().toString(36)}@e2e.test`;
  const res = await request.get('/api/localuser!registerNoVerifcode', { params: { username: email, password: 'abc123', re_password: 'abc123', type: '2', agentCode } });
  return { email, token: (await res.json()).data.token };
}

/**
 * A visitor follows an invitation link (a sign-up address with `?code=`), sees the code filled in and
 * signs up by email with the password "secret12"; answers the new buyer's token.
 */
export async function signUpByInvitation(page: Page, link: string, code: string, email: string): Promise<string> {
  const url = new URL(link);
  await page.goto(url.pathname + url.search);
  await expect(page.getByLabel('Invitation code (optional)')).toHaveValue(code);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('secret12');
  await page.getByLabel('Confirm password').fill('secret12');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/index$/);
  return page.evaluate(() => localStorage.getItem('ES_TOKEN') ?? '');
}
