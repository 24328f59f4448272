import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { initI18n } from '@mall/i18n/web';
import { STORAGE_KEYS } from '@mall/api-client/storage';
import { FakeFailure, fakeServer, type FakeServer } from '@mall/api-client/testing';
import { fakeSocket } from '@mall/api-client/testing/fake-socket';
import { sellerCatalogueApi } from '@mall/contract/catalogue-staff';
import { sellerChatApi } from '@mall/contract/chat';
import { sellerAuthApi } from '@mall/contract/staff';
import { BackofficeProviders } from '@mall/backoffice/shared/backoffice-providers';
import { RequireAuth } from '@mall/backoffice/auth/require-auth';
import { backoffice } from '../../config/backoffice';
import { paths } from '../../config/paths';
import { AppShell } from './app-shell';

let server: FakeServer;
/** The calls made, with the token each carried. */
const calls = () => server.calls.map((c) => `${c.name} token=${c.token ?? null}`);
const STORE = {
  id: '12', name: 'Sam Goods', avatar: '', banner1: '', banner2: '', banner3: '', remark: '',
  facebook: '', instagram: '', twitter: '', whatsapp: '', telegram: '', status: 'active',
} as const;

beforeEach(() => {
  fakeSocket();
  server = fakeServer()
    .on(sellerAuthApi.me, { id: '4', email: 'sam@x.test', name: 'Sam Seller', storeName: 'Sam Goods' })
    .on(sellerAuthApi.logout, null)
    .on(sellerChatApi.unread, 4)
    .on(sellerCatalogueApi.store, STORE);
  // A desktop-wide window: the shell shows the store in the top bar.
  vi.stubGlobal('matchMedia', (media: string) => ({
    matches: true, media, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false,
  }));
});
afterEach(() => { cleanup(); vi.unstubAllGlobals(); localStorage.clear(); });

async function renderZone(start: string) {
  const i18n = await initI18n('en', ['seller', 'backoffice', 'errors', 'ui']);
  const router = createMemoryRouter([
    { path: paths.signIn.path, element: <p>sign-in page</p> },
    { path: '/', element: <RequireAuth><AppShell /></RequireAuth>, children: [{ index: true, element: <p>overview</p> }] },
  ], { initialEntries: [start] });
  render(<BackofficeProviders i18n={i18n} config={backoffice} onSignedOut={(href) => void router.navigate(href)}><RouterProvider router={router} /></BackofficeProviders>);
  return router;
}

describe('seller-zone shell', () => {
  it('sends a visitor without a token to the sign-in page without calling the API', async () => {
    await renderZone('/');
    expect(await screen.findByText('sign-in page')).toBeTruthy();
    expect(calls()).toEqual([]);
  });

  it('shows the store and seller from auth!me and signs out, forgetting the token', async () => {
    localStorage.setItem(STORAGE_KEYS.sellerToken, 'tok-1');
    const router = await renderZone('/');
    const banner = await screen.findByRole('banner');
    await waitFor(() => expect(banner.textContent).toContain('Sam Goods'));
    expect(banner.textContent).toContain('Sam Seller');
    expect(calls()).toContain('auth!me token=tok-1');

    fireEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByText('sign-in page')).toBeTruthy();
    expect(calls()).toContain('auth!logout token=tok-1');
    expect(localStorage.getItem(STORAGE_KEYS.sellerToken)).toBeNull();
    expect(router.state.location.pathname).toBe('/sign-in');
  });

  it('shows the unread messages of the inbox beside Messages', async () => {
    localStorage.setItem(STORAGE_KEYS.sellerToken, 'tok-1');
    await renderZone('/');
    const nav = await screen.findByRole('navigation', { name: 'Seller centre navigation' });
    expect(await within(nav).findByRole('link', { name: 'Messages 4 unread' })).toBeTruthy();
  });

  it("shows the store's current name from its profile rather than the name it was opened with", async () => {
    localStorage.setItem(STORAGE_KEYS.sellerToken, 'tok-1');
    server.on(sellerCatalogueApi.store, { ...STORE, name: 'Sam Green Goods' });
    await renderZone('/');
    const banner = await screen.findByRole('banner');
    await waitFor(() => expect(banner.textContent).toContain('Sam Green Goods'));
  });

  it('ends the session and returns to sign-in when the token is refused', async () => {
    localStorage.setItem(STORAGE_KEYS.sellerToken, 'expired');
    server.on(sellerAuthApi.me, new FakeFailure('TOKEN_INVALID', '403', 'Please log in'));
    await renderZone('/');
    expect(await screen.findByText('sign-in page')).toBeTruthy();
    expect(localStorage.getItem(STORAGE_KEYS.sellerToken)).toBeNull();
  });
});
