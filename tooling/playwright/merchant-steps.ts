import { readFileSync, existsSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { call, PIXEL_PNG } from './api';
import { mailSinkFile } from './mail-file.mjs';

// Steps of the merchant sign-up journey: a signed-in buyer, the application form on /promote/, and
// the approval mail as the server's outbox delivered it to the tests' mail receiver.

/** A new buyer signed in on `page` (through the stored token); answers the account. */
export async function signedInBuyer(request: APIRequestContext, page: Page, prefix: string): Promise<{ email: string; token: string }> {
  const email = `${prefix}-${Date.now().toString(36)}@e2e.test`;
  const { token } = (await (await request.get('/api/localuser!registerNoVerifcode', { params: { username: email, password: 'abc123', re_password: 'abc123', type: '2' } })).json()).data;
  await page.context().addInitScript((t) => { if (!localStorage.getItem('ES_TOKEN')) localStorage.setItem('ES_TOKEN', t); }, token);
  return { email, token };
}

export interface MerchantForm { storeName: string; category: string; email: string; phone: string; country: string }

/** Fills and sends the application on the promotion page, with one document picture. */
export async function applyAsMerchant(page: Page, form: MerchantForm): Promise<void> {
  await page.getByRole('textbox', { name: /Store name/ }).fill(form.storeName);
  await page.getByRole('combobox', { name: /Main category/ }).fill(form.category);
  await page.getByRole('textbox', { name: /Contact email/ }).fill(form.email);
  await page.getByRole('textbox', { name: /Contact phone/ }).fill(form.phone);
  await page.getByRole('textbox', { name: /Country or region/ }).fill(form.country);
  await page.getByRole('radio', { name: 'Business registration' }).check();
  const group = page.getByRole('group', { name: 'Document pictures' });
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), group.getByRole('button', { name: 'Add a picture' }).click()]);
  await chooser.setFiles(PIXEL_PNG);
  await expect(page.getByRole('img', { name: 'Document picture 1' })).toHaveAttribute('src', /^\/uploads\//);
  await page.getByRole('checkbox', { name: /seller agreement/ }).check();
  await page.getByRole('button', { name: 'Submit application' }).click();
}

/** The set-password link (a path under /seller/) of the newest mail the server delivered to `to`. */
export async function setPasswordLinkMailedTo(to: string): Promise<string> {
  const file = mailSinkFile(process.env.E2E_PORT ?? 18080);
  let link = '';
  await expect.poll(() => {
    if (!existsSync(file)) return '';
    const mails = readFileSync(file, 'utf8').trim().split('\n').filter(Boolean).map((l) => JSON.parse(l) as { to: string[]; body: string });
    const mine = mails.filter((m) => m.to.includes(to)).at(-1);
    link = /https?:\/\/[^/\s]+(\/seller\/set-password\?token=[A-Za-z0-9_%-]+)/.exec(mine?.body ?? '')?.[1] ?? '';
    return link;
  }, { timeout: 15_000 }).not.toBe('');
  return link;
}

/** An admin token of the browser tests' platform admin. */
export async function adminToken(request: APIRequestContext): Promise<string> {
  return (await call<{ token: string }>(request, '/api/admin/auth!login', { email: 'admin@e2e.test', password: 'admin12345' })).token;
}
