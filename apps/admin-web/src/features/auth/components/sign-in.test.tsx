import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { initI18n } from '@mall/i18n/web';
import { STORAGE_KEYS } from '@mall/api-client/storage';
import { FakeFailure, fakeServer } from '@mall/api-client/testing';
import { adminStaffApi } from '@mall/contract/staff';
import { BackofficeProviders } from '@mall/backoffice/shared/backoffice-providers';
import { SignInPage } from '@mall/backoffice/auth/sign-in-page';
import { backoffice } from '../../../config/backoffice';
import { paths } from '../../../config/paths';

const CHALLENGE = { captchaId: 'c1', bg: 'data:image/png;base64,iVBORw0KGgo=', piece: 'data:image/png;base64,iVBORw0KGgo=', y: 10, width: 320, height: 160, pieceSize: 48 };
const REQUIRED = 'Please complete the slider verification';

afterEach(() => { cleanup(); vi.unstubAllGlobals(); localStorage.clear(); });

async function renderSignIn() {
  const i18n = await initI18n('en', ['admin', 'backoffice', 'errors', 'ui']);
  const router = createMemoryRouter([
    { path: paths.signIn.path, element: <SignInPage /> },
    { path: paths.home.path, element: <p>overview</p> },
  ], { initialEntries: [paths.signIn.getHref()] });
  render(<BackofficeProviders i18n={i18n} config={backoffice} onSignedOut={() => undefined}><RouterProvider router={router} /></BackofficeProviders>);
  fireEvent.change(await screen.findByRole('textbox', { name: 'Email address' }), { target: { value: 'ada@mall.test' } });
  fireEvent.change(screen.getByLabelText(/^Password/, { selector: 'input' }), { target: { value: 'adminpass1' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('admin sign-in', () => {
  it('signs in without the puzzle while the server does not ask for it', async () => {
    const server = fakeServer().on(adminStaffApi.login, { token: 'tok-1' });
    await renderSignIn();
    expect(await screen.findByText('overview')).toBeTruthy();
    expect(server.callsTo(adminStaffApi.login).map((c) => c.params)).toEqual([{ email: 'ada@mall.test', password: 'adminpass1' }]);
    expect(screen.queryByTestId('slider-puzzle')).toBeNull();
  });

  it('shows the puzzle of the admin API when the server answers CAPTCHA_REQUIRED, then signs in with the solved token', async () => {
    const server = fakeServer()
      .on(adminStaffApi.login, (p) => (p.captchaToken === 'pass-1' ? { token: 'tok-2' } : new FakeFailure('CAPTCHA_REQUIRED', '1', REQUIRED)))
      .on(adminStaffApi.captcha, CHALLENGE)
      .on(adminStaffApi.verifyCaptcha, (p) => (p.captchaId === 'c1' ? { captchaToken: 'pass-1' } : new FakeFailure('CAPTCHA_FAILED')));
    await renderSignIn();
    expect(await screen.findByRole('dialog', { name: 'Security check' })).toBeTruthy();
    expect(screen.queryByText(REQUIRED)).toBeNull();
    await waitFor(() => expect(screen.getByTestId('slider-puzzle').dataset.status).toBe('ready'));
    const handle = screen.getByRole('slider', { name: 'Puzzle slider' });
    fireEvent.keyDown(handle, { key: 'ArrowRight', shiftKey: true });
    fireEvent.keyDown(handle, { key: 'Enter' });

    expect(await screen.findByText('overview')).toBeTruthy();
    const logins = server.callsTo(adminStaffApi.login).map((c) => c.params);
    expect(logins).toEqual([
      { email: 'ada@mall.test', password: 'adminpass1' },
      { email: 'ada@mall.test', password: 'adminpass1', captchaToken: 'pass-1' },
    ]);
    expect(server.callsTo(adminStaffApi.verifyCaptcha).map((c) => c.params)).toEqual([{ captchaId: 'c1', x: '10' }]);
    expect(localStorage.getItem(STORAGE_KEYS.adminToken)).toBe('tok-2');
  });

  it('toasts a wrong password and keeps the visitor on the page', async () => {
    fakeServer().on(adminStaffApi.login, new FakeFailure('LOGIN_FAILED', '1', 'Wrong email or password'));
    await renderSignIn();
    expect(await screen.findByText('Wrong email or password')).toBeTruthy();
    expect(screen.queryByText('overview')).toBeNull();
    expect(screen.queryByTestId('slider-puzzle')).toBeNull();
  });
});
