import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiProvider } from '../../shared/api-context';
import { renderWithProviders } from '../../shared/testing/render-with-providers';
import { stubApi, testApiClient, type StubAnswer } from '../../shared/testing/stub-api';
import { clearSession, setToken } from '../../shared/utils/session';
import { IdentityVerification } from './identity-verification';

beforeEach(() => setToken('tok'));
afterEach(() => { cleanup(); vi.unstubAllGlobals(); clearSession(); });

const record = (status: number, msg = '') => ({
  name: 'Ann Lee', idname: 'passport', idnumber: 'P1234', nationality: 'Germany', idimg_1: '/kyc-files/a.png', idimg_2: '/kyc-files/b.png', idimg_3: '/kyc-files/c.png',
  status, msg, createTime: '2026-11-01 10:00:00',
});
const base = { 'address!listCountry': { data: [{ id: 1, countryName: 'Germany', isoCode: 'DE', phoneCode: '49' }] }, 'kyc!apply': null, 'kyc!applyAdvanced': null };
const slow = { timeout: 10_000 };
const render = (answers: Record<string, StubAnswer>) => {
  const calls = stubApi({ ...base, ...answers });
  renderWithProviders(<ApiProvider client={testApiClient()}><IdentityVerification /></ApiProvider>);
  return calls;
};

describe('identity verification', () => {
  it('offers the basic form when never applied and checks it before sending', async () => {
    const calls = render({ 'kyc!get': null });
    fireEvent.click(await screen.findByRole('button', { name: 'Submit' }, slow));
    expect((await screen.findAllByText('Please fill in this field', {}, slow)).length).toBeGreaterThan(3);
    expect(calls.some((c) => c.endpoint === 'kyc!apply')).toBe(false);
    expect(screen.getByText('Available once the basic verification has passed.')).toBeTruthy();
  }, 30_000);

  it('shows a rejection with its reason and lets the buyer apply again', async () => {
    render({ 'kyc!get': record(3, 'Blurred picture') });
    expect(await screen.findByText('Your application was rejected: Blurred picture', {}, slow)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /Full name/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Apply again' }));
    expect(await screen.findByRole('textbox', { name: /Full name/ }, slow)).toBeTruthy();
  }, 30_000);

  it('shows the state under review without a form', async () => {
    render({ 'kyc!get': record(1) });
    expect(await screen.findByText('Under review', {}, slow)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit' })).toBeNull();
  }, 30_000);

  it('opens the advanced level once basic passed and sends the address proof', async () => {
    const calls = render({ 'kyc!get': record(2), 'kyc!getAdvanced': null });
    expect(await screen.findByText('Your identity is verified as Ann Lee.', {}, slow)).toBeTruthy();
    const address = await screen.findByRole('textbox', { name: /Address/ }, slow);
    fireEvent.change(address, { target: { value: '1 Example Street' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please fill in this field', {}, slow)).toBeTruthy();
    expect(calls.some((c) => c.endpoint === 'kyc!applyAdvanced')).toBe(false);
  }, 30_000);

  it('shows the advanced state when one was sent', async () => {
    render({ 'kyc!get': record(2), 'kyc!getAdvanced': { address: 'x', addressImg: '/kyc-files/d.png', status: 0, msg: '', createTime: '2026-11-02 10:00:00' } });
    await waitFor(() => expect(screen.getAllByText('Submitted').length).toBe(1), slow);
    expect(screen.queryByRole('textbox', { name: /Address/ })).toBeNull();
  });
});
