import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { initI18n } from '@mall/i18n/web';
import { BackofficeProviders } from '@mall/backoffice/shared/backoffice-providers';
import { backoffice } from '../../../config/backoffice';
import { fakeApi } from '@mall/backoffice/testing/fake-api';
import { parsePercent } from './auto-repay-form';
import { StoreLoan } from './store-loan';

afterEach(() => { cleanup(); vi.unstubAllGlobals(); });

const bill = {
  applyAmount: 200000, alreadyCreditDays: 10, interest: 1000, estimatePayment: 201000, creditId: '5', status: 2,
  creditPeriod: 30, creditRate: 0.0005, dueDate: '2026-12-20', overdueDays: 0,
};
const history = { elements: [], totalElements: 0, thisPageNumber: 1, pageSize: 10 };

async function renderLoan() {
  const i18n = await initI18n('en', ['seller', 'backoffice', 'credit', 'errors', 'ui']);
  render(<BackofficeProviders i18n={i18n} config={backoffice} onSignedOut={() => {}}><MemoryRouter><StoreLoan /></MemoryRouter></BackofficeProviders>);
}

describe('store loan', () => {
  it('shows the loan in use with its accrued interest and saves the automatic repayment share', async () => {
    const calls = fakeApi({
      'credit!bill': () => bill, 'credit!check': () => 'false', 'credit!config': () => ({}), 'credit!histroy': () => history,
      'credit!autoRepay': () => ({ percent: 0 }), 'credit!setAutoRepay': () => null,
    });
    await renderLoan();
    expect((await screen.findByTestId('loan-interest')).textContent).toBe('1,000.00');
    expect(screen.getByTestId('loan-total').textContent).toBe('201,000.00');
    const share = await screen.findByRole('textbox', { name: 'Share of each settlement (%)' });
    fireEvent.change(share, { target: { value: '150' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a percentage from 0 to 100')).toBeTruthy();
    expect(calls.some((c) => c.name === 'credit!setAutoRepay')).toBe(false);
    fireEvent.change(share, { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.filter((c) => c.name === 'credit!setAutoRepay').map((c) => c.params)).toEqual([{ percent: '10' }]));
  });

  it('reads a repayment share from 0 to 100 with up to two decimals', () => {
    expect([parsePercent('0'), parsePercent('10'), parsePercent('12.5'), parsePercent('100')]).toEqual([0, 10, 12.5, 100]);
    expect([parsePercent('100.01'), parsePercent('-1'), parsePercent('abc'), parsePercent('')]).toEqual([null, null, null, null]);
  });
});
