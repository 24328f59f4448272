import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { cartStorageKey } from '@mall/domain/cart';
import { clearCart, markCartRestored, readCheckoutSelection } from '../../shared/utils/cart-store';
import { clearSession, setToken } from '../../shared/utils/session';
import { stubApi } from '../../shared/testing/stub-api';
import { CART, links, localUser } from '../testing/fixtures';
import { renderCart } from '../testing/render-cart';
import { CartPage } from './cart-page';

beforeEach(() => {
  markCartRestored();
  localStorage.setItem(cartStorageKey('U1'), JSON.stringify(CART));
  stubApi({ 'localuser!get': localUser(), 'syspara!getSyspara': {} });
});
afterEach(() => { cleanup(); vi.unstubAllGlobals(); clearCart('U1'); clearSession(); });

describe('cart page (mobile)', () => {
  it('asks a guest to sign in and shows no cart', async () => {
    await renderCart(<CartPage links={links} />, '/cart');
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(links.login);
    expect(screen.queryByTestId('cart-group')).toBeNull();
  });

  it('checks out every line, all checked by default', async () => {
    setToken('tok');
    await renderCart(<CartPage links={links} />, '/cart');
    expect(await screen.findAllByTestId('cart-group')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Check out' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe(links.settlement));
    expect(readCheckoutSelection()).toEqual(['g1_s1', 'g2_-1', 'g3_s9']);
  });
});
