import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { initI18n } from '@mall/i18n/web';
import { BackofficeProviders } from '@mall/backoffice/shared/backoffice-providers';
import { backoffice } from '../../../config/backoffice';
import { fakeApi } from '@mall/backoffice/testing/fake-api';
import { NoticeBell } from './notice-bell';

afterEach(() => { cleanup(); vi.unstubAllGlobals(); });

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
  return calls;
}

async function renderBell() {
  const i18n = await initI18n('en', ['seller', 'backoffice', 'errors', 'ui']);
  render(
    <BackofficeProviders i18n={i18n} config={backoffice} onSignedOut={() => {}}>
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route path="/" element={<NoticeBell />} />
          <Route path="/orders/:orderId" element={<p>order page</p>} />
        </Routes>
      </MemoryRouter>
    </BackofficeProviders>,
  );
}

describe('notice bell', () => {
  it('shows the unread count, lists the notices and opens the order of one, marking it read', async () => {
    const calls = noticeServer();
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
    const calls = noticeServer();
    await renderBell();
    fireEvent.click(await screen.findByRole('button', { name: 'Notices (2 unread)' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(calls.some((c) => c.name === 'notice!read' && !c.params.id)).toBe(true));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull());
    expect(screen.getByText('The buyer of order O20250101009 asks you to ship it')).toBeTruthy();
  });
});
