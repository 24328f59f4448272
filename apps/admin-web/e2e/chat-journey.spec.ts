import { expect, test, type Browser, type Page } from '@playwright/test';
import { call, E2E_ADMIN, PIXEL_PNG, staffSignIn } from '../../../tooling/playwright/api';
import { newChatBuyer } from '../../../tooling/playwright/chat-steps';
import { injectedElements, XSS_PAYLOADS, xssRan } from '../../../tooling/playwright/xss-payloads';

// Both sides of customer service in their own browsers at once: the buyer in buyer-web's floating
// dialog, an agent in admin-web's console. Messages and pictures cross in both directions over the
// websocket, the badge counts the agent's answers, and an existing client reading the thread the
// buyer wire's way gets the same conversation. Then the markup payloads, sent both ways, stay text.

interface WireMessage { id: string; send_receive: 'send' | 'receive'; type: 'text' | 'img'; content: string }

const headerChat = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Messages, \d+ unread$/ });
const chatDialog = (page: Page) => page.getByRole('dialog', { name: 'Online service' });

/** An agent in the console, on the thread of `email` (which must exist). */
async function agentOnThread(browser: Browser, email: string): Promise<Page> {
  const agent = await (await browser.newContext()).newPage();
  await staffSignIn(agent, '/admin/', E2E_ADMIN);
  await agent.goto('/admin/customer-service');
  await agent.getByRole('tab', { name: /^All/ }).click();
  await agent.getByRole('searchbox', { name: 'Search by account' }).fill(email);
  await agent.getByTestId('conversation').filter({ hasText: email }).click();
  return agent;
}

/** GET with the parameters in the query string and an empty body, as the existing clients call. */
async function wireGet<T>(page: Page, path: string, params: Record<string, string>, token: string): Promise<T> {
  const res = await page.request.get(path, { params: { ...params, token } });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { code: string; data: T };
  expect(body.code).toBe('0');
  return body.data;
}

test('buyer-web dialog and the support console talk in real time, pictures both ways, and an existing client reads the same thread', async ({ page, browser, request }) => {
  const { email, token } = await newChatBuyer(request, page, 'journey');
  await page.goto('/index');
  await headerChat(page).click();
  const dialog = chatDialog(page);
  const input = dialog.getByRole('textbox', { name: 'Message' });
  await input.fill('Hi');
  await input.press('Enter');
  await expect(dialog.getByText('Sending…')).toHaveCount(0);

  // The agent opens the thread; the console holds the socket (it does not poll while that is open).
  const agent = await agentOnThread(browser, email);
  const thread = agent.getByRole('region', { name: `Conversation with ${email}` });
  await expect(thread.getByTestId('chat-message').filter({ hasText: 'Hi' })).toBeVisible();

  // Two lines and a picture from the dialog reach the open console within a second.
  await input.click();
  await input.pressSequentially('hello');
  await input.press('Shift+Enter');
  await input.pressSequentially('world');
  await input.press('Enter');
  await expect(dialog.getByText('Sending…')).toHaveCount(0);
  const text = thread.getByTestId('chat-message').filter({ hasText: 'hello' });
  await expect(text).toBeVisible({ timeout: 1_000 });
  expect(await text.innerText()).toContain('hello\nworld');
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), dialog.getByRole('button', { name: 'Send a picture' }).click()]);
  await chooser.setFiles(PIXEL_PNG);
  await expect(dialog.getByRole('img', { name: 'Picture' })).toHaveAttribute('src', /^\/uploads\/.+\.png$/);
  await expect(dialog.getByText('Sending…')).toHaveCount(0);
  const sentPicture = await dialog.getByRole('img', { name: 'Picture' }).getAttribute('src');
  await expect(thread.getByTestId('chat-message').locator(`img[src="${sentPicture}"]`)).toBeVisible({ timeout: 1_000 });

  // The buyer closes the dialog; the agent answers with text and a picture; the badge counts both.
  await input.focus();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(headerChat(page)).toHaveAccessibleName('Messages, 0 unread');
  await thread.getByRole('textbox', { name: 'Message' }).fill('We will look into it.');
  await thread.getByRole('textbox', { name: 'Message' }).press('Enter');
  await thread.getByTestId('chat-picture-input').setInputFiles(PIXEL_PNG);
  await expect(thread.getByTestId('chat-message').filter({ has: agent.locator('img') })).toHaveCount(2);
  await expect(headerChat(page)).toHaveAccessibleName('Messages, 2 unread', { timeout: 3_000 });

  // An existing client counts the same two unread and reads the same thread, newest first.
  expect(await wireGet<number>(page, '/api/newOnlinechat!unread', {}, token)).toBe(2);
  const wire = await wireGet<WireMessage[]>(page, '/api/newOnlinechat!list', { message_id: '' }, token);
  expect(wire.map((m) => [m.send_receive, m.type, m.type === 'text' ? m.content : m.content.startsWith('/uploads/')])).toEqual([
    ['receive', 'img', true],
    ['receive', 'text', 'We will look into it.'],
    ['send', 'img', true],
    ['send', 'text', 'hello\nworld'],
    ['send', 'text', 'Hi'],
  ]);

  // The dialog shows the answers and reading them clears the badge.
  await headerChat(page).click();
  await expect(dialog.getByTestId('chat-message').filter({ hasText: 'We will look into it.' })).toHaveAttribute('data-side', 'receive');
  await expect(dialog.getByTestId('chat-message').filter({ has: page.getByRole('img', { name: 'Picture' }) }).and(dialog.locator('[data-side="receive"]'))).toHaveCount(1);
  await expect(headerChat(page)).toHaveAccessibleName('Messages, 0 unread');

  // What the existing client sends (URL-encoded, in the query string) shows in the open dialog and
  // in the console without a reload.
  const res = await request.post('/api/newOnlinechat!send', { params: { type: 'text', content: encodeURIComponent('Sent from the app'), token } });
  expect(((await res.json()) as { code: string }).code).toBe('0');
  await expect(dialog.getByTestId('chat-message').filter({ hasText: 'Sent from the app' })).toHaveAttribute('data-side', 'send');
  await expect(thread.getByTestId('chat-message').filter({ hasText: 'Sent from the app' })).toBeVisible({ timeout: 1_000 });
  await agent.context().close();
});

