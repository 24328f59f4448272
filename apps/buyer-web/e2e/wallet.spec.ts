import { expect, test } from '@playwright/test';
import { call, E2E_ADMIN, PIXEL_PNG, staffSignIn } from '../../../tooling/playwright/api';
import { ensureTrc20Channel, TRC20_DEPOSIT } from '../../../tooling/playwright/wallet-steps';

// The wallet journey of the wallet issue across two apps on the real server: a buyer recharges with
// a proof on buyer-web, an admin approves it in admin-web, the buyer sees the balance, withdraws, the
// admin rejects the withdrawal, and the balance is restored.

const MY_ADDRESS = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

test('recharge with proof, approval in admin-web, withdrawal, rejection restores the balance', async ({ page, browser, request }) => {
  // Platform: USDT on TRC20 (a fresh server has no channel). Buyer: signed up with a transaction password.
  const { token: adminToken } = await call<{ token: string }>(request, '/api/admin/auth!login', E2E_ADMIN);
  await ensureTrc20Channel(request, adminToken);
  const email = `wallet-${Date.now().toString(36)}@e2e.test`;
  const { token } = (await (await request.get('/api/localuser!registerNoVerifcode', { params: { username: email, password: 'abc123', re_password: 'abc123', type: '2' } })).json()).data;
  await call(request, '/api/user!setSafewordReg', { token, safeword: '246810', re_safeword: '246810' });
  await page.addInitScript((t) => { if (!localStorage.getItem('ES_TOKEN')) localStorage.setItem('ES_TOKEN', t); }, token);

  // Recharge: currency first, then network; the address and its QR code appear; amount and proof.
  await page.goto('/userInfo/money-package');
  await expect(page.getByText('0.00').first()).toBeVisible();
  await page.getByRole('link', { name: 'Recharge' }).first().click();
  await expect(page).toHaveURL(/\/userInfo\/money-package\/recharge$/);
  await page.getByRole('group', { name: 'Currency' }).getByRole('button', { name: 'USDT' }).click();
  await page.getByRole('group', { name: 'Network' }).getByRole('button', { name: 'TRC20' }).click();
  await expect(page.getByText(TRC20_DEPOSIT)).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code of the TRC20 deposit address' })).toBeVisible();
  await page.getByLabel('Recharge amount (USDT)').fill('100');
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: 'Upload proof' }).click()]);
  await chooser.setFiles(PIXEL_PNG);
  await expect(page.getByRole('img', { name: 'Uploaded payment proof' })).toHaveAttribute('src', /^\/uploads\//);
  await page.getByRole('button', { name: 'Submit recharge' }).click();
  await expect(page.getByText('Recharge submitted, it will be credited after review.')).toBeVisible();
  await expect(page).toHaveURL(/\/userInfo\/money-package(\?.*)?$/);
  await expect(page.getByText('In progress').first()).toBeVisible();
  const recharge = (await call<{ elements: { order_no: string }[] }>(request, '/api/rechargeBlockchain!list', { token })).elements[0].order_no;

  // Admin approves it in admin-web after looking at the proof.
  const admin = await browser.newPage();
  await staffSignIn(admin, '/admin/', E2E_ADMIN);
  await admin.getByRole('navigation', { name: 'Back-office navigation' }).getByRole('link', { name: 'Recharge review' }).click();
  await expect(admin.getByRole('heading', { level: 1, name: 'Recharge review' })).toBeVisible();
  await expect(admin.getByRole('img', { name: `Payment proof of ${recharge}` }).or(admin.getByRole('button', { name: `Enlarge the payment proof of ${recharge}` })).first()).toBeVisible();
  await admin.getByRole('button', { name: `Approve ${recharge}` }).click();
  const approve = admin.getByRole('dialog', { name: 'Approve this recharge?' });
  await approve.getByRole('button', { name: 'Approve' }).click();
  await expect(admin.getByText(`Recharge ${recharge} approved`)).toBeVisible();

  // The buyer sees the balance.
  await page.reload();
  await expect(page.getByText('100.00').first()).toBeVisible();

  // Withdraw: bind the one address, then 30 with the transaction password.
  await page.getByRole('link', { name: 'Withdraw' }).first().click();
  await expect(page).toHaveURL(/\/userInfo\/money-package\/withdraw$/);
  await page.getByLabel('Withdrawal address').fill(MY_ADDRESS);
  await page.getByRole('button', { name: 'Bind address' }).click();
  // Only one address can be bound: the buyer confirms it first.
  await page.getByRole('dialog', { name: 'Bind this address?' }).getByRole('button', { name: 'Bind address' }).click();
  await expect(page.getByText('The withdrawal address is bound.')).toBeVisible();
  await expect(page.getByText(MY_ADDRESS)).toBeVisible();
  await page.getByLabel('Withdrawal amount (USDT)').fill('30');
  await page.getByRole('group', { name: 'Transaction password' }).getByLabel('Digit 1 of 6').click();
  await page.keyboard.type('246810');
  await page.getByRole('button', { name: 'Apply for withdrawal' }).click();
  await expect(page.getByText('Withdrawal submitted, it will be paid out after review.')).toBeVisible();
  await expect(page.getByText('70.00').first()).toBeVisible();
  const withdrawal = (await call<{ elements: { order_no: string }[] }>(request, '/api/withdraw!list', { token })).elements[0].order_no;

  // Admin rejects the withdrawal with a reason; the held amount returns.
  await admin.getByRole('navigation', { name: 'Back-office navigation' }).getByRole('link', { name: 'Withdrawal review' }).click();
  await admin.getByRole('button', { name: `Reject ${withdrawal}` }).click();
  const reject = admin.getByRole('dialog', { name: 'Reject this withdrawal?' });
  await reject.getByRole('textbox', { name: /^Reason/ }).fill('Address needs a check');
  await reject.getByRole('button', { name: 'Reject' }).click();
  await expect(admin.getByText(`Withdrawal ${withdrawal} rejected; the amount was returned to the wallet`)).toBeVisible();

  await page.goto('/userInfo/money-package');
  await expect(page.getByText('100.00').first()).toBeVisible();
  const reconcile = await call<{ ok: boolean }>(request, '/api/admin/ledger!reconcile', { token: adminToken });
  expect(reconcile.ok).toBe(true);
  await admin.close();
});
