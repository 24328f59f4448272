import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { initI18n } from '@mall/i18n/web';
import { CHAT_POLL_MS, UNREAD_POLL_MS } from '@mall/contract/chat';
import { sellerCaptcha } from '@mall/api-client/staff';
import { createBackofficeConfig } from '../../shared/backoffice-config';
import { BackofficeProviders } from '../../shared/providers/backoffice-providers';
import { fakeChat, message } from '../../testing/fake-chat';
import { FakeSocket, fakeSocket } from '@mall/api-client/testing/fake-socket';
import { storeChatBackend } from '../api/chat-backend';
import { useChatUnread, useThread } from '../api/use-chat';
import { chronological } from '../utils/thread-cache';
import { ChatLiveProvider } from './chat-live';

const config = createBackofficeConfig({
  apiPath: '/api/seller', tokenKey: 'TEST_SELLER_TOKEN', namespace: 'seller', signInPath: '/sign-in', homePath: '/',
  login: async () => 'tok', logout: async () => {}, captcha: sellerCaptcha,
});
const backend = storeChatBackend(config.api);

function Probe() {
  const thread = useThread('5');
  const unread = useChatUnread();
  return (
    <>
      <p data-testid="unread">{unread.data ?? '-'}</p>
      <ul>{chronological(thread.data).map((m) => <li key={m.id}>{m.content}</li>)}</ul>
    </>
  );
}

let sockets: FakeSocket[];
beforeEach(() => {
  localStorage.setItem('TEST_SELLER_TOKEN', 'tok-9');
  sockets = fakeSocket();
});
afterEach(() => { cleanup(); vi.useRealTimers(); vi.unstubAllGlobals(); localStorage.clear(); });

async function renderLive() {
  const i18n = await initI18n('en', ['backoffice', 'errors', 'ui']);
  render(<BackofficeProviders i18n={i18n} config={config} onSignedOut={() => {}}><ChatLiveProvider backend={backend}><Probe /></ChatLiveProvider></BackofficeProviders>);
}
const count = (calls: { name: string }[], name: string) => calls.filter((c) => c.name === name).length;

describe('chat socket', () => {
  it("connects as the app's surface with the session's token", async () => {
    fakeChat('seller');
    await renderLive();
    expect(sockets).toHaveLength(1);
    const url = new URL(sockets[0].url);
    expect(url.pathname).toBe('/ws');
    expect(Object.fromEntries(url.searchParams)).toEqual({ token: 'tok-9', surface: 'seller' });
  });

  it('adds a pushed message to the thread on screen and reads it, refreshing the count', async () => {
    const { state, calls } = fakeChat('seller', { messages: [message({ id: '1', conversationId: '5', content: 'Hi' })] });
    await renderLive();
    expect(await screen.findByText('Hi')).toBeTruthy();
    act(() => sockets[0].open());
    await waitFor(() => expect(count(calls, 'chat!unread')).toBeGreaterThan(1));
    const before = { list: count(calls, 'chat!list'), unread: count(calls, 'chat!unread') };
    const pushed = message({ id: '2', conversationId: '5', content: 'Is it in stock?' });
    state.messages.push(pushed);
    act(() => sockets[0].push({ type: 'chat.message', conversationId: '5', message: pushed }));
    expect(await screen.findByText('Is it in stock?')).toBeTruthy();
    await waitFor(() => expect(count(calls, 'chat!list')).toBe(before.list + 1));
    await waitFor(() => expect(count(calls, 'chat!unread')).toBeGreaterThan(before.unread));
    act(() => sockets[0].push({ type: 'chat.unread', counts: { support: 0, stores: 4 } }));
    await waitFor(() => expect(count(calls, 'chat!unread')).toBeGreaterThan(before.unread + 1));
  });

  it('polls the thread and the count only while the socket is down', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { calls } = fakeChat('seller', { messages: [message({ id: '1', conversationId: '5', content: 'Hi' })] });
    await renderLive();
    expect(await screen.findByText('Hi')).toBeTruthy();
    act(() => sockets[0].open());
    await waitFor(() => expect(count(calls, 'chat!unread')).toBeGreaterThan(1));
    await waitFor(() => expect(count(calls, 'chat!list')).toBeGreaterThan(1));
    const open = { list: count(calls, 'chat!list'), unread: count(calls, 'chat!unread') };
    await act(async () => { await vi.advanceTimersByTimeAsync(UNREAD_POLL_MS * 2); });
    expect({ list: count(calls, 'chat!list'), unread: count(calls, 'chat!unread') }).toEqual(open);

    act(() => sockets[0].close());
    await act(async () => { await vi.advanceTimersByTimeAsync(CHAT_POLL_MS); });
    await waitFor(() => expect(count(calls, 'chat!list')).toBe(open.list + 1));
    await act(async () => { await vi.advanceTimersByTimeAsync(UNREAD_POLL_MS); });
    await waitFor(() => expect(count(calls, 'chat!unread')).toBeGreaterThan(open.unread));
  });
});
