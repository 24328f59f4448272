import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { initI18n } from '@mall/i18n/web';
import { BackofficeProviders } from '@mall/backoffice/shared/backoffice-providers';
import { backoffice } from '../../../config/backoffice';
import { fakeApi } from '@mall/backoffice/testing/fake-api';
import { AdjustBalanceForm } from './adjust-balance-form';

afterEach(() => { cleanup(); vi.unstubAllGlobals(); });

async function renderForm() {
  const i18n = await initI18n('en', ['admin', 'backoffice', 'errors', 'ui']);
  render(<BackofficeProviders i18n={i18n} config={backoffice} onSignedOut={() => {}}><AdjustBalanceForm /></BackofficeProviders>);
}

const fill = (label: RegExp, value: string) => fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });

describe('balance adjustment', () => {
  it('refuses an empty reason', async () => {
    const calls = fakeApi({ 'wallet!adjust': () => null });
    await renderForm();
    fill(/^Account ID/, '12');
    fill(/^Amount/, '25');
    fill(/^Reason/, '   ');
    fireEvent.click(screen.getByRole('button', { name: 'Adjust the balance' }));
    expect(await screen.findByText('Enter the reason for the adjustment')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls).toEqual([]);
  });

  it('refuses an eleventh decimal', async () => {
    fakeApi({});
    await renderForm();
    fill(/^Amount/, '1.12345678901');
    fireEvent.click(screen.getByRole('button', { name: 'Adjust the balance' }));
    expect(await screen.findByText('At most 10 decimals are allowed')).toBeTruthy();
  });

  it('debits a seller wallet after confirming, sending the amount as typed', async () => {
    const calls = fakeApi({ 'wallet!adjust': () => null });
    await renderForm();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Wallet of' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Seller' }));
    fill(/^Account ID/, '3');
    fill(/^Amount/, '-10.0000000001');
    fill(/^Reason/, 'Duplicate credit of order 55');
    fireEvent.click(screen.getByRole('button', { name: 'Adjust the balance' }));
    const dialog = await screen.findByRole('dialog', { name: 'Adjust this balance?' });
    expect(dialog.textContent).toContain('10.0000000001 USDT will be debited from the wallet of Seller 3');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Adjust the balance' }));
    await waitFor(() => expect(calls.map((c) => c.params)).toEqual([{ owner: 'seller', ownerId: '3', amount: '-10.0000000001', reason: 'Duplicate credit of order 55' }]));
  });
});
