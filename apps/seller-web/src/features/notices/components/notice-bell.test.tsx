import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { initI18n } from '@mall/i18n/web';
import { BackofficeProviders } from '@mall/backoffice/shared/backoffice-providers';
import { backoffice } from '../../../config/backoffice';
import { fakeApi } from '@mall/backoffice/testing/fake-api';
import { STORAGE_KEYS } from '@mall/api-client/storage';
import type { ChatBackend } from '@mall/backoffice/chat/chat-backend';
import { ChatLiveProvider } from '@mall/backoffice/chat/chat-live';
import { fakeSocket } from '@mall/api-client/testing/fake-socket';
import { refreshNoticesOn } from '../api/notices';
import { NoticeBell } from './notice-bell';

afterEach(() => { cleanup(); vi.unstubAllGlobals(); localStorage.clear(); });

function noticeServer() {
  const state = {
    list: [
      { id: '3', kind: 'reminded', orderId: '9', orderNo: 'O20250101009', read: 0, createTime: '2025-01-02 09:00:00' },
      { id: '2', kind: 'paid', orderId: '9', orderNo: 'O20250101009', read: 0, createTime: '2025-01-01 10:05:00' },
      { id: '1', kind: 'refund_requested', orderId: '7', orderNo: 'O20250101007', read: 1, createTime: '2024-12-30 08:00:00' },
    ],
  };
  const calls = fakeApi({
    'notice!list': () => ({ pageList: state.list, pageInfo: { pageNum: 1, pageSize: 10, totalElements: state.list.length }, unread: state.list.filter((n) => !n.read).length }),
    'notice!read': (p) => { state.list = state.list.map((n) => (!p.id || n.id === p.id ? { ...n, read: 1 } : n)); return null; },
  });
  return { calls, state };
}

async function renderBell(live = false) {
  const i18n = await initI18n('en', ['seller', 'backoffice', 'errors', 'ui']);
  const routes = (
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="/" element={<NoticeBell />} />
        <Route path="/orders/:orderId" element={<p>order page</p>} />
      </Routes>
    </MemoryRouter>
  );
  // Only the socket matters here: the bell never asks the chat calls.
  const backend = { surface: 'seller' } as ChatBackend;
  render(
    <BackofficeProviders i18n={i18n} config={backoffice} onSignedOut={() => {}}>
      {live ? <ChatLiveProvider backend={backend} onSocketEvent={refreshNoticesOn}>{routes}</ChatLiveProvider> : routes}
    </BackofficeProviders>,
  );
}

describe('notice bell', () => {
  it('shows the unread count, lists the notices and opens the order of one, marking it read', async () => {
    const { calls } = noticeServer();
    await renderBell();
    const bell = await screen.findByRole('button', { name: 'Notices (2 unread)' });
    fireEvent.click(bell);
    expect(await screen.findByText('The buyer of order O20250101009 asks you to ship it')).toBeTruthy();
    expect(screen.getByText('Order O20250101009 is paid: confirm and ship it')).toBeTruthy();
    expect(screen.getByText('The buyer of order O20250101007 asks for a refund')).toBeTruthy();
    fireEvent.click(screen.getByText('The buyer of order O20250101009 asks you to ship it'));
    expect(await screen.findByText('order page')).toBeTruthy();
    await waitFor(() => expect(calls.find((c) => c.name === 'notice!read')?.params).toEqual({ id: '3' }));
  });

  it('marks all read at once', async () => {
    const { calls } = noticeServer();
    await renderBell();
    fireEvent.click(await screen.findByRole('button', { name: 'Notices (2 unread)' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(calls.some((c) => c.name === 'notice!read' && !c.params.id)).toBe(true));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull());
    expect(screen.getByText('The buyer of order O20250101009 asks you to ship it')).toBeTruthy();
  });

  it('counts a new notice as the socket pushes it, without waiting for a poll', async () => {
    localStorage.setItem(STORAGE_KEYS.sellerToken, 'tok');
    const sockets = fakeSocket();
    const { calls, state } = noticeServer();
    await renderBell(true);
    await screen.findByRole('button', { name: 'Notices (2 unread)' });
    expect(sockets).toHaveLength(1);
    expect(sockets[0].url).toMatch(/\/ws\?token=tok&surface=seller$/);
    sockets[0].open();
    const asked = () => calls.filter((c) => c.name === 'notice!list').length;
    // The greeting of a (re)connect reloads once, in case a notice came while it was down.
    const before = asked();
    sockets[0].push({ type: 'hello', authenticated: true });
    await waitFor(() => expect(asked()).toBe(before + 1));

    state.list = [{ id: '4', kind: 'paid', orderId: '10', orderNo: 'O20250101010', read: 0, createTime: '2025-01-03 09:00:00' }, ...state.list];
    sockets[0].push({ type: 'notice', count: 3 });
    expect(await screen.findByRole('button', { name: 'Notices (3 unread)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Notices (3 unread)' }));
    expect(await screen.findByText('Order O20250101010 is paid: confirm and ship it')).toBeTruthy();
  });
});
