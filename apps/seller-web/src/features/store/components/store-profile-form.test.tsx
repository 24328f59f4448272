import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { initI18n } from '@mall/i18n/web';
import { BackofficeProviders } from '@mall/backoffice/shared/backoffice-providers';
import { backoffice } from '../../../config/backoffice';
import { fakeApi } from '@mall/backoffice/testing/fake-api';
import { useStore } from '../api/get-store';
import { StoreProfileEditor } from './store-profile-form';

afterEach(() => { cleanup(); vi.unstubAllGlobals(); });

const store = {
  id: '12', name: 'Sam Goods', avatar: '/uploads/a.png', banner1: '/uploads/b1.png', banner2: '', banner3: '', remark: '',
  facebook: '', instagram: '', twitter: '', whatsapp: '', telegram: '', status: 'pending',
};

/** Another user of the store query (the top bar), able to fetch it again. */
function Refetcher() {
  const store = useStore();
  return <button type="button" onClick={() => void store.refetch()}>refetch</button>;
}

async function renderForm() {
  const i18n = await initI18n('en', ['seller', 'backoffice', 'errors', 'ui']);
  render(<BackofficeProviders i18n={i18n} config={backoffice} onSignedOut={() => {}}><StoreProfileEditor /><Refetcher /></BackofficeProviders>);
}

describe('store profile', () => {
  it('shows that the store waits for approval', async () => {
    fakeApi({ 'store!info': () => store });
    await renderForm();
    expect(await screen.findByText('Pending approval')).toBeTruthy();
    expect(screen.getByText(/waiting for the platform's approval/)).toBeTruthy();
  });

  it('refuses a Facebook link that is not an https address', async () => {
    const calls = fakeApi({ 'store!info': () => store, 'store!update': () => null });
    await renderForm();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Facebook' }), { target: { value: 'facebook.com/sam' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter a web address starting with https://')).toBeTruthy();
    expect(calls.some((c) => c.name === 'store!update')).toBe(false);
  });

  it('keeps what the seller typed when the store is fetched again in the background', async () => {
    const calls = fakeApi({ 'store!info': () => store });
    await renderForm();
    const name = await screen.findByRole('textbox', { name: /^Store name/ });
    fireEvent.change(name, { target: { value: 'Sam Green Goods' } });
    const fetches = calls.filter((c) => c.name === 'store!info').length;
    fireEvent.click(screen.getByRole('button', { name: 'refetch' }));
    await waitFor(() => expect(calls.filter((c) => c.name === 'store!info').length).toBe(fetches + 1));
    await new Promise((r) => setTimeout(r, 50));
    expect((screen.getByRole('textbox', { name: /^Store name/ }) as HTMLInputElement).value).toBe('Sam Green Goods');
  });

  it('saves every field, trimmed, keeping the pictures it did not touch', async () => {
    const calls = fakeApi({ 'store!info': () => store, 'store!update': () => null });
    await renderForm();
    fireEvent.change(await screen.findByRole('textbox', { name: /^Store name/ }), { target: { value: '  Sam Green Goods ' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Telegram' }), { target: { value: '@samgoods' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.find((c) => c.name === 'store!update')?.params).toEqual({
      name: 'Sam Green Goods', avatar: '/uploads/a.png', banner1: '/uploads/b1.png', banner2: '', banner3: '', remark: '',
      facebook: '', instagram: '', twitter: '', whatsapp: '', telegram: '@samgoods',
    }));
  });
});
