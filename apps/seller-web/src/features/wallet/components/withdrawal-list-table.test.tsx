import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { initI18n } from '@mall/i18n/web';
import { BackofficeProviders } from '@mall/backoffice/shared/backoffice-providers';
import { backoffice } from '../../../config/backoffice';
import { fakeApi } from '@mall/backoffice/testing/fake-api';
import { WithdrawalListTable } from './withdrawal-list-table';

afterEach(() => { cleanup(); vi.unstubAllGlobals(); });

describe('withdrawal list', () => {
  it('shows each withdrawal with its state and why a failed one failed', async () => {
    fakeApi({
      'withdraw!list': () => ({
        elements: [
          { order_no: 'W2', createTime: '2025-01-02 10:00:00', volume: 50, fee: 1, amount: 49, coin: 'USDT', blockchain_name: 'TRC20', to: 'Tabc', state: 2, failure_msg: 'Address frozen', tx: '', reviewTime: '2025-01-02 11:00:00' },
          { order_no: 'W1', createTime: '2025-01-01 10:00:00', volume: 1234.5, fee: 1, amount: 1233.5, coin: 'USDT', blockchain_name: 'TRC20', to: 'Tabc', state: 0, failure_msg: '', tx: '', reviewTime: '' },
        ],
        totalElements: 2, thisPageNumber: 1, pageSize: 10,
      }),
    });
    const i18n = await initI18n('en', ['seller', 'backoffice', 'errors', 'ui']);
    render(<BackofficeProviders i18n={i18n} config={backoffice} onSignedOut={() => {}}><WithdrawalListTable /></BackofficeProviders>);
    const failed = (await screen.findByText('W2')).closest('tr')!;
    expect(failed.textContent).toContain('Failed');
    expect(failed.textContent).toContain('Reason: Address frozen');
    const open = screen.getByText('W1').closest('tr')!;
    expect(open.textContent).toContain('In progress');
    expect(open.textContent).toContain('1,234.50');
  });
});
