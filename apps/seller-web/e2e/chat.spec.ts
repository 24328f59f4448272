import { expect, test } from '@playwright/test';
import { call, PIXEL_PNG, staffSignIn } from '../../../tooling/playwright/api';
import { seedCatalogue } from '../../../tooling/playwright/catalogue-seed';

// The store's inbox on the real server: a buyer opens a thread about one of the store's products
// through the buyer API and asks a question; the seller finds it under Messages with the product
// card, answers with text and a picture, and the buyer's storeChat!list shows the answers.

interface WireMessage { send_receive: 'send' | 'receive'; type: 'text' | 'img'; content: string }
interface WireConversation { id: string; subject: { kind: string; title: string } | null }

test('a seller answers a buyer’s question about a product from Messages', async ({ page, request }) => {
  const seed = await seedCatalogue(request);
  const buyer = seed.buyer.token;
  const thread = await call<WireConversation>(request, '/api/storeChat!open', { productId: seed.sellerGoodsId }, buyer);
  expect(thread.subject).toMatchObject({ kind: 'product', title: seed.goodsName });
  await call(request, '/api/storeChat!send', { conversationId: thread.id, type: 'text', content: encodeURIComponent('Is the blue one in stock?') }, buyer);

  await staffSignIn(page, '/seller/', seed.seller);
  const messages = page.getByRole('navigation', { name: 'Seller centre navigation' }).getByRole('link', { name: /^Messages/ });
  await expect(messages).toHaveAccessibleName('Messages 1 unread');
  await messages.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  const row = page.getByTestId('conversation').filter({ hasText: seed.buyer.email });
  await expect(row).toContainText(`About product: ${seed.goodsName}`);
  await expect(row).toContainText('Is the blue one in stock?');
  await row.click();

  const pane = page.getByRole('region', { name: `Conversation with ${seed.buyer.email}` });
  await expect(pane.getByTestId('chat-subject')).toContainText(seed.goodsName);
  await expect(pane.getByTestId('chat-subject')).toContainText('$12.50');
  await expect(pane.getByTestId('chat-message')).toContainText('Is the blue one in stock?');
  // A store sees the buyer, but not the wallet.
  const context = page.getByRole('complementary', { name: 'About the buyer' });
  await expect(context).toContainText(seed.buyer.usercode);
  await expect(context.getByText('Wallet')).toHaveCount(0);

  await pane.getByRole('textbox', { name: 'Message' }).fill('Yes, three are left.');
  await pane.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(pane.getByTestId('chat-message').filter({ hasText: 'Yes, three are left.' })).toBeVisible();
  await pane.getByTestId('chat-picture-input').setInputFiles(PIXEL_PNG);
  await expect(pane.getByTestId('chat-message').locator('img')).toHaveAttribute('src', /^\/uploads\//);
  await expect(messages).toHaveAccessibleName('Messages');

  await expect.poll(async () => (await call<WireMessage[]>(request, '/api/storeChat!list', { conversationId: thread.id, message_id: '' }, buyer)).length).toBe(3);
  const [picture, text, asked] = await call<WireMessage[]>(request, '/api/storeChat!list', { conversationId: thread.id, message_id: '' }, buyer);
  expect(asked).toMatchObject({ send_receive: 'send', content: 'Is the blue one in stock?' });
  expect(text).toMatchObject({ send_receive: 'receive', type: 'text', content: 'Yes, three are left.' });
  expect(picture).toMatchObject({ send_receive: 'receive', type: 'img', content: expect.stringMatching(/^\/uploads\//) });
});
