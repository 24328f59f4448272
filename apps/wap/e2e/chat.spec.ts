import { expect, test } from '@playwright/test';
import { PIXEL_PNG } from '../../../tooling/playwright/api';
import { seedCatalogue } from '../../../tooling/playwright/catalogue-seed';
import { newChatBuyer, sellerInbox, supportReplies } from '../../../tooling/playwright/chat-steps';
import { fitsTheWindow } from '../../../tooling/playwright/loan-steps';

// The chat on the mobile site against the real server: a store's thread from a product page, the
// conversation list with customer service, a picture, support's reply counted on Me, and the guest.

test('a buyer contacts the seller from a product page, sends a message and a picture, and finds the thread in the list', async ({ page, request }) => {
  const seed = await seedCatalogue(request);
  await page.addInitScript((t) => { if (!localStorage.getItem('ES_TOKEN')) localStorage.setItem('ES_TOKEN', t); }, seed.buyer.token);
  await page.goto(`/wap/productDetails?sellerGoodsId=${seed.sellerGoodsId}`);
  await expect(page.getByRole('heading', { name: seed.goodsName })).toBeVisible();
  await page.getByRole('link', { name: 'Contact seller' }).click();

  await expect(page.getByRole('heading', { level: 1, name: seed.storeName })).toBeVisible();
  await expect(page).toHaveURL(/\/wap\/chat\?c=\d+$/);
  await expect(page.getByRole('region', { name: 'Product' })).toContainText(seed.goodsName);
  const input = page.getByRole('textbox', { name: 'Message' });
  await input.fill('Do you ship to Lisbon?');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByTestId('chat-message').filter({ hasText: 'Do you ship to Lisbon?' })).toHaveAttribute('data-side', 'send');

  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), page.getByRole('button', { name: 'Send a picture' }).click()]);
  await chooser.setFiles(PIXEL_PNG);
  await expect(page.getByRole('img', { name: 'Picture' })).toHaveAttribute('src', /^\/uploads\//);
  await expect(page.getByText('Sending…')).toHaveCount(0);
  expect(await fitsTheWindow(page)).toBe(true);

  const inbox = await sellerInbox(request, seed.seller.email, seed.seller.password);
  expect(inbox.messages.map((m) => [m.send_receive, m.type])).toEqual([['receive', 'img'], ['receive', 'text']]);
  expect(inbox.messages[1].content).toBe('Do you ship to Lisbon?');

  // Back to the list: customer service first, then the store with the last message.
  await page.getByRole('button', { name: 'Back to conversations' }).click();
  const list = page.getByRole('list', { name: 'Conversations' });
  await expect(list.getByRole('button', { name: /Customer service/ })).toBeVisible();
  await expect(list.getByTestId('chat-conversation')).toContainText(seed.storeName);
  await expect(list.getByTestId('chat-conversation')).toContainText('[Picture]');
});

test('Me shows support\'s reply as unread until the thread is read', async ({ page, request }) => {
  const { token } = await newChatBuyer(request, page, 'wap-chat', '/wap/api');
  await page.goto('/wap/me');
  await page.getByRole('link', { name: /Online service/ }).click();
  await page.getByRole('list', { name: 'Conversations' }).getByRole('button', { name: /Customer service/ }).click();
  const input = page.getByRole('textbox', { name: 'Message' });
  await input.fill('Where is my parcel?');
  await input.press('Enter');
  await expect(page.getByTestId('chat-message').filter({ hasText: 'Where is my parcel?' })).toBeVisible();
  await expect(page.getByText('Sending…')).toHaveCount(0);

  await page.goto('/wap/me');
  const badge = page.getByTestId('me-unread').locator('.MuiBadge-badge');
  await expect(badge).toHaveClass(/MuiBadge-invisible/);
  await supportReplies(request, token, 'It left the warehouse today.');
  await expect(badge).not.toHaveClass(/MuiBadge-invisible/, { timeout: 15_000 });
  await expect(badge).toHaveText('1');
  await page.getByRole('link', { name: /Online service/ }).click();
  await page.getByRole('list', { name: 'Conversations' }).getByRole('button', { name: /Customer service/ }).click();
  await expect(page.getByTestId('chat-message').filter({ hasText: 'It left the warehouse today.' })).toHaveAttribute('data-side', 'receive');
});

test('a guest on the chat page is told to sign in', async ({ page }) => {
  await page.goto('/wap/chat');
  await expect(page.getByText('You are not logged in')).toBeVisible();
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/wap\/login$/);
});
