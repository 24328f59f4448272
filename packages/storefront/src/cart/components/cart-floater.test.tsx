import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { cartStorageKey } from '@mall/domain/cart';
import { clearCart, markCartRestored } from '../../shared/utils/cart-store';
import { clearSession, setToken } from '../../shared/utils/session';
import { stubApi } from '../../shared/testing/stub-api';
import { CART, links, localUser } from '../testing/fixtures';
import { renderCart } from '../testing/render-cart';
import { CartFloater } from './cart-floater';

const PAGES = ['/index', '/classification', '/commodity', '/information', '/productDetails', '/store', '/discounted', '/userInfo/dashboard'];

beforeEach(() => {
  markCartRestored();
  localStorage.setItem(cartStorageKey('U1'), JSON.stringify(CART));
  stubApi({ 'localuser!get': localUser(), 'syspara!getSyspara': {} });
});
afterEach(() => { cleanup(); vi.unstubAllGlobals(); clearCart('U1'); clearSession(); });

const renderAt = (route: string) => renderCart(<CartFloater pages={PAGES} links={links} />, route, '*');

describe('cart floater', () => {
  it.each(PAGES)('shows on %s when signed in, with the number of lines', async (page) => {
    setToken('tok');
    await renderAt(page);
    const button = await screen.findByRole('button', { name: 'Open the shopping cart' });
    expect(await screen.findByText('3')).toBeTruthy();
    fireEvent.click(button);
    expect(await screen.findByRole('dialog', { name: 'Shopping cart' })).toBeTruthy();
  });

  it.each(['/settlement', '/searchGoods', '/userInfo/money-package', '/login'])('is not shown on %s', async (page) => {
    setToken('tok');
    await renderAt(page);
    expect(screen.queryByRole('button', { name: 'Open the shopping cart' })).toBeNull();
  });

  it('is not shown to a guest', async () => {
    await renderAt('/index');
    expect(screen.queryByRole('button', { name: 'Open the shopping cart' })).toBeNull();
  });
});
