import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { initI18n } from '@mall/i18n/web';
import { BackofficeProviders } from '@mall/backoffice/shared/backoffice-providers';
import { fakeApi } from '@mall/backoffice/testing/fake-api';
import { backoffice } from '../../../config/backoffice';
import { SellerVerification } from './seller-verification';

afterEach(() => { cleanup(); vi.unstubAllGlobals(); });

const slow = { timeout: 10_000 };
const record = (status: number, msg = '') => ({
  name: 'Pat Seller', idname: 'passport', idnumber: 'S1', nationality: 'France', idimg_1: '/kyc-files/a.png', idimg_2: '/kyc-files/b.png', idimg_3: '/kyc-files/c.png',
  status, msg, createTime: '2026-11-01 10:00:00',
});

async function renderPage() {
  const i18n = await initI18n('en', ['seller', 'backoffice', 'kyc', 'errors', 'ui']);
  render(<BackofficeProviders i18n={i18n} config={backoffice} onSignedOut={() => {}}><SellerVerification /></BackofficeProviders>);
}

describe('seller identity verification', () => {
  it('asks for every field before sending a first application', async () => {
    const calls = fakeApi({ 'kyc!get': () => null, 'address!listCountry': () => ({ data: [] }) });
    await renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Submit' }, slow));
    expect((await screen.findAllByText('Please fill in this field', {}, slow)).length).toBeGreaterThan(3);
    expect(calls.some((c) => c.name === 'kyc!apply')).toBe(false);
    expect(screen.getByText('Available once the basic verification has passed.')).toBeTruthy();
  }, 30_000);

  it('shows a rejection with its reason and offers to apply again', async () => {
    fakeApi({ 'kyc!get': () => record(3, 'Expired passport'), 'address!listCountry': () => ({ data: [] }) });
    await renderPage();
    expect(await screen.findByText('Your application was rejected: Expired passport', {}, slow)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Apply again' }));
    expect(await screen.findByRole('textbox', { name: /Full name/ }, slow)).toBeTruthy();
  }, 30_000);

  it('opens the advanced level once basic passed', async () => {
    fakeApi({ 'kyc!get': () => record(2), 'kyc!getAdvanced': () => null, 'address!listCountry': () => ({ data: [] }) });
    await renderPage();
    expect(await screen.findByText('Your identity is verified as Pat Seller.', {}, slow)).toBeTruthy();
    expect(await screen.findByRole('textbox', { name: /Address/ }, slow)).toBeTruthy();
  }, 30_000);
});
