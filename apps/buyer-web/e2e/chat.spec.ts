import { expect, test, type Page } from '@playwright/test';
import { PIXEL_PNG } from '../../../tooling/playwright/api';
import { seedCatalogue } from '../../../tooling/playwright/catalogue-seed';
import { newChatBuyer, sellerInbox, supportReplies, supportThread } from '../../../tooling/playwright/chat-steps';

// The customer-service chat on the desktop storefront against the real server and its websocket:
// the floating dialog from the header, text with a line break and a picture, support's reply counted
// by the badge, the guest's message, a store's thread from a product page, and a chat link's window.

const headerChat = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Messages, \d+ unread$/ });
const chatDialog = (page: Page) => page.getByRole('dialog', { name: 'Online service' });

test('a buyer opens the dialog from the header, sends two lines and a picture, and the badge counts support\'s reply', async ({ page, request }) => {
  const { token } = await newChatBuyer(request, page, 'chat');
  await page.goto('/index');
  await headerChat(page).click();
  const dialog = chatDialog(page);
  await expect(dialog).toBeVisible();
  const box = await dialog.boundingBox();
  expect([Math.round(box!.width), Math.round(box!.height)]).toEqual([480, 680]);
  await expect(dialog.getByRole('tab', { name: /Customer service/, selected: true })).toBeVisible();

  // Enter sends; Shift+Enter makes a new line.
  const input = dialog.getByRole('textbox', { name: 'Message' });
  await input.click();
  await input.pressSequentially('hello');
  await input.press('Shift+Enter');
  await input.pressSequentially('world');
  await input.press('Enter');
  const bubble = dialog.getByTestId('chat-message').filter({ hasText: 'hello' });
  await expect(bubble).toHaveAttribute('data-side', 'send');
  expect(await bubble.locator('div').first().innerText()).toBe('hello\nworld');
  await expect(input).toHaveValue('');

  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), dialog.getByRole('button', { name: 'Send a picture' }).click()]);
  await chooser.setFiles(PIXEL_PNG);
  const thumb = dialog.getByRole('img', { name: 'Picture' });
  await expect(thumb).toHaveAttribute('src', /^\/uploads\/.+\.png$/);
  await expect(dialog.getByText('Sending…')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Open the picture full size' }).click();
  await expect(page.getByRole('dialog', { name: 'Picture' }).getByRole('img')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Picture' })).toBeHidden();
  await expect(dialog).toBeVisible();

  // The server holds both, the text with its line break.
  const held = await supportThread(request, token);
  expect(held.map((m) => [m.send_receive, m.type, m.type === 'text' ? m.content : m.content.startsWith('/uploads/')])).toEqual([
    ['send', 'img', true],
    ['send', 'text', 'hello\nworld'],
  ]);

  // Closed with Escape, the dialog no longer reads the thread: support's reply shows on the badge.
  await input.focus();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(headerChat(page)).toHaveAccessibleName('Messages, 0 unread');
  await supportReplies(request, token, 'Hi! How can we help?');
  await expect(headerChat(page)).toHaveAccessibleName('Messages, 1 unread', { timeout: 15_000 });
  await expect(page.getByTestId('unread-badge')).toContainText('1');

  // Opening the thread reads the reply, and the count goes back to zero.
  await headerChat(page).click();
  await expect(chatDialog(page).getByTestId('chat-message').filter({ hasText: 'Hi! How can we help?' })).toHaveAttribute('data-side', 'receive');
  await expect(headerChat(page)).toHaveAccessibleName('Messages, 0 unread');
});

test('the dialog is dragged by its header, stays in the window and is found where it was left', async ({ page, request }) => {
  await newChatBuyer(request, page, 'chat-drag');
  await page.goto('/index?customerService=1');
  const dialog = chatDialog(page);
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/index$/);
  const handle = dialog.getByTestId('chat-dialog-handle');
  const start = (await handle.boundingBox())!;
  await page.mouse.move(start.x + 60, start.y + 20);
  await page.mouse.down();
  await page.mouse.move(-800, -800, { steps: 5 });
  await page.mouse.up();
  await expect.poll(async () => (await dialog.boundingBox())?.x).toBe(0);
  expect((await dialog.boundingBox())?.y).toBe(0);

  await page.mouse.move(60, 20);
  await page.mouse.down();
  await page.mouse.move(260, 50, { steps: 5 });
  await page.mouse.up();
  const left = (await dialog.boundingBox())!;
  expect([left.x, left.y]).toEqual([200, 30]);

  await page.goto('/index?customer-service=1');
  await expect(chatDialog(page)).toBeVisible();
  const again = (await chatDialog(page).boundingBox())!;
  expect([again.x, again.y]).toEqual([200, 30]);
});

