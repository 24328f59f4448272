import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { initI18n } from '@mall/i18n/web';
import { BackofficeProviders } from '@mall/backoffice/shared/backoffice-providers';
import { backoffice } from '../../../config/backoffice';
import { fakeApi } from '@mall/backoffice/testing/fake-api';
import { SafewordEditor } from './safeword-form';

afterEach(() => { cleanup(); vi.unstubAllGlobals(); });

function safewordServer(initiallySet: boolean) {
  const state = { set: initiallySet };
  return fakeApi({
    'seller!safeword': () => ({ safeword: state.set ? 1 : 0 }),
    'seller!setSafeword': () => { state.set = true; return null; },
  });
}

async function renderEditor() {
  const i18n = await initI18n('en', ['seller', 'backoffice', 'errors', 'ui']);
  render(<BackofficeProviders i18n={i18n} config={backoffice} onSignedOut={() => {}}><SafewordEditor /></BackofficeProviders>);
}

const typeDigits = (group: string, digits: string) =>
  fireEvent.change(within(screen.getByRole('group', { name: group })).getByLabelText('Digit 1 of 6'), { target: { value: digits } });

describe('transaction password', () => {
  it('sets a transaction password entered twice, then offers to change it', async () => {
    const calls = safewordServer(false);
    await renderEditor();
    expect(await screen.findByRole('heading', { name: 'Set your transaction password' })).toBeTruthy();
    typeDigits('New transaction password', '246810');
    typeDigits('Repeat the new transaction password', '246810');
    fireEvent.click(screen.getByRole('button', { name: 'Set the password' }));
    expect(await screen.findByRole('heading', { name: 'Change your transaction password' })).toBeTruthy();
    expect(calls.filter((c) => c.name === 'seller!setSafeword').map((c) => c.params)).toEqual([{ safeword: '246810', re_safeword: '246810' }]);
  });

  it('refuses two different passwords', async () => {
    const calls = safewordServer(false);
    await renderEditor();
    await screen.findByRole('heading', { name: 'Set your transaction password' });
    typeDigits('New transaction password', '246810');
    typeDigits('Repeat the new transaction password', '246811');
    fireEvent.click(screen.getByRole('button', { name: 'Set the password' }));
    expect(await screen.findByText('The two passwords are not the same')).toBeTruthy();
    expect(calls.some((c) => c.name === 'seller!setSafeword')).toBe(false);
  });

  it('changes the password with the current one', async () => {
    const calls = safewordServer(true);
    await renderEditor();
    await screen.findByRole('heading', { name: 'Change your transaction password' });
    typeDigits('Current transaction password', '111111');
    typeDigits('New transaction password', '222222');
    typeDigits('Repeat the new transaction password', '222222');
    fireEvent.click(screen.getByRole('button', { name: 'Change the password' }));
    await waitFor(() => expect(calls.filter((c) => c.name === 'seller!setSafeword').map((c) => c.params)).toEqual([
      { old_safeword: '111111', safeword: '222222', re_safeword: '222222' },
    ]));
  });
});
