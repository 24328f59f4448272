import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { initI18n } from '@mall/i18n/web';
import { STORAGE_KEYS } from '@mall/api-client/storage';
import { ChatLiveProvider } from '@mall/backoffice/chat/chat-live';
import { BackofficeProviders } from '@mall/backoffice/shared/backoffice-providers';
import { conversation, fakeChat, message } from '@mall/backoffice/testing/fake-chat';
import { fakeSocket } from '@mall/api-client/testing/fake-socket';
import { backoffice } from '../../../config/backoffice';
import { storeChat } from '../api/store-chat';
import { StoreInbox } from './store-inbox';

beforeEach(() => {
  localStorage.setItem(STORAGE_KEYS.sellerToken, 'tok');
  fakeSocket();
  vi.stubGlobal('matchMedia', (media: string) => ({
    matches: true, media, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false,
  }));
});
afterEach(() => { cleanup(); vi.unstubAllGlobals(); localStorage.clear(); });

const subject = { kind: 'product' as const, id: '31', title: 'Linen shirt', image: '/uploads/shirt.png', amount: '24.9' };
const amy = conversation({ id: '5', kind: 'store', sellerId: '4', sellerName: 'Sam Goods', buyerName: 'Amy Buyer', subject, lastMessage: 'Is it in stock?', unread: 1 });
const old = conversation({ id: '6', kind: 'store', sellerId: '4', sellerName: 'Sam Goods', buyerName: 'Ben Buyer', status: 'closed', lastMessage: '[img]', unread: 0 });

function server() {
  return fakeChat('seller', {
    conversations: [structuredClone(amy), structuredClone(old)],
    messages: [message({ id: '101', conversationId: '5', content: 'Is it in stock?' })],
    canned: [{ id: '1', title: 'In stock', content: 'Yes, it is in stock and ships within 24 hours.' }],
  });
}

async function renderInbox() {
  const i18n = await initI18n('en', ['seller', 'backoffice', 'errors', 'ui']);
  render(
    <BackofficeProviders i18n={i18n} config={backoffice} onSignedOut={() => {}}>
      <ChatLiveProvider backend={storeChat}><StoreInbox /></ChatLiveProvider>
    </BackofficeProviders>,
  );
}

const list = () => screen.findByTestId('conversation-list');
async function openThread(name: string) {
  fireEvent.click(within(await list()).getByText(name));
  return screen.findByRole('region', { name: `Conversation with ${name}` });
}

