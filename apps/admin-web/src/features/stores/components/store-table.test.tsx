import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { initI18n } from '@mall/i18n/web';
import { BackofficeProviders } from '@mall/backoffice/shared/backoffice-providers';
import { backoffice } from '../../../config/backoffice';
import { fakeApi } from '@mall/backoffice/testing/fake-api';
import { StoreTable } from './store-table';

afterEach(() => { cleanup(); vi.unstubAllGlobals(); });

type Status = 'pending' | 'active' | 'disabled';
function storeServer(initial: Status) {
  const state = { status: initial, isRec: 0 };
  const calls = fakeApi({
    'store!list': () => ({
      pageList: [{ id: '12', name: 'Sam Goods', sellerEmail: 's@x.test', status: state.status, isRec: state.isRec, sellerGoodsNum: 3, soldNum: 40, focusNum: 7, createTime: '2025-01-01 10:00:00' }],
      pageInfo: { pageNum: 1, pageSize: 20, totalElements: 1 },
    }),
    'store!approve': () => { state.status = 'active'; return null; },
    'store!disable': () => { state.status = 'disabled'; return null; },
    'store!setRec': (p) => { state.isRec = Number(p.isRec); return null; },
  });
  return calls;
}

async function renderTable() {
  const i18n = await initI18n('en', ['admin', 'backoffice', 'errors', 'ui']);
  render(<BackofficeProviders i18n={i18n} config={backoffice} onSignedOut={() => {}}><StoreTable /></BackofficeProviders>);
}

describe('store table', () => {
  it('approves a pending store after confirming, which then offers to disable it', async () => {
    const calls = storeServer('pending');
    await renderTable();
    fireEvent.click(await screen.findByRole('button', { name: 'Approve Sam Goods' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Approve this store?' })).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('button', { name: 'Disable Sam Goods' }, { timeout: 5000 })).toBeTruthy();
    expect(within(screen.getByText('Sam Goods').closest('tr')!).getByText('Active')).toBeTruthy();
    expect(calls.filter((c) => c.name === 'store!approve').map((c) => c.params)).toEqual([{ id: '12' }]);
  });

  it('does not disable a store when the confirmation is cancelled', async () => {
    const calls = storeServer('active');
    await renderTable();
    fireEvent.click(await screen.findByRole('button', { name: 'Disable Sam Goods' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Disable this store?' })).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.some((c) => c.name === 'store!disable')).toBe(false);
  });

  it('filters by status and recommends a store with the switch', async () => {
    const calls = storeServer('active');
    await renderTable();
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: 'Status' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Active' }));
    await waitFor(() => expect(calls.at(-1)!.params.status).toBe('active'));

    fireEvent.click(screen.getByRole('switch', { name: 'Recommend Sam Goods' }));
    await waitFor(() => expect((screen.getByRole('switch', { name: 'Recommend Sam Goods' }) as HTMLInputElement).checked).toBe(true));
    expect(calls.filter((c) => c.name === 'store!setRec').map((c) => c.params)).toEqual([{ id: '12', isRec: '1' }]);
  });
});
