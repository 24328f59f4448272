import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { initI18n } from '@mall/i18n/web';
import { STORAGE_KEYS } from '@mall/api-client/storage';
import { ChatLiveProvider } from '@mall/backoffice/chat/chat-live';
import { BackofficeProviders } from '@mall/backoffice/shared/backoffice-providers';
import { buyerContext, conversation, fakeChat, message } from '@mall/backoffice/testing/fake-chat';
import { fakeSocket, type FakeSocket } from '@mall/api-client/testing/fake-socket';
import { backoffice } from '../../../config/backoffice';
import { supportChat } from '../api/support-chat';
import { SupportConsole } from './support-console';

let sockets: FakeSocket[] = [];
beforeEach(() => {
  localStorage.setItem(STORAGE_KEYS.adminToken, 'tok');
  sockets = fakeSocket();
  // A wide window: list, thread and the buyer's context side by side.
  vi.stubGlobal('matchMedia', (media: string) => ({
    matches: true, media, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false,
  }));
});
afterEach(() => { cleanup(); vi.unstubAllGlobals(); localStorage.clear(); });

const amy = conversation({ id: '5', buyerName: 'Amy Buyer', lastMessage: 'Where is my parcel?', unread: 2 });
const ben = conversation({ id: '6', buyerId: '8', buyerName: 'Ben Buyer', lastMessage: 'Thanks', unread: 0, assigneeId: '2', assigneeName: 'Sue Agent' });
const flagged = conversation({ id: '9', kind: 'store', buyerName: 'Cat Buyer', sellerId: '4', sellerName: 'Sam Goods', flagged: 1, unread: 1, lastMessage: 'call me on ***' });

function server(extra: Parameters<typeof fakeChat>[1] = {}) {
  return fakeChat('admin', {
    conversations: [structuredClone(amy), structuredClone(ben), structuredClone(flagged)],
    messages: [
      message({ id: '101', conversationId: '5', content: 'Hello?' }),
      message({ id: '102', conversationId: '5', content: 'Where is my parcel?\nIt is late.' }),
      message({ id: '201', conversationId: '9', content: 'call me on ***', masked: 1 }),
    ],
    canned: [{ id: '1', title: 'Greeting', content: 'Hello, thank you for waiting. How can I help?' }],
    context: buyerContext({ wallet: { balance: '1234.5', frozen: '50' } }),
    agents: [{ id: '2', name: 'Sue Agent' }, { id: '3', name: 'Bob Agent' }],
    ...extra,
  });
}

async function renderConsole() {
  const i18n = await initI18n('en', ['admin', 'backoffice', 'errors', 'ui']);
  render(
    <BackofficeProviders i18n={i18n} config={backoffice} onSignedOut={() => {}}>
      <ChatLiveProvider backend={supportChat}><SupportConsole /></ChatLiveProvider>
    </BackofficeProviders>,
  );
}

const list = () => screen.findByTestId('conversation-list');
async function openThread(name: string) {
  fireEvent.click(within(await list()).getByText(name));
  return screen.findByRole('region', { name: `Conversation with ${name}` });
}

