import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { FakeFailure, fakeServer } from '@mall/api-client/testing';
import { accountApi, captchaApi } from '@mall/contract/account';
import { renderWithProviders } from '../../shared/testing/render-with-providers';
import errors from '../../../../../locales/en/errors.json';
import { ApiProvider } from '../../shared/api-context';
import { testApiClient } from '../../shared/testing/stub-api';
import { LoginForm } from './login-form';

const links = { afterSignInHref: '/', registerHref: '/register', forgotPasswordHref: '/forgot-password' };

afterEach(() => { cleanup(); vi.unstubAllGlobals(); });

describe('sign-in form', () => {
  it('shows the translated field messages on submit and sends nothing', async () => {
    const server = fakeServer();
    await renderWithProviders(<LoginForm {...links} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(errors.EMAIL_INVALID)).toBeTruthy();
    expect(screen.getByText(errors.PASSWORD_REQUIRED)).toBeTruthy();
    expect(screen.queryByTestId('slider-puzzle')).toBeNull();
    expect(server.calls).toEqual([]);
  });

  it('clears a message as soon as the field is corrected', async () => {
    fakeServer();
    await renderWithProviders(<LoginForm {...links} />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(errors.EMAIL_INVALID)).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), { target: { value: 'ann@mail.test' } });
    expect(screen.queryByText(errors.EMAIL_INVALID)).toBeNull();
  });

  it('asks for area code and phone when signing in by phone', async () => {
    fakeServer();
    await renderWithProviders(<LoginForm {...links} />);
    fireEvent.click(screen.getByRole('tab', { name: 'Phone' }));
    fireEvent.change(screen.getByLabelText('Password', { selector: 'input' }), { target: { value: 'secret1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(errors.PHONE_INVALID)).toBeTruthy();
  });

  it('signs in without the puzzle first, and shows it only when the server answers CAPTCHA_REQUIRED', async () => {
    const challenge = { captchaId: 'c1', bg: 'data:image/png;base64,iVBORw0KGgo=', piece: 'data:image/png;base64,iVBORw0KGgo=', y: 10, width: 320, height: 160, pieceSize: 48 };
    const server = fakeServer()
      .on(accountApi.login, new FakeFailure('CAPTCHA_REQUIRED', '1', errors.CAPTCHA_REQUIRED))
      .on(captchaApi.get, challenge);
    await renderWithProviders(<ApiProvider client={testApiClient()}><LoginForm {...links} /></ApiProvider>);
    fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), { target: { value: 'ann@mail.test' } });
    fireEvent.change(screen.getByLabelText('Password', { selector: 'input' }), { target: { value: 'secret1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByTestId('slider-puzzle')).toBeTruthy();
    const sent = server.callsTo(accountApi.login);
    expect(sent).toHaveLength(1);
    expect('captchaToken' in sent[0].params).toBe(false);
    expect(screen.queryByText(errors.CAPTCHA_REQUIRED)).toBeNull();
  });
});
