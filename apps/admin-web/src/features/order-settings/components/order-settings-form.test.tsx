import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { initI18n } from '@mall/i18n/web';
import { BackofficeProviders } from '@mall/backoffice/shared/backoffice-providers';
import { backoffice } from '../../../config/backoffice';
import { fakeApi } from '@mall/backoffice/testing/fake-api';
import { OrderSettingsEditor } from './order-settings-form';

afterEach(() => { cleanup(); vi.unstubAllGlobals(); });

const stored = {
  unpaidCancelMinutes: 30, autoReceiptDays: 7, autoReviewDays: 7, returnDays: 7, commissionRate: 0.05, taxRate: 0.1,
  longDistanceFee: 12.5, deliveryFee: 0, handlingFeeRate: 0.0000001, serviceFeeRate: 0,
};

async function renderForm() {
  const calls = fakeApi({ 'order!settings': () => stored, 'order!saveSettings': () => null });
  const i18n = await initI18n('en', ['admin', 'backoffice', 'errors', 'ui']);
  render(<BackofficeProviders i18n={i18n} config={backoffice} onSignedOut={() => {}}><OrderSettingsEditor /></BackofficeProviders>);
  await screen.findByRole('textbox', { name: /^Commission rate/ });
  return calls;
}

describe('order settings', () => {
  it('refuses a rate above 1 without saving', async () => {
    const calls = await renderForm();
    fireEvent.change(screen.getByRole('textbox', { name: /^Tax rate/ }), { target: { value: '1.0000000001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a rate between 0 and 1')).toBeTruthy();
    expect(calls.some((c) => c.name === 'order!saveSettings')).toBe(false);
  });

  it('saves the values as the decimal text typed', async () => {
    const calls = await renderForm();
    fireEvent.change(screen.getByRole('textbox', { name: /^Commission rate/ }), { target: { value: '0.0812345678' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.find((c) => c.name === 'order!saveSettings')?.params).toEqual({
      unpaidCancelMinutes: '30', autoReceiptDays: '7', autoReviewDays: '7', returnDays: '7', commissionRate: '0.0812345678', taxRate: '0.1',
      handlingFeeRate: '0.0000001', serviceFeeRate: '0', longDistanceFee: '12.5', deliveryFee: '0',
    }));
  });
});
