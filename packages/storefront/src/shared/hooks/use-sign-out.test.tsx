import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { cartStorageKey } from '@mall/domain/cart';
import { ApiProvider } from '../api-context';
import { renderWithProviders } from '../testing/render-with-providers';
import { stubApi, testApiClient } from '../testing/stub-api';
import { clearSession, getToken, setToken } from '../utils/session';
import { useCurrentUser } from './use-current-user';
import { useSignOut } from './use-sign-out';

afterEach(() => { cleanup(); vi.unstubAllGlobals(); clearSession(); localStorage.clear(); });

function Account() {
  const { user } = useCurrentUser();
  const signOut = useSignOut('/index');
  return user ? <button type="button" onClick={() => void signOut()}>{user.usercode}</button> : null;
}

describe('sign-out', () => {
  it('clears the token and the buyer’s cart', async () => {
    setToken('tok');
    localStorage.setItem(cartStorageKey('U1'), JSON.stringify([{ identifier: 'g1_s1' }]));
    localStorage.setItem(cartStorageKey('U2'), '[]');
    stubApi({ 'localuser!get': { usercode: 'U1', username: 'ann', avatar: '', safeword: 1, phone: '', email: '', kyc: 0, name: '', agentCode: '', invitationCode: '' }, 'user!logout': null });
    await renderWithProviders(<ApiProvider client={testApiClient()}><Account /></ApiProvider>, { route: '/userInfo' });
    fireEvent.click(await screen.findByRole('button', { name: 'U1' }));
    await waitFor(() => expect(getToken()).toBeNull());
    expect(localStorage.getItem(cartStorageKey('U1'))).toBeNull();
    expect(localStorage.getItem(cartStorageKey('U2'))).toBe('[]');
  });
});
