import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { initI18n } from '@mall/i18n/web';
import { STORAGE_KEYS } from '@mall/api-client/storage';
import { fakeServer, type FakeServer } from '@mall/api-client/testing';
import { fakeSocket } from '@mall/api-client/testing/fake-socket';
import { adminChatApi } from '@mall/contract/chat';
import { adminStaffApi, type AdminRole } from '@mall/contract/staff';
import { BackofficeProviders } from '@mall/backoffice/shared/backoffice-providers';
import { backoffice } from '../../config/backoffice';
import { AppShell } from './app-shell';
import { RequireRole } from './require-role';

let server: FakeServer;
let roles: AdminRole[] = [];
const calls = () => server.calls.map((c) => c.name);

beforeEach(() => {
  localStorage.setItem(STORAGE_KEYS.adminToken, 'tok');
  fakeSocket();
  vi.stubGlobal('matchMedia', (media: string) => ({
    matches: true, media, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false,
  }));
  server = fakeServer()
    .on(adminStaffApi.me, () => ({ id: '2', email: 'sue@x.test', name: 'Sue', roles }))
    .on(adminChatApi.unread, { unassigned: 2, mine: 1, all: 5, flagged: 4 });
});
afterEach(() => { cleanup(); vi.unstubAllGlobals(); localStorage.clear(); });

async function renderAdmin(start: string) {
  const i18n = await initI18n('en', ['admin', 'backoffice', 'errors', 'ui']);
  const router = createMemoryRouter([
    { path: '/sign-in', element: <p>sign-in page</p> },
    {
      path: '/',
      element: <AppShell />,
      children: [
        { index: true, element: <p>overview</p> },
        { path: 'staff', element: <RequireRole page="staff"><p>staff page</p></RequireRole> },
      ],
    },
  ], { initialEntries: [start] });
  render(<BackofficeProviders i18n={i18n} config={backoffice} onSignedOut={(href) => void router.navigate(href)}><RouterProvider router={router} /></BackofficeProviders>);
}

describe('admin shell', () => {
  it('shows support staff only the pages their role may open', async () => {
    roles = ['support'];
    await renderAdmin('/');
    const nav = await screen.findByRole('navigation', { name: 'Back-office navigation' });
    const links = within(nav).getAllByRole('link').map((a) => a.textContent);
    expect(links).toEqual(['Overview', 'Users', 'Referral network', 'Sellers', 'Orders', 'Review moderation', 'Identity verification', expect.stringMatching(/^Customer service/)]);
  });

  it('shows agents the unread conversations (unassigned and mine) beside customer service', async () => {
    roles = ['support'];
    await renderAdmin('/');
    const nav = await screen.findByRole('navigation', { name: 'Back-office navigation' });
    expect(await within(nav).findByRole('link', { name: 'Customer service 3 unread' })).toBeTruthy();
  });

  it('does not ask for chat counts for an admin who is not an agent', async () => {
    roles = ['finance'];
    await renderAdmin('/');
    await screen.findByRole('navigation', { name: 'Back-office navigation' });
    expect(calls()).not.toContain('supportChat!unread');
  });

  it('refuses a page outside the role without asking the API for it', async () => {
    roles = ['catalogue'];
    await renderAdmin('/staff');
    expect(await screen.findByText('Your roles do not allow you to open this page.')).toBeTruthy();
    expect(screen.queryByText('staff page')).toBeNull();
    expect(calls()).toEqual(['auth!me']);
  });

  it('opens the staff page for a super admin', async () => {
    roles = ['super_admin'];
    await renderAdmin('/staff');
    expect(await screen.findByText('staff page')).toBeTruthy();
  });
});
