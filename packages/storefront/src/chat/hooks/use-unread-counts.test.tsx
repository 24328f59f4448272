import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, screen } from '@testing-library/react';
import { buyerChatApi, UNREAD_POLL_MS } from '@mall/contract/chat';
import { fakeServer, type FakeServer } from '@mall/api-client/testing';
import { clearSession, setToken } from '../../shared/utils/session';
import { FakeSocket } from '@mall/api-client/testing/fake-socket';
import { prepareChat } from '../testing/render-chat';
import { useUnreadCounts } from './use-unread-counts';

function Badge() {
  const counts = useUnreadCounts();
  return <span data-testid="badge">{counts.total}</span>;
}

let server: FakeServer;
beforeEach(() => {
  FakeSocket.reset();
  server = fakeServer().on(buyerChatApi.counts, { support: 1, stores: 2 });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  clearSession();
});

const countCalls = () => server.callsTo(buyerChatApi.counts).length;
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('useUnreadCounts', () => {
  it('polls the counts only while the socket is closed', async () => {
    setToken('buyer-token');
    const render = await prepareChat();
    vi.useFakeTimers();
    render(<Badge />);
    await advance(0);
    expect(countCalls()).toBe(1);
    expect(screen.getByTestId('badge').textContent).toBe('3');

    // Still connecting: nothing pushes counts, so they are polled.
    await advance(UNREAD_POLL_MS);
    expect(countCalls()).toBe(2);

    // Open: no polling however long it stays open.
    act(() => FakeSocket.last().open());
    await advance(UNREAD_POLL_MS * 3);
    expect(countCalls()).toBe(2);

    // Lost (the client retries in the background): polling again.
    act(() => FakeSocket.last().drop());
    await advance(UNREAD_POLL_MS);
    expect(countCalls()).toBe(3);
  });

  it('takes live counts from the socket', async () => {
    setToken('buyer-token');
    const render = await prepareChat();
    vi.useFakeTimers();
    render(<Badge />);
    await advance(0);
    act(() => FakeSocket.last().open());
    act(() => FakeSocket.last().push({ type: 'chat.unread', counts: { support: 4, stores: 5 } }));
    await advance(0);
    expect(screen.getByTestId('badge').textContent).toBe('9');
    expect(countCalls()).toBe(1);
  });

  it('connects as a buyer with the session token', async () => {
    setToken('buyer-token');
    const render = await prepareChat();
    render(<Badge />);
    expect(FakeSocket.last().url).toBe('ws://mall.test/ws?token=buyer-token&surface=user');
  });

  it('is zero for a guest, who has neither socket nor polling', async () => {
    const render = await prepareChat();
    vi.useFakeTimers();
    render(<Badge />);
    await advance(UNREAD_POLL_MS * 2);
    expect(screen.getByTestId('badge').textContent).toBe('0');
    expect(countCalls()).toBe(0);
    expect(FakeSocket.instances).toHaveLength(0);
  });
});
