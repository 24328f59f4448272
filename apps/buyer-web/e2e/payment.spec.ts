import { expect, test } from '@playwright/test';
import { call, PIXEL_PNG } from '../../../tooling/playwright/api';
import { ensureTrc20Channel } from '../../../tooling/playwright/wallet-steps';
import { addToCart, submitAndPay } from '../../../tooling/playwright/order-steps';
import { seedOrders, type OrderSeed } from '../../../tooling/playwright/order-seed';

// Checkout and payment of issue 15 on the desktop storefront against the real server: a balance
// short of the total offers a recharge before any transaction password; once covered, the payment
// lands on /paySuccess with the order numbers, their links and the amount, also after a reload;
// cancelling an unpaid order offers the unpaid-order reasons, not the after-sales ones.

let seed: OrderSeed;

test.beforeAll(async ({ request }) => {
  seed = await seedOrders(request, '/api');
  // 500.00 less 490.00: 10.00 left, short of the 35.00 the two products cost.
  await call(request, '/api/admin/wallet!adjust', { owner: 'user', ownerId: seed.buyer.email, amount: '-490', reason: 'e2e short balance' }, seed.adminToken);
  // A recharge channel (a fresh server has none).
  await ensureTrc20Channel(request, seed.adminToken);
});

test('a short balance offers a recharge before the password; paid, /paySuccess shows the orders and the amount', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.addInitScript((t) => { if (!localStorage.getItem('ES_TOKEN')) localStorage.setItem('ES_TOKEN', t); }, seed.buyer.token);
  await addToCart(page, seed.shops, (id) => `/productDetails?id=${id}`, 1);
  await page.getByRole('button', { name: 'Open the shopping cart' }).click();
  await page.getByRole('dialog', { name: 'Shopping cart' }).getByRole('button', { name: 'Check out' }).click();
  await expect(page).toHaveURL(/\/settlement$/);

  // The balance and how much is missing, before any password; the order cannot be submitted.
  await expect(page.getByTestId('balance-available')).toHaveText('10.00 USDT');
  const short = page.getByTestId('balance-short');
  await expect(short).toContainText('25.00 USDT');
  await expect(page.getByRole('button', { name: 'Submit order' })).toBeDisabled();
  await expect(page.getByRole('dialog', { name: 'Enter your transaction password' })).toHaveCount(0);

  // Recharge opens the recharge page with the way back to checkout; the request sent, checkout is back.
  await short.getByRole('link', { name: 'Recharge' }).click();
  await expect(page).toHaveURL(/\/userInfo\/money-package\/recharge\?return=%2Fsettlement$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Recharge' })).toBeVisible();
  await page.getByRole('group', { name: 'Currency' }).getByRole('button', { name: 'USDT' }).click();
  await page.getByRole('group', { name: 'Network' }).getByRole('button', { name: 'TRC20' }).click();
  await page.getByLabel('Recharge amount (USDT)').fill('100');
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: 'Upload proof' }).click()]);
  await chooser.setFiles(PIXEL_PNG);
  await expect(page.getByRole('img', { name: 'Uploaded payment proof' })).toHaveAttribute('src', /^\/uploads\//);
  // The platform credits it meanwhile (its review is the wallet journey's; here the money just arrives).
  await call(request, '/api/admin/wallet!adjust', { owner: 'user', ownerId: seed.buyer.email, amount: '100', reason: 'e2e recharge' }, seed.adminToken);
  await page.getByRole('button', { name: 'Submit recharge' }).click();
  await expect(page).toHaveURL(/\/settlement$/);
  await expect(page.getByTestId('balance-available')).toHaveText('110.00 USDT');
  await expect(page.getByTestId('balance-short')).toHaveCount(0);
  await submitAndPay(page, '35.00', seed.buyer.safeword);

  // /paySuccess names both orders, links each to its details, and shows the amount paid.
  await expect(page).toHaveURL(/\/paySuccess\?orders=/);
  const orders = await call<{ pageList: { id: string; orderNo: string; status: number }[] }>(request, '/api/order!listMain', { pageNum: 1, pageSize: 10, status: '1' }, seed.buyer.token);
  expect(orders.pageList).toHaveLength(2);
  const expected = orders.pageList.map((o) => o.orderNo).sort();
  const check = async () => {
    const paid = page.getByTestId('paid-order');
    await expect(paid).toHaveCount(2);
    expect((await paid.allTextContents()).sort()).toEqual(expected);
    await expect(page.getByTestId('amount-paid')).toHaveText('$35.00');
  };
  await check();
  // A reload keeps them: they come from the address, read back from the server.
  await page.reload();
  await check();

  const first = orders.pageList[0];
  await page.getByRole('link', { name: `Order ${first.orderNo}: view details` }).click();
  await expect(page).toHaveURL(`/userInfo/order-detail?id=${first.id}`);
  await expect(page.getByText(first.orderNo).first()).toBeVisible();
});

test('cancelling an unpaid order offers the unpaid-order reasons', async ({ page, request }) => {
  const [a] = seed.shops;
  const { pageList } = await call<{ pageList: { id: string }[] }>(request, '/api/address!list', {}, seed.buyer.token);
  await call(request, '/api/order!submit', { orderInfo: `${a.sellerGoodsId},-1,1`, addressId: pageList[0].id }, seed.buyer.token);
  await page.addInitScript((t) => { if (!localStorage.getItem('ES_TOKEN')) localStorage.setItem('ES_TOKEN', t); }, seed.buyer.token);
  await page.goto('/userInfo/my-order');
  await page.getByRole('tab', { name: 'To be paid' }).click();
  const card = page.getByTestId('order-card').filter({ hasText: a.storeName });
  await card.getByRole('button', { name: 'Cancel order' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel the order' });
  await expect(dialog.getByRole('radio')).toHaveCount(6);
  for (const reason of ["I don't want it anymore", 'Wrong address or contact information', 'Wrong item or quantity selected', 'Found a better price elsewhere', 'Payment problem', 'Other']) {
    await expect(dialog.getByRole('radio', { name: reason })).toBeVisible();
  }
  await expect(dialog.getByRole('radio', { name: 'Goods not received' })).toHaveCount(0);
  await dialog.getByRole('radio', { name: 'Payment problem' }).check();
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await expect(page.getByText('The order has been cancelled')).toBeVisible();
});
