import { expect, test } from '@playwright/test';
import { call, E2E_ADMIN, PIXEL_PNG, staffSignIn } from '../../../tooling/playwright/api';
import { fitsTheWindow } from '../../../tooling/playwright/loan-steps';

// The support console on the real server: a buyer writes to customer service through the buyer API
// (as the existing clients do, text URL-encoded), the conversation waits in Unassigned, an agent takes
// it and answers with text and a picture, and the buyer's own newOnlinechat!list shows both replies.

interface WireMessage { id: string; send_receive: 'send' | 'receive'; type: 'text' | 'img'; content: string; delete_status: number }

test('an agent takes a buyer’s question from Unassigned and answers with text and a picture the buyer reads', async ({ page, request }) => {
  const email = `chat-buyer-${Date.now().toString(36)}@e2e.test`;
  const reg = (await (await request.get('/api/localuser!registerNoVerifcode', { params: { username: email, password: 'abc123', re_password: 'abc123', type: '2' } })).json()) as { data: { token: string } };
  const buyer = reg.data.token;
  const question = 'Where is my parcel?\nIt was due <b>yesterday</b>.';
  await call(request, '/api/newOnlinechat!send', { type: 'text', content: encodeURIComponent(question) }, buyer);

  const sockets: string[] = [];
  page.on('websocket', (ws) => sockets.push(ws.url()));
  await staffSignIn(page, '/admin/', E2E_ADMIN);
  await page.getByRole('navigation', { name: 'Back-office navigation' }).getByRole('link', { name: /^Customer service/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Customer service' })).toBeVisible();
  await expect(page.getByRole('tab', { name: /^Unassigned/ })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('searchbox', { name: 'Search by account' }).fill(email);
  const row = page.getByTestId('conversation').filter({ hasText: email });
  await expect(row).toContainText('Not assigned');
  await row.click();

  const thread = page.getByRole('region', { name: `Conversation with ${email}` });
  // The buyer's markup is text, its line break kept.
  await expect(thread.getByTestId('chat-message').filter({ hasText: 'Where is my parcel?' })).toContainText('It was due <b>yesterday</b>.');
  await expect(page.getByRole('complementary', { name: 'About the buyer' })).toContainText(email);

  await thread.getByRole('button', { name: 'Take' }).click();
  await expect(page.getByText('The conversation is yours')).toBeVisible();
  await expect(thread.getByTestId('thread-assignee')).toHaveText(/^Assigned to /);

  const reply = 'It left our warehouse this morning.';
  await thread.getByRole('textbox', { name: 'Message' }).fill(reply);
  await thread.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(thread.getByTestId('chat-message').filter({ hasText: reply })).toBeVisible();
  await thread.getByTestId('chat-picture-input').setInputFiles(PIXEL_PNG);
  await expect(thread.getByTestId('chat-message').locator('img')).toHaveAttribute('src', /^\/uploads\//);

  // What the buyer's client reads: newest first, the agent's side is "receive" for the buyer.
  await expect.poll(async () => (await call<WireMessage[]>(request, '/api/newOnlinechat!list', { message_id: '' }, buyer)).length).toBe(3);
  const [picture, text, asked] = await call<WireMessage[]>(request, '/api/newOnlinechat!list', { message_id: '' }, buyer);
  expect(asked).toMatchObject({ send_receive: 'send', type: 'text', content: question });
  expect(text).toMatchObject({ send_receive: 'receive', type: 'text', content: reply });
  expect(picture).toMatchObject({ send_receive: 'receive', type: 'img', content: expect.stringMatching(/^\/uploads\/.+\.png$/) });

  // The console holds the admin socket, and a new message from the buyer shows up without a reload.
  expect(sockets.some((u) => new URL(u).pathname === '/ws' && new URL(u).searchParams.get('surface') === 'admin')).toBe(true);
  await call(request, '/api/newOnlinechat!send', { type: 'text', content: encodeURIComponent('Thank you!') }, buyer);
  await expect(thread.getByTestId('chat-message').filter({ hasText: 'Thank you!' })).toBeVisible();

  // Taken: it is now under Mine and no longer under Unassigned.
  await page.getByRole('tab', { name: /^Mine/ }).click();
  await expect(page.getByTestId('conversation').filter({ hasText: email })).toBeVisible();
  await page.getByRole('tab', { name: /^Unassigned/ }).click();
  await expect(page.getByTestId('conversation').filter({ hasText: email })).toHaveCount(0);

  // In Arabic the console reads right to left and still fits the window.
  await page.goto('/admin/customer-service?lang=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'خدمة العملاء' })).toBeVisible();
  await page.getByRole('tab', { name: /^الكل/ }).click();
  await page.getByTestId('conversation').filter({ hasText: email }).click();
  await expect(page.getByRole('textbox', { name: 'الرسالة' })).toBeVisible();
  expect(await fitsTheWindow(page)).toBe(true);
});
