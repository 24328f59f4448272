import { expect, test } from '@playwright/test';
import { call, E2E_ADMIN, staffSignIn } from '../../../tooling/playwright/api';
import { ensureTrc20Channel } from '../../../tooling/playwright/wallet-steps';

// A seller's withdrawal in seller-web: the one address is checked against its network's format and
// confirmed before it is bound, then an amount is applied for with the transaction password.

const MY_ADDRESS = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';

test('a seller binds a checked withdrawal address and applies for a withdrawal', async ({ page, request }) => {
  // Platform: USDT on TRC20 (a fresh server has no channel). Seller: 200 USDT and a transaction password.
  const { token: adminToken } = await call<{ token: string }>(request, '/api/admin/auth!login', E2E_ADMIN);
  await ensureTrc20Channel(request, adminToken);
  const stamp = Date.now();
  const seller = { email: `wallet-seller-${stamp}@e2e.test`, password: 'seller123', name: 'Wanda Wallet', storeName: `Wanda's Wares ${stamp}` };
  const { id } = await call<{ id: string }>(request, '/api/admin/seller!create', seller, adminToken);
  await call(request, '/api/admin/wallet!adjust', { owner: 'seller', ownerId: id, amount: '200', reason: 'e2e funds' }, adminToken);
  const { token: sellerToken } = await call<{ token: string }>(request, '/api/seller/auth!login', { email: seller.email, password: seller.password });
  await call(request, '/api/seller/seller!setSafeword', { safeword: '246810', re_safeword: '246810' }, sellerToken);

  await staffSignIn(page, '/seller/', seller);
  await page.getByRole('navigation', { name: 'Seller centre navigation' }).getByRole('link', { name: 'Wallet' }).click();
  await page.getByRole('link', { name: 'Withdraw', exact: true }).click();

  // An address of another network's shape is refused before anything is bound.
  await page.getByRole('textbox', { name: /^Withdrawal address/ }).fill('0x52908400098527886E0F7030069857D2E4169EE7');
  await page.getByRole('button', { name: 'Bind address' }).click();
  await expect(page.getByText('The address does not match the format of this network')).toBeVisible();
  await page.getByRole('textbox', { name: /^Withdrawal address/ }).fill(MY_ADDRESS);
  await page.getByRole('button', { name: 'Bind address' }).click();
  await page.getByRole('dialog', { name: 'Bind this address?' }).getByRole('button', { name: 'Bind address' }).click();
  await expect(page.getByText('The withdrawal address has been bound')).toBeVisible();
  await expect(page.getByTestId('withdraw-address')).toHaveText(MY_ADDRESS);

  await page.getByRole('textbox', { name: /^Withdrawal amount/ }).fill('30');
  await expect(page.getByRole('status', { name: 'Actual amount received' })).toHaveText('30.00 USDT');
  await page.getByRole('group', { name: 'Transaction password' }).getByLabel('Digit 1 of 6').click();
  await page.keyboard.type('246810');
  await page.getByRole('button', { name: 'Apply for withdrawal' }).click();
  await expect(page.getByText('Withdrawal applied. The amount is held until the platform pays it out.')).toBeVisible();

  const withdrawals = await call<{ elements: { amount: number; to: string }[] }>(request, '/api/seller/withdraw!list', { page_no: 1, page_size: 10 }, sellerToken);
  expect(withdrawals.elements.map((w) => w.to)).toEqual([MY_ADDRESS]);
  expect((await call<{ money: number }>(request, '/api/seller/wallet!get', {}, sellerToken)).money).toBe(170);
});
