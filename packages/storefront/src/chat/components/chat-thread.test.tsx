import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { buyerChatApi, CHAT_PAGE_SIZE, CHAT_POLL_MS } from '@mall/contract/chat';
import { platformApi } from '@mall/contract/platform';
import { FakeFailure, fakeServer, type FakeServer } from '@mall/api-client/testing';
import { clearSession, setToken } from '../../shared/utils/session';
import { FakeSocket } from '@mall/api-client/testing/fake-socket';
import { conversation, links, message } from '../testing/fixtures';
import { prepareChat } from '../testing/render-chat';
import { ChatThread } from './chat-thread';

let server: FakeServer;
beforeEach(() => {
  FakeSocket.reset();
  setToken('buyer-token');
  server = fakeServer().on(buyerChatApi.counts, { support: 0, stores: 0 }).on(buyerChatApi.threads, { elements: [], totalElements: 0, thisPageNumber: 1, pageSize: 20 });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  clearSession();
});

const input = () => screen.getByRole('textbox', { name: 'Message' });
const typeAndSend = (text: string) => {
  fireEvent.change(input(), { target: { value: text } });
  fireEvent.keyDown(input(), { key: 'Enter' });
};
const echo = (p: Record<string, string>) => message({ send_receive: 'send', sender: 'buyer', type: (p.type ?? 'text') as 'text' | 'img', content: p.type === 'img' ? p.content : decodeURIComponent(p.content) });
const bubbles = () => screen.getAllByTestId('chat-message').map((m) => m.textContent);

describe('ChatThread', () => {
  it('shows a sent message at once and keeps its lines', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => { release = r; });
    server.on(buyerChatApi.list, []).on(buyerChatApi.send, async (p) => { await gate; return echo(p); });
    (await prepareChat())(<ChatThread threadRef={{ kind: 'support' }} links={links} />);
    await screen.findByText('No messages yet');
    typeAndSend('hello\nworld');
    expect(screen.getByText('Sending…')).toBeTruthy();
    expect(screen.getByText((_, el) => el?.textContent === 'hello\nworld' && el.childElementCount === 0)).toBeTruthy();
    release();
    await waitFor(() => expect(screen.queryByText('Sending…')).toBeNull());
    expect(server.callsTo(buyerChatApi.send)[0].params).toMatchObject({ type: 'text', content: encodeURIComponent('hello\nworld') });
    expect(bubbles()).toHaveLength(1);
  });

  it('shows a message once when the socket echoes it before its send has answered', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => { release = r; });
    server.on(buyerChatApi.list, [message({ id: '500', content: 'earlier' })]);
    const sent = message({ id: '501', send_receive: 'send', sender: 'buyer', content: 'twice?' });
    server.on(buyerChatApi.send, async () => { await gate; return sent; });
    (await prepareChat())(<ChatThread threadRef={{ kind: 'support' }} links={links} />);
    await screen.findByText('earlier');
    act(() => FakeSocket.last().open());
    typeAndSend('twice?');
    act(() => FakeSocket.last().push({ type: 'chat.message', conversationId: '1', message: sent }));
    await waitFor(() => expect(screen.queryByText('Sending…')).toBeNull());
    expect(screen.getAllByText('twice?')).toHaveLength(1);
    release();
    await waitFor(() => expect(server.callsTo(buyerChatApi.send)).toHaveLength(1));
    expect(screen.getAllByText('twice?')).toHaveLength(1);
  });

  it('marks a message that could not be sent and sends it again on retry', async () => {
    let fail = true;
    server.on(buyerChatApi.list, []).on(buyerChatApi.send, (p) => (fail ? new FakeFailure('CHAT_TOO_FAST') : echo(p)));
    (await prepareChat())(<ChatThread threadRef={{ kind: 'support' }} links={links} />);
    await screen.findByText('No messages yet');
    typeAndSend('are you there?');
    expect(await screen.findByText('Not sent')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByText('Not sent')).toBeNull());
    expect(server.callsTo(buyerChatApi.send)).toHaveLength(2);
    expect(bubbles()).toHaveLength(1);
  });

  it('uploads a picture, then sends its address', async () => {
    server.on(buyerChatApi.list, []).on(buyerChatApi.send, echo).on(platformApi.upload, '/upload/online/p.png');
    (await prepareChat())(<ChatThread threadRef={{ kind: 'support' }} links={links} />);
    await screen.findByText('No messages yet');
    fireEvent.change(screen.getByTestId('chat-picture-input'), { target: { files: [new File(['png'], 'p.png', { type: 'image/png' })] } });
    const thumb = await screen.findByRole('img', { name: 'Picture' });
    expect(thumb.getAttribute('src')).toBe('/upload/online/p.png');
    await waitFor(() => expect(server.callsTo(buyerChatApi.send)[0]?.params).toMatchObject({ type: 'img', content: '/upload/online/p.png' }));
  });

  it('pages back to older messages', async () => {
    const newest = Array.from({ length: CHAT_PAGE_SIZE }, () => message()).reverse();
    const older = message({ content: 'the very first' });
    server.on(buyerChatApi.messages, (p) => (p.message_id ? [older] : newest));
    (await prepareChat())(<ChatThread threadRef={{ kind: 'conversation', id: '7' }} subject={conversation().subject} links={links} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Load older messages' }));
    expect(await screen.findByText('the very first')).toBeTruthy();
    expect(server.callsTo(buyerChatApi.messages)[1].params).toMatchObject({ conversationId: '7', message_id: newest.at(-1)!.id });
    expect(bubbles()[0]).toContain('the very first');
    expect(screen.queryByRole('button', { name: 'Load older messages' })).toBeNull();
  });

  it('shows what the conversation is about', async () => {
    server.on(buyerChatApi.messages, []);
    (await prepareChat())(<ChatThread threadRef={{ kind: 'conversation', id: '7' }} subject={{ kind: 'product', id: '55', title: 'Blue kettle', image: '/k.png', amount: '1234.5' }} links={links} />);
    const card = screen.getByRole('region', { name: 'Product' });
    expect(card.textContent).toContain('Blue kettle');
    expect(card.textContent).toContain('$1,234.50');
  });

  it('adds messages of this conversation from the socket, not those of others', async () => {
    server.on(buyerChatApi.messages, []);
    (await prepareChat())(<ChatThread threadRef={{ kind: 'conversation', id: '7' }} links={links} />);
    await screen.findByText('No messages yet');
    act(() => FakeSocket.last().open());
    act(() => FakeSocket.last().push({ type: 'chat.message', conversationId: '8', message: message({ conversationId: '8', content: 'elsewhere' }) }));
    act(() => FakeSocket.last().push({ type: 'chat.message', conversationId: '7', message: message({ conversationId: '7', sender: 'seller', content: 'from the store' }) }));
    expect(await screen.findByText('from the store')).toBeTruthy();
    expect(screen.queryByText('elsewhere')).toBeNull();
  });

  it('polls an open thread only while the socket is down', async () => {
    server.on(buyerChatApi.list, []);
    const render = await prepareChat();
    vi.useFakeTimers();
    render(<ChatThread threadRef={{ kind: 'support' }} links={links} />);
    const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
    const lists = () => server.callsTo(buyerChatApi.list).length;
    await advance(0);
    expect(lists()).toBe(1);
    await advance(CHAT_POLL_MS);
    expect(lists()).toBe(2);
    act(() => FakeSocket.last().open());
    await advance(CHAT_POLL_MS * 4);
    expect(lists()).toBe(2);
    act(() => FakeSocket.last().drop());
    await advance(CHAT_POLL_MS);
    expect(lists()).toBe(3);
  });
});
