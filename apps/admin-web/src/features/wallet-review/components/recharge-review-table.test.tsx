import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { initI18n } from '@mall/i18n/web';
import { BackofficeProviders } from '@mall/backoffice/shared/backoffice-providers';
import { backoffice } from '../../../config/backoffice';
import { fakeApi } from '@mall/backoffice/testing/fake-api';
import { RechargeReviewTable } from './recharge-review-table';

afterEach(() => { cleanup(); vi.unstubAllGlobals(); });

const recharge = {
  order_no: 'R20250101001', owner: 'user', ownerId: '7', ownerName: 'amy', createTime: '2025-01-01 10:00:00', kind: 'chain',
  coin: 'USDT', blockchain_name: 'TRC20', channel_address: 'TXyz', volume: 1250.5, amount: 1250.5, fee: 1, actual_amount: 1249.5, rate: 1,
  img: '/uploads/proof.png', bank_name: '', bank_card_no: '', state: 0, failure_msg: '', reviewer: '', reviewTime: '',
};

function rechargeServer(row: Record<string, unknown> = recharge) {
  const state = { row: { ...row } };
  const calls = fakeApi({
    'recharge!list': () => ({ pageList: [state.row], pageInfo: { pageNum: 1, pageSize: 20, totalElements: 1 } }),
    'recharge!approve': () => { state.row = { ...state.row, state: 1, reviewer: 'Fiona', reviewTime: '2025-01-01 11:00:00' }; return null; },
    'recharge!reject': (p) => { state.row = { ...state.row, state: 2, failure_msg: p.reason, reviewer: 'Fiona', reviewTime: '2025-01-01 11:00:00' }; return null; },
  });
  return calls;
}

async function renderTable() {
  const i18n = await initI18n('en', ['admin', 'backoffice', 'errors', 'ui']);
  render(<BackofficeProviders i18n={i18n} config={backoffice} onSignedOut={() => {}}><RechargeReviewTable /></BackofficeProviders>);
}

describe('recharge review', () => {
  it('opens on the recharges in progress and shows the amounts with two decimals', async () => {
    const calls = rechargeServer();
    await renderTable();
    const row = (await screen.findByText('R20250101001')).closest('tr')!;
    expect(row.textContent).toContain('1,249.50');
    expect(row.textContent).toContain('amy');
    expect(within(row).getByText('In progress')).toBeTruthy();
    expect(calls.find((c) => c.name === 'recharge!list')!.params).toMatchObject({ state: '0', pageNum: '1' });
  });

  it('refuses to reject without a reason, then sends the reason with the order number', async () => {
    const calls = rechargeServer();
    await renderTable();
    fireEvent.click(await screen.findByRole('button', { name: 'Reject R20250101001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this recharge?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Enter the reason the owner will see')).toBeTruthy();
    expect(calls.some((c) => c.name === 'recharge!reject')).toBe(false);

    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Reason/ }), { target: { value: '  The proof shows another amount ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.name === 'recharge!reject').map((c) => c.params)).toEqual([{ order_no: 'R20250101001', reason: 'The proof shows another amount' }]);
  });

  it('approves after confirming; the decided row shows the reviewer instead of actions', async () => {
    const calls = rechargeServer();
    await renderTable();
    fireEvent.click(await screen.findByRole('button', { name: 'Approve R20250101001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this recharge?' });
    expect(dialog.textContent).toContain('1,249.50 USDT');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Decided by Fiona')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve R20250101001' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reject R20250101001' })).toBeNull();
    expect(calls.filter((c) => c.name === 'recharge!approve').map((c) => c.params)).toEqual([{ order_no: 'R20250101001' }]);
  });

  it('enlarges the payment proof', async () => {
    rechargeServer();
    await renderTable();
    fireEvent.click(await screen.findByRole('button', { name: 'Enlarge the payment proof of R20250101001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Payment proof of R20250101001' });
    expect(within(dialog).getByRole('img').getAttribute('src')).toBe('/uploads/proof.png');
  });
});
