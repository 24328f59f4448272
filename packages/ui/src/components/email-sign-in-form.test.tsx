import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderWithUi } from '../test-utils';
import { EmailSignInForm, type EmailSignInValues } from './email-sign-in-form';

afterEach(cleanup);

const validate = ({ email, password }: EmailSignInValues) => ({
  email: email.includes('@') ? null : 'Enter a valid email',
  password: password ? null : 'Enter the password',
});

describe('EmailSignInForm', () => {
  it('holds back a submit with invalid fields and shows why only after the first try', async () => {
    const onSubmit = vi.fn();
    await renderWithUi(<EmailSignInForm title="Seller sign-in" validate={validate} onSubmit={onSubmit} />);
    expect(screen.getByRole('heading', { name: 'Seller sign-in' })).toBeTruthy();
    expect(screen.queryByText('Enter a valid email')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Enter a valid email')).toBeTruthy();
    expect(screen.getByText('Enter the password')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the trimmed email and the password', async () => {
    const onSubmit = vi.fn();
    await renderWithUi(<EmailSignInForm title="Sign in" validate={validate} onSubmit={onSubmit} />);
    fireEvent.change(screen.getByLabelText(/^Email address/), { target: { value: '  sam@x.test ' } });
    fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'secret 1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onSubmit).toHaveBeenCalledWith('sam@x.test', 'secret 1');
  });

  it('disables the button while the sign-in runs, in the interface language', async () => {
    await renderWithUi(<EmailSignInForm title="Anmelden" onSubmit={() => {}} pending />, { lng: 'de' });
    expect((screen.getByRole('button', { name: 'Anmeldung läuft…' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