test('markup sent as chat messages either way is shown as text and never runs, in the dialog and in the console', async ({ page, browser, request }) => {
  const { email, token } = await newChatBuyer(request, page, 'xss');
  const alerts: string[] = [];
  page.on('dialog', (d) => { alerts.push(d.message()); void d.dismiss(); });
  for (const payload of XSS_PAYLOADS) await call(request, '/api/newOnlinechat!send', { type: 'text', content: encodeURIComponent(payload) }, token);
  const { token: staff } = await call<{ token: string }>(request, '/api/admin/auth!login', E2E_ADMIN);
  const [first] = await call<{ conversationId: string }[]>(request, '/api/newOnlinechat!list', { message_id: '' }, token);
  for (const payload of XSS_PAYLOADS) await call(request, '/api/admin/supportChat!send', { conversationId: first.conversationId, type: 'text', content: encodeURIComponent(`agent: ${payload}`) }, staff);

  await page.goto('/index?customerService=1');
  const dialog = chatDialog(page);
  const agent = await agentOnThread(browser, email);
  agent.on('dialog', (d) => { alerts.push(d.message()); void d.dismiss(); });
  const thread = agent.getByRole('region', { name: `Conversation with ${email}` });

  // Each view pages in the older messages until it holds them all, and shows every payload as the
  // text that was sent.
  for (const [view, side] of [[dialog, page], [thread, agent]] as const) {
    await expect(view.getByTestId('chat-message').filter({ hasText: `agent: ${XSS_PAYLOADS.at(-1)!}` })).toBeVisible();
    const older = view.getByRole('button', { name: 'Load older messages' });
    for (let i = 0; i < 5 && (await older.count()); i++) {
      const n = await view.getByTestId('chat-message').count();
      await older.click();
      await expect.poll(() => view.getByTestId('chat-message').count()).toBeGreaterThan(n);
    }
    const shown = await view.getByTestId('chat-message').allInnerTexts();
    expect(shown).toHaveLength(XSS_PAYLOADS.length * 2);
    for (const payload of XSS_PAYLOADS) {
      expect(shown.filter((s) => s.includes(payload))).toHaveLength(2);
      expect(shown.filter((s) => s.includes(`agent: ${payload}`))).toHaveLength(1);
    }
    expect(await xssRan(side)).toBeUndefined();
  }
  expect(await injectedElements(page, '[role="dialog"] [data-testid="chat-message"]')).toEqual([]);
  expect(await injectedElements(agent, '[data-testid="chat-message"], [data-testid="conversation"]')).toEqual([]);

  // Every payload is held verbatim: escaping is the page's business, not the store's.
  const held: WireMessage[] = [];
  let before = '';
  for (;;) {
    const page1 = await call<WireMessage[]>(request, '/api/newOnlinechat!list', { message_id: before }, token);
    if (!page1.length) break;
    held.push(...page1);
    before = page1.at(-1)!.id;
  }
  const texts = new Set(held.map((m) => m.content));
  for (const payload of XSS_PAYLOADS) {
    expect(texts.has(payload)).toBe(true);
    expect(texts.has(`agent: ${payload}`)).toBe(true);
  }
  expect(alerts).toEqual([]);
  await agent.context().close();
});