test('a guest who opens online service is told to sign in', async ({ page }) => {
  await page.goto('/info/online-service');
  await expect(page.getByRole('heading', { level: 1, name: 'Online service' })).toBeVisible();
  const dialog = chatDialog(page);
  await expect(dialog.getByText('You are not logged in')).toBeVisible();
  await expect(dialog.getByRole('textbox')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Close the chat' }).click();
  await expect(dialog).toBeHidden();
  await headerChat(page).click();
  await expect(chatDialog(page).getByText('You are not logged in')).toBeVisible();
  await chatDialog(page).getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('Contact seller on a product page opens the store\'s thread about that product; the seller reads it', async ({ page, request }) => {
  const seed = await seedCatalogue(request);
  await page.addInitScript((t) => { if (!localStorage.getItem('ES_TOKEN')) localStorage.setItem('ES_TOKEN', t); }, seed.buyer.token);
  await page.goto(`/productDetails?id=${seed.sellerGoodsId}`);
  await page.getByRole('button', { name: 'Contact seller' }).click();
  const dialog = chatDialog(page);
  await expect(dialog.getByRole('tab', { name: new RegExp(seed.storeName), selected: true })).toBeVisible();
  await expect(dialog.getByRole('region', { name: 'Product' })).toContainText(seed.goodsName);
  await expect(dialog.getByRole('region', { name: 'Product' })).toContainText('$12.50');
  const input = dialog.getByRole('textbox', { name: 'Message' });
  await input.fill('Is the red one in stock?');
  await input.press('Enter');
  await expect(dialog.getByTestId('chat-message').filter({ hasText: 'Is the red one in stock?' })).toHaveAttribute('data-side', 'send');
  await expect(dialog.getByText('Sending…')).toHaveCount(0);

  const inbox = await sellerInbox(request, seed.seller.email, seed.seller.password);
  expect(inbox.threads[0].subject?.title).toBe(seed.goodsName);
  expect(inbox.messages[0]).toMatchObject({ send_receive: 'receive', content: 'Is the red one in stock?' });
});

test('a chat link opens the chat in a window of its own, signed in by its token', async ({ request, browser }) => {
  const seed = await seedCatalogue(request);
  const context = await browser.newContext();
  const window = await context.newPage();
  await window.goto(`/chat?token=${seed.buyer.token}&partnerId=${seed.sellerId}&name=Ann&lang=en&avatar=&productId=${seed.sellerGoodsId}`);
  await expect(window.getByRole('heading', { level: 1, name: 'Online service' })).toBeVisible();
  await expect(window.getByTestId('chat-window-name')).toHaveText('Ann');
  await expect(window.getByRole('tab', { name: new RegExp(seed.storeName), selected: true })).toBeVisible();
  await expect(window.getByRole('region', { name: 'Product' })).toContainText(seed.goodsName);
  await expect(window).not.toHaveURL(/token=/);
  await window.getByRole('tab', { name: /Customer service/ }).click();
  await expect(window.getByText('No messages yet')).toBeVisible();
  await context.close();
});

test('in Arabic the dialog starts at the left and my messages sit on the left', async ({ page, request }) => {
  await newChatBuyer(request, page, 'chat-rtl');
  await page.goto('/index?lang=ar&customerService=1');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const dialog = page.getByRole('dialog', { name: 'الخدمة عبر الإنترنت' });
  await expect(dialog).toBeVisible();
  const box = (await dialog.boundingBox())!;
  expect(box.x).toBe(16);
  const input = dialog.getByRole('textbox', { name: 'الرسالة' });
  await input.fill('مرحبا');
  await input.press('Enter');
  const bubble = dialog.getByTestId('chat-message').filter({ hasText: 'مرحبا' }).getByText('مرحبا');
  await expect(bubble).toBeVisible();
  // The optimistic bubble is replaced by the sent one: measure whichever is on screen once it settles.
  await expect.poll(async () => {
    const b = await bubble.boundingBox();
    return b ? b.x + b.width / 2 < box.x + box.width / 2 : null;
  }).toBe(true);
});
