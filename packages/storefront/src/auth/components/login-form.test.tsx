import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../../shared/testing/render-with-providers';
import errors from '../../../../../locales/en/errors.json';
import { LoginForm } from './login-form';

const links = { afterSignInHref: '/', registerHref: '/register', forgotPasswordHref: '/forgot-password' };

afterEach(() => { cleanup(); vi.unstubAllGlobals(); });

describe('sign-in form', () => {
  it('shows the translated field messages on submit and sends nothing', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await renderWithProviders(<LoginForm {...links} />);
    fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), { target: { value: 'not-an-email' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(errors.EMAIL_INVALID)).toBeTruthy();
    expect(screen.getByText(errors.PASSWORD_REQUIRED)).toBeTruthy();
    expect(screen.queryByTestId('slider-puzzle')).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('clears a message as soon as the field is corrected', async () => {
    vi.stubGlobal('fetch', vi.fn());
    await renderWithProviders(<LoginForm {...links} />);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(errors.EMAIL_INVALID)).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Email' }), { target: { value: 'ann@mail.test' } });
    expect(screen.queryByText(errors.EMAIL_INVALID)).toBeNull();
  });

  it('asks for area code and phone when signing in by phone', async () => {
    vi.stubGlobal('fetch', vi.fn());
    await renderWithProviders(<LoginForm {...links} />);
    fireEvent.click(screen.getByRole('tab', { name: 'Phone' }));
    fireEvent.change(screen.getByLabelText('Password', { selector: 'input' }), { target: { value: 'secret1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(errors.PHONE_INVALID)).toBeTruthy();
  });
});
