import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { cartStorageKey, type CartLine } from '@mall/domain/cart';
import { clearCart, markCartRestored, readCheckoutSelection } from '../../shared/utils/cart-store';
import { clearSession, setToken } from '../../shared/utils/session';
import { stubApi } from '../../shared/testing/stub-api';
import { CART, line, links, localUser } from '../testing/fixtures';
import { renderCart } from '../testing/render-cart';
import { CartDrawer, CART_DRAWER_WIDTH } from './cart-drawer';

beforeEach(() => { setToken('tok'); markCartRestored(); });
afterEach(() => { cleanup(); vi.unstubAllGlobals(); clearCart('U1'); clearSession(); });

const store = (lines: CartLine[]) => localStorage.setItem(cartStorageKey('U1'), JSON.stringify(lines));
const stored = (): CartLine[] => JSON.parse(localStorage.getItem(cartStorageKey('U1')) ?? '[]');

async function openDrawer(lines: CartLine[], maxBuy: string | null = null) {
  store(lines);
  stubApi({ 'localuser!get': localUser(), 'syspara!getSyspara': { mall_max_goods_number_in_order: maxBuy } });
  await renderCart(<CartDrawer open onClose={() => undefined} links={links} />, '/index');
  return screen.findByRole('dialog', { name: 'Shopping cart' });
}

const sellerBox = (seller: string) => screen.getByRole('checkbox', { name: `Select all goods of ${seller}` }) as HTMLInputElement;
const lineBox = (name: string) => screen.getByRole('checkbox', { name: `Select ${name}` }) as HTMLInputElement;
const indeterminate = (box: HTMLInputElement) => box.closest('.MuiCheckbox-root')?.classList.contains('MuiCheckbox-indeterminate') ?? false;

describe('cart drawer', () => {
  it('is 400 px wide and locks the page scrolling while open', async () => {
    const drawer = await openDrawer(CART);
    expect(CART_DRAWER_WIDTH).toBe(400);
    expect(getComputedStyle(drawer).width).toBe('400px');
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('groups the lines per seller, all checked by default, with the checked total', async () => {
    await openDrawer(CART);
    const groups = await screen.findAllByTestId('cart-group');
    expect(groups.map((g) => [g.getAttribute('aria-label'), within(g).getAllByTestId('cart-line').length])).toEqual([['Kettle House', 2], ['Lamp Hall', 1]]);
    expect(sellerBox('Kettle House').checked).toBe(true);
    expect(within(groups[0]).getByTestId('cart-group-total').textContent).toBe('$25.30');
    expect(screen.getByTestId('cart-total').textContent).toBe('$1,025.30');
  });

  it('shows a partly checked seller as indeterminate and checks all of its lines at once', async () => {
    await openDrawer(CART);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select Teapot' }));
    await waitFor(() => expect(indeterminate(sellerBox('Kettle House'))).toBe(true));
    expect(sellerBox('Kettle House').checked).toBe(false);
    expect(screen.getByTestId('cart-total').textContent).toBe('$1,025.00');
    fireEvent.click(sellerBox('Kettle House'));
    await waitFor(() => expect(lineBox('Teapot').checked).toBe(true));
    expect(indeterminate(sellerBox('Kettle House'))).toBe(false);
    fireEvent.click(sellerBox('Kettle House'));
    await waitFor(() => expect(lineBox('Blue kettle').checked).toBe(false));
    expect(stored().filter((l) => l.checked).map((l) => l.identifier)).toEqual(['g3_s9']);
  });

  it('refuses checkout with nothing checked', async () => {
    await openDrawer(CART);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select all' }));
    await waitFor(() => expect(lineBox('Desk lamp').checked).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Check out' }));
    expect(await screen.findByText('Please select a product to check out')).toBeTruthy();
    expect(screen.queryByTestId('where')).toBeNull();
    expect(readCheckoutSelection()).toBeNull();
  });

  it('refuses checkout when the checked total is zero', async () => {
    await openDrawer([line({ price: 0, sellingPrice: 0 })]);
    fireEvent.click(await screen.findByRole('button', { name: 'Check out' }));
    expect(await screen.findByText('Please select a product to check out')).toBeTruthy();
    expect(screen.queryByTestId('where')).toBeNull();
  });

  it('saves the checked lines and goes to checkout', async () => {
    await openDrawer(CART);
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select Teapot' }));
    await waitFor(() => expect(lineBox('Teapot').checked).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: 'Check out' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe(links.settlement));
    expect(readCheckoutSelection()).toEqual(['g1_s1', 'g3_s9']);
  });

  it('keeps a quantity between buyMin and the configured maximum', async () => {
    await openDrawer([line({ identifier: 'a', name: 'Teapot', buyMin: 2, count: 2 })], '3');
    const teapot = (await screen.findAllByTestId('cart-line'))[0];
    const qty = within(teapot).getByRole('textbox', { name: 'Quantity' }) as HTMLInputElement;
    expect((within(teapot).getByRole('button', { name: 'Decrease quantity' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(qty, { target: { value: '1' } });
    fireEvent.blur(qty);
    expect(qty.value).toBe('2');
    fireEvent.change(qty, { target: { value: '50' } });
    fireEvent.blur(qty);
    await waitFor(() => expect(qty.value).toBe('3'));
    expect(stored()[0].count).toBe(3);
    expect((within(teapot).getByRole('button', { name: 'Increase quantity' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('deletes a line', async () => {
    await openDrawer(CART);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Desk lamp' }));
    await waitFor(() => expect(screen.getAllByTestId('cart-group')).toHaveLength(1));
    expect(stored().map((l) => l.identifier)).toEqual(['g1_s1', 'g2_-1']);
  });
});