describe('support console', () => {
  it('opens on the unassigned conversations with the count on each tab', async () => {
    const { calls } = server();
    await renderConsole();
    const rows = within(await list()).getAllByTestId('conversation');
    expect(rows.map((r) => r.textContent)).toEqual([expect.stringContaining('Amy Buyer')]);
    expect(rows[0].textContent).toContain('Where is my parcel?');
    expect(rows[0].textContent).toContain('Not assigned');
    expect(calls.find((c) => c.name === 'supportChat!list')!.params).toMatchObject({ box: 'unassigned', status: 'open' });
    const tabs = screen.getByRole('tablist', { name: 'Conversation lists' });
    expect(await within(tabs).findByRole('tab', { name: 'Unassigned 2' })).toBeTruthy();
    expect(within(tabs).getByRole('tab', { name: 'All 2' })).toBeTruthy();
    expect(within(tabs).getByRole('tab', { name: 'Flagged 1' })).toBeTruthy();
    expect(within(tabs).getByRole('tab', { name: 'Mine' })).toBeTruthy();
  });

  it('shows my conversations on the Mine tab and every support conversation on All', async () => {
    const { calls } = server();
    await renderConsole();
    await list();
    fireEvent.click(screen.getByRole('tab', { name: /^Mine/ }));
    await waitFor(() => expect(within(screen.getByTestId('conversation-list')).queryByText('Amy Buyer')).toBeNull());
    expect(within(screen.getByTestId('conversation-list')).getByText('Ben Buyer')).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: /^All/ }));
    await waitFor(() => expect(within(screen.getByTestId('conversation-list')).getAllByTestId('conversation')).toHaveLength(2));
    expect(calls.filter((c) => c.name === 'supportChat!list').map((c) => c.params.box)).toEqual(expect.arrayContaining(['unassigned', 'mine', 'all']));
  });

  it('searches by account', async () => {
    const { calls } = server();
    await renderConsole();
    await list();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search by account' }), { target: { value: 'amy@x.test' } });
    await waitFor(() => expect(calls.some((c) => c.name === 'supportChat!list' && decodeURIComponent(c.params.keyword) === 'amy@x.test')).toBe(true));
  });

  it('takes an unassigned conversation', async () => {
    const { calls } = server();
    await renderConsole();
    const thread = await openThread('Amy Buyer');
    expect(within(thread).getByTestId('thread-assignee').textContent).toBe('Not assigned');
    fireEvent.click(within(thread).getByRole('button', { name: 'Take' }));
    await waitFor(() => expect(calls.filter((c) => c.name === 'supportChat!assign').map((c) => c.params)).toEqual([{ conversationId: '5', adminId: '' }]));
    expect(await screen.findByText('The conversation is yours')).toBeTruthy();
    expect(within(thread).getByTestId('thread-assignee').textContent).toBe('Assigned to Sue Agent');
    expect(within(thread).queryByRole('button', { name: 'Take' })).toBeNull();
  });

  it('assigns a conversation to another agent', async () => {
    const { calls } = server();
    await renderConsole();
    const thread = await openThread('Amy Buyer');
    fireEvent.click(within(thread).getByRole('button', { name: 'Assign' }));
    const menu = await screen.findByRole('menu');
    fireEvent.click(await within(menu).findByRole('menuitem', { name: 'Bob Agent' }));
    await waitFor(() => expect(calls.filter((c) => c.name === 'supportChat!assign').map((c) => c.params)).toEqual([{ conversationId: '5', adminId: '3' }]));
    expect(await screen.findByText('Assigned to Bob Agent')).toBeTruthy();
  });

  it('shows the thread oldest first with newlines kept and the buyer beside it, wallet included', async () => {
    server();
    await renderConsole();
    const thread = await openThread('Amy Buyer');
    await waitFor(() => expect(within(thread).getAllByTestId('chat-message')).toHaveLength(2));
    const [first, second] = within(thread).getAllByTestId('chat-message');
    expect(first.textContent).toContain('Hello?');
    expect(second.textContent).toContain('Where is my parcel?\nIt is late.');
    const context = await screen.findByRole('complementary', { name: 'About the buyer' });
    expect(await within(context).findByText('U1007')).toBeTruthy();
    expect(within(context).getByText('amy@x.test')).toBeTruthy();
    expect(within(context).getByText('O2026112600001')).toBeTruthy();
    expect(within(context).getByText('1,234.50 USDT')).toBeTruthy();
    expect(within(context).getByText('50.00 USDT')).toBeTruthy();
  });

  it('shows a markup payload in a message as inert text', async () => {
    const payload = '<img src=x onerror=alert(1)>';
    server({ messages: [message({ id: '101', conversationId: '5', content: payload })] });
    await renderConsole();
    const thread = await openThread('Amy Buyer');
    expect(await within(thread).findByText(payload)).toBeTruthy();
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  it('puts a canned reply into the reply box to edit, then sends it', async () => {
    const { calls } = server();
    await renderConsole();
    const thread = await openThread('Amy Buyer');
    fireEvent.click(within(thread).getByRole('button', { name: 'Canned replies' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: /^Greeting/ }));
    const box = within(thread).getByRole('textbox', { name: 'Message' }) as HTMLTextAreaElement;
    expect(box.value).toBe('Hello, thank you for waiting. How can I help?');
    fireEvent.change(box, { target: { value: `${box.value}\nYour parcel left today.` } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() => expect(calls.filter((c) => c.name === 'supportChat!send').map((c) => ({ ...c.params, content: decodeURIComponent(c.params.content) }))).toEqual([
      { conversationId: '5', type: 'text', content: 'Hello, thank you for waiting. How can I help?\nYour parcel left today.' },
    ]));
    const sent = 'Hello, thank you for waiting. How can I help?\nYour parcel left today.';
    expect(await within(thread).findByText((_, el) => el?.textContent === sent && el.childElementCount === 0)).toBeTruthy();
    expect(box.value).toBe('');
  });

  it('replies with a picture uploaded to the admin API as a chat picture', async () => {
    const { calls } = server();
    await renderConsole();
    const thread = await openThread('Amy Buyer');
    const png = new File([new Uint8Array(64)], 'parcel.png', { type: 'image/png' });
    fireEvent.change(within(thread).getByTestId('chat-picture-input'), { target: { files: [png] } });
    await waitFor(() => expect(calls.filter((c) => c.name === 'supportChat!send').map((c) => c.params)).toEqual([{ conversationId: '5', type: 'img', content: '/uploads/sent.png' }]));
    const upload = vi.mocked(fetch).mock.calls.map(([r]) => new URL((r as Request).url)).find((u) => u.pathname.endsWith('uploadimg!execute'))!;
    expect(upload.pathname).toBe('/api/admin/uploadimg!execute');
    expect(upload.searchParams.get('moduleName')).toBe('online');
  });

  it('marks a reply that could not be sent, and sends it again on retry', async () => {
    let refuse = true;
    server();
    await renderConsole();
    const thread = await openThread('Amy Buyer');
    const original = vi.mocked(fetch).getMockImplementation()!;
    vi.mocked(fetch).mockImplementation(async (input) => {
      const url = new URL((input as Request).url);
      if (url.pathname.endsWith('supportChat!send') && refuse) {
        refuse = false;
        return new Response(JSON.stringify({ code: '1', msg: 'You are sending messages too fast, please wait a moment', data: null, key: 'CHAT_TOO_FAST' }), { headers: { 'content-type': 'application/json' } });
      }
      return original(input);
    });
    const box = within(thread).getByRole('textbox', { name: 'Message' });
    fireEvent.change(box, { target: { value: 'One moment please' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(await within(thread).findByText('Not sent')).toBeTruthy();
    fireEvent.click(within(thread).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(within(thread).queryByText('Not sent')).toBeNull());
    expect(within(thread).getAllByText('One moment please')).toHaveLength(1);
  });

  it('shows a reply once when the socket brings it before the send answers', async () => {
    const { state } = server();
    await renderConsole();
    const thread = await openThread('Amy Buyer');
    act(() => sockets[0].open());
    const original = vi.mocked(fetch).getMockImplementation()!;
    vi.mocked(fetch).mockImplementation(async (input) => {
      const answer = await original(input);
      if (new URL((input as Request).url).pathname.endsWith('supportChat!send')) {
        const sent = state.messages.at(-1)!;
        act(() => sockets[0].push({ type: 'chat.message', conversationId: '5', message: sent }));
        await new Promise((r) => setTimeout(r, 50));
      }
      return answer;
    });
    const box = within(thread).getByRole('textbox', { name: 'Message' });
    fireEvent.change(box, { target: { value: 'On its way' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(await within(thread).findByText('On its way')).toBeTruthy();
    expect(within(thread).getAllByText('On its way')).toHaveLength(1);
    await waitFor(() => expect(within(thread).queryByText('Sending…')).toBeNull());
    expect(within(thread).getAllByText('On its way')).toHaveLength(1);
  });

  it('withdraws a message after confirming', async () => {
    const { calls } = server();
    await renderConsole();
    const thread = await openThread('Amy Buyer');
    await waitFor(() => expect(within(thread).getAllByTestId('chat-message')).toHaveLength(2));
    fireEvent.click(within(within(thread).getAllByTestId('chat-message')[0]).getByRole('button', { name: 'Withdraw message' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw this message?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Withdraw message' }));
    await waitFor(() => expect(calls.filter((c) => c.name === 'supportChat!withdraw').map((c) => c.params)).toEqual([{ messageId: '101' }]));
    expect(await within(thread).findByText('This message was withdrawn')).toBeTruthy();
    expect(within(thread).queryByText('Hello?')).toBeNull();
  });

  it('reads a flagged store conversation without replying to it', async () => {
    server();
    await renderConsole();
    fireEvent.click(screen.getByRole('tab', { name: /^Flagged/ }));
    const thread = await openThread('Cat Buyer ↔ Sam Goods');
    expect(await within(thread).findByText('Part of this message was hidden by the content filter')).toBeTruthy();
    expect(within(thread).queryByRole('textbox', { name: 'Message' })).toBeNull();
    expect(within(thread).queryByRole('button', { name: 'Take' })).toBeNull();
    expect(within(thread).getByRole('button', { name: 'Withdraw message' })).toBeTruthy();
  });

  it('closes a conversation, then offers to reopen it', async () => {
    const { calls } = server();
    await renderConsole();
    const thread = await openThread('Amy Buyer');
    fireEvent.click(within(thread).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(calls.some((c) => c.name === 'supportChat!close' && c.params.conversationId === '5')).toBe(true));
    expect(await within(thread).findByRole('button', { name: 'Reopen' })).toBeTruthy();
    expect(within(thread).getByText('This conversation is closed. Reopen it to reply.')).toBeTruthy();
  });
});
