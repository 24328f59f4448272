import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';

// What the browser tests share: calls to the real API for their setup, the staff sign-in, a picture.

export type Params = Record<string, string | number>;

/** POSTs with the parameters in the query string (as our clients send them) and answers `data`; any other code fails. */
export async function call<T>(request: APIRequestContext, path: string, params: Params, token?: string): Promise<T> {
  const res = await request.post(path, { params: token ? { ...params, token } : params });
  const body = (await res.json()) as { code: string; msg: string | null; data: T };
  if (body.code !== '0') throw new Error(`${path} answered ${body.code}: ${body.msg}`);
  return body.data;
}

/** The platform admin the browser tests' server starts with (scripts/serve-e2e.mjs). */
export const E2E_ADMIN = { email: 'admin@e2e.test', password: 'admin12345' };

/** Signs in to the seller zone or the admin back office with the sign-in form. */
export async function staffSignIn(page: Page, zone: '/seller/' | '/admin/', account: { email: string; password: string }): Promise<void> {
  await page.goto(zone);
  await page.getByLabel('Email address').fill(account.email);
  await page.getByLabel(/^Password/).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/sign-in/);
}

/** A 1×1 PNG to upload (a path from the repository root, where Playwright runs). */
export const PIXEL_PNG = 'tooling/playwright/fixtures/pixel.png';