describe("the store's inbox", () => {
  it('lists the open conversations with what they are about, and the closed ones on their tab', async () => {
    const { calls } = server();
    await renderInbox();
    const rows = within(await list()).getAllByTestId('conversation');
    expect(rows).toHaveLength(1);
    expect(rows[0].textContent).toContain('About product: Linen shirt');
    expect(rows[0].textContent).toContain('Is it in stock?');
    expect(within(rows[0]).getByLabelText('Unread: 1')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'Closed' }));
    await waitFor(() => expect(within(screen.getByTestId('conversation-list')).getByText('Ben Buyer')).toBeTruthy());
    expect(within(screen.getByTestId('conversation-list')).getByText('Picture')).toBeTruthy();
    expect(calls.filter((c) => c.name === 'chat!threads').map((c) => c.params.status)).toEqual(['open', 'closed']);
  });

  it('searches by buyer', async () => {
    const { calls } = server();
    await renderInbox();
    await list();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search by buyer' }), { target: { value: 'Amy' } });
    await waitFor(() => expect(calls.some((c) => c.name === 'chat!threads' && decodeURIComponent(c.params.keyword) === 'Amy')).toBe(true));
  });

  it('shows the product card and the buyer with the orders at this store, without a wallet', async () => {
    server();
    await renderInbox();
    const thread = await openThread('Amy Buyer');
    const card = within(thread).getByTestId('chat-subject');
    expect(card.textContent).toContain('Linen shirt');
    expect(card.textContent).toContain('$24.90');
    const context = await screen.findByRole('complementary', { name: 'About the buyer' });
    expect(await within(context).findByText('O2026112600001')).toBeTruthy();
    expect(within(context).queryByText('Wallet')).toBeNull();
  });

  it('replies with text and then with a picture uploaded to the seller API', async () => {
    const { calls } = server();
    await renderInbox();
    const thread = await openThread('Amy Buyer');
    const box = within(thread).getByRole('textbox', { name: 'Message' });
    fireEvent.change(box, { target: { value: 'Yes, size M & L left' } });
    fireEvent.click(within(thread).getByRole('button', { name: 'Send' }));
    fireEvent.change(within(thread).getByTestId('chat-picture-input'), { target: { files: [new File([new Uint8Array(32)], 'shirt.jpg', { type: 'image/jpeg' })] } });
    await waitFor(() => expect(calls.filter((c) => c.name === 'chat!send').map((c) => ({ ...c.params, content: decodeURIComponent(c.params.content) }))).toEqual([
      { conversationId: '5', type: 'text', content: 'Yes, size M & L left' },
      { conversationId: '5', type: 'img', content: '/uploads/sent.png' },
    ]));
    const upload = vi.mocked(fetch).mock.calls.map(([r]) => new URL((r as Request).url)).find((u) => u.pathname.endsWith('uploadimg!execute'))!;
    expect(upload.pathname).toBe('/api/seller/uploadimg!execute');
    expect(upload.searchParams.get('moduleName')).toBe('online');
    expect(await within(thread).findByText('Yes, size M & L left')).toBeTruthy();
    expect(within(thread).queryByRole('button', { name: 'Withdraw message' })).toBeNull();
    expect(within(thread).queryByRole('button', { name: 'Take' })).toBeNull();
  });

  it('refuses a picture that is not JPEG or PNG before uploading it', async () => {
    const { calls } = server();
    await renderInbox();
    const thread = await openThread('Amy Buyer');
    fireEvent.change(within(thread).getByTestId('chat-picture-input'), { target: { files: [new File(['GIF89a'], 'a.gif', { type: 'image/gif' })] } });
    expect(await within(thread).findByText('Only JPEG or PNG pictures can be sent')).toBeTruthy();
    expect(calls.some((c) => c.name === 'uploadimg!execute')).toBe(false);
  });

  async function openManager(thread: HTMLElement) {
    fireEvent.click(within(thread).getByRole('button', { name: 'Canned replies' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Manage canned replies' }));
    return screen.findByRole('dialog', { name: 'Manage canned replies' });
  }

  it('adds a canned reply, both fields being required', async () => {
    const { calls } = server();
    await renderInbox();
    const manager = await openManager(await openThread('Amy Buyer'));
    fireEvent.click(within(manager).getByRole('button', { name: 'Add a reply' }));
    const form = await screen.findByRole('dialog', { name: 'New canned reply' });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getAllByText('This field is required')).toHaveLength(2);
    fireEvent.change(within(form).getByRole('textbox', { name: /^Title/ }), { target: { value: 'Shipping' } });
    fireEvent.change(within(form).getByRole('textbox', { name: /^Text/ }), { target: { value: 'We ship within 24 hours.' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(await screen.findByRole('dialog', { name: 'Manage canned replies' })).findByText('We ship within 24 hours.')).toBeTruthy();
    expect(calls.filter((c) => c.name === 'chat!saveCanned').map((c) => c.params)).toEqual([{ id: '', title: 'Shipping', content: 'We ship within 24 hours.' }]);
  });

  it('edits a canned reply and deletes another after confirming', async () => {
    const { state } = server();
    state.canned.push({ id: '2', title: 'Shipping', content: 'We ship within 24 hours.' });
    await renderInbox();
    const manager = await openManager(await openThread('Amy Buyer'));
    fireEvent.click(within(manager).getByRole('button', { name: 'Edit: In stock' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit canned reply' });
    fireEvent.change(within(edit).getByRole('textbox', { name: /^Text/ }), { target: { value: 'Yes, in stock.' } });
    fireEvent.click(within(edit).getByRole('button', { name: 'Save' }));
    fireEvent.click(await within(await screen.findByRole('dialog', { name: 'Manage canned replies' })).findByRole('button', { name: 'Delete: Shipping' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Delete this canned reply?' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(state.canned).toEqual([{ id: '1', title: 'In stock', content: 'Yes, in stock.' }]));
  });

  it('puts a canned reply into the reply box', async () => {
    server();
    await renderInbox();
    const thread = await openThread('Amy Buyer');
    fireEvent.click(within(thread).getByRole('button', { name: 'Canned replies' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: /^In stock/ }));
    expect((within(thread).getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement).value).toBe('Yes, it is in stock and ships within 24 hours.');
  });

  it('closes a conversation and reopens it', async () => {
    const { calls } = server();
    await renderInbox();
    const thread = await openThread('Amy Buyer');
    fireEvent.click(within(thread).getByRole('button', { name: 'Close' }));
    fireEvent.click(await within(thread).findByRole('button', { name: 'Reopen' }));
    await waitFor(() => expect(calls.filter((c) => /^chat!(close|reopen)$/.test(c.name)).map((c) => c.name)).toEqual(['chat!close', 'chat!reopen']));
    expect(await within(thread).findByRole('textbox', { name: 'Message' })).toBeTruthy();
  });
});
