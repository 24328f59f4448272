import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { initI18n } from '@mall/i18n/web';
import { BackofficeProviders } from '@mall/backoffice/shared/backoffice-providers';
import { backoffice } from '../../../config/backoffice';
import { fakeApi } from '@mall/backoffice/testing/fake-api';
import { WithdrawalReviewTable } from './withdrawal-review-table';

afterEach(() => { cleanup(); vi.unstubAllGlobals(); });

const withdrawal = {
  order_no: 'W20250101001', owner: 'seller', ownerId: '3', ownerName: 'sam@x.test', createTime: '2025-01-01 10:00:00',
  coin: 'USDT', blockchain_name: 'TRC20', to: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', volume: 100.123456, fee: 1, amount: 99.123456,
  state: 0, failure_msg: '', tx: '', reviewer: '', reviewTime: '',
};

function withdrawalServer() {
  const state = { row: { ...withdrawal } };
  return fakeApi({
    'withdraw!list': () => ({ pageList: [state.row], pageInfo: { pageNum: 1, pageSize: 20, totalElements: 1 } }),
    'withdraw!approve': (p) => { state.row = { ...state.row, state: 1, tx: p.tx, reviewer: 'Fiona', reviewTime: '2025-01-01 11:00:00' }; return null; },
    'withdraw!reject': () => { state.row = { ...state.row, state: 2 }; return null; },
  });
}

async function renderTable() {
  const i18n = await initI18n('en', ['admin', 'backoffice', 'errors', 'ui']);
  render(<BackofficeProviders i18n={i18n} config={backoffice} onSignedOut={() => {}}><WithdrawalReviewTable /></BackofficeProviders>);
}

describe('withdrawal review', () => {
  it('shows the amount to send with every decimal', async () => {
    withdrawalServer();
    await renderTable();
    const row = (await screen.findByText('W20250101001')).closest('tr')!;
    expect(row.textContent).toContain('99.123456');
  });

  it('refuses to approve without the transaction hash, then sends it with the order number', async () => {
    const calls = withdrawalServer();
    await renderTable();
    fireEvent.click(await screen.findByRole('button', { name: 'Approve W20250101001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Approve this withdrawal?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await within(dialog).findByText('Enter the transaction hash of the payout')).toBeTruthy();
    expect(calls.some((c) => c.name === 'withdraw!approve')).toBe(false);

    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Transaction hash/ }), { target: { value: ' 0xabc123 ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.name === 'withdraw!approve').map((c) => c.params)).toEqual([{ order_no: 'W20250101001', tx: '0xabc123' }]);
    expect(await screen.findByText('Decided by Fiona')).toBeTruthy();
  });

  it('says the held amount returns to the wallet when rejecting', async () => {
    withdrawalServer();
    await renderTable();
    fireEvent.click(await screen.findByRole('button', { name: 'Reject W20250101001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject this withdrawal?' });
    expect(dialog.textContent).toContain('the held 100.12 USDT returns to the wallet');
  });
});
