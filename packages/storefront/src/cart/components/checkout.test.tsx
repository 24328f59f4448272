import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { cartStorageKey, type CartLine } from '@mall/domain/cart';
import errors from '../../../../../locales/en/errors.json';
import { AddressPicker } from '../../address/components/address-picker';
import { clearCart, saveCheckoutSelection } from '../../shared/utils/cart-store';
import { clearSession, setToken } from '../../shared/utils/session';
import { stubApi, type StubAnswer } from '../../shared/testing/stub-api';
import { address, CART, links, localUser, PREVIEW } from '../testing/fixtures';
import { renderCart } from '../testing/render-cart';
import { Checkout } from './checkout';

vi.mock('../../shared/utils/redirect', () => ({ redirectTo: vi.fn() }));
const { redirectTo } = await import('../../shared/utils/redirect');

beforeEach(() => {
  setToken('tok');
  localStorage.setItem(cartStorageKey('U1'), JSON.stringify(CART));
  saveCheckoutSelection(['g1_s1', 'g3_s9']);
});
afterEach(() => { cleanup(); vi.unstubAllGlobals(); clearCart('U1'); clearSession(); });

const api: Record<string, StubAnswer> = {
  'localuser!get': localUser(),
  'address!list': { pageList: [address('A1', 0, 'Bob Stone'), address('A2', 1, 'Ann Lee')], pageInfo: { pageNum: 1, pageSize: 2, totalElements: 2 } },
  'order!preview': PREVIEW,
  'order!payMethods': [{ code: 'balance', open: 1 }, { code: 'card', open: 0 }, { code: 'wallet', open: 1 }],
  'order!submit': { orderList: [{ orderId: 'O1' }, { orderId: 'O2' }] },
  'order!pay': null,
  'wallet!getUsdt': { money: 5000 },
};

const renderCheckout = (safeword: 0 | 1 = 1) => renderCart(
  <Checkout user={localUser(safeword)} links={links} renderAddress={(choice) => <AddressPicker {...choice} />} />,
  links.settlement,
);
const stored = (): CartLine[] => JSON.parse(localStorage.getItem(cartStorageKey('U1')) ?? '[]');

describe('checkout', () => {
  it('prices the saved selection per seller and in total, freight being shipping + long-distance + delivery', async () => {
    const calls = stubApi(api);
    await renderCheckout();
    const orders = await screen.findAllByTestId('summary-order');
    expect(orders.map((o) => o.getAttribute('aria-label'))).toEqual(['Kettle House', 'Lamp Hall']);
    expect(within(orders[0]).getByTestId('summary-freight').textContent).toBe('$1.75');
    expect(within(orders[1]).getByTestId('summary-order-total').textContent).toBe('$1,004.05');
    expect(screen.getByTestId('summary-total').textContent).toBe('$1,033.40');
    await waitFor(() => expect(calls.filter((c) => c.endpoint === 'order!preview').at(-1)?.query.get('addressId')).toBe('A2'));
    expect(calls.find((c) => c.endpoint === 'order!preview')!.query.get('orderInfo')).toBe('g1,s1,2,g3,s9,1');
  });

  it('offers the balance and shows the closed methods as not open in the region', async () => {
    stubApi({ ...api, 'order!payMethods': [{ code: 'balance', open: 1 }, { code: 'card', open: 0 }, { code: 'wallet', open: 0 }] });
    await renderCheckout();
    expect((await screen.findByRole('radio', { name: 'Balance (USDT)' }) as HTMLInputElement).checked).toBe(true);
    for (const name of [/Bank card/, /E-wallet/]) {
      const radio = screen.getByRole('radio', { name }) as HTMLInputElement;
      expect(radio.disabled).toBe(true);
      expect(radio.closest('label')?.textContent).toContain('Not open in your region');
    }
  });

  it('submits orderInfo triples with the chosen address, takes the lines out of the cart and pays with the password', async () => {
    const calls = stubApi(api);
    await renderCheckout();
    fireEvent.click(await screen.findByRole('radio', { name: 'Bob Stone' }));
    await screen.findAllByTestId('summary-order');
    fireEvent.click(screen.getByRole('button', { name: 'Submit order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Enter your transaction password' });
    const submit = calls.find((c) => c.endpoint === 'order!submit')!.query;
    expect([submit.get('orderInfo'), submit.get('addressId')]).toEqual(['g1,s1,2,g3,s9,1', 'A1']);
    expect(stored().map((l) => l.identifier)).toEqual(['g2_-1']);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay now' }));
    expect(await within(dialog).findByText(errors.SAFEWORD_FORMAT)).toBeTruthy();
    expect(calls.some((c) => c.endpoint === 'order!pay')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText('Digit 1 of 6'), { target: { value: '123456' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay now' }));
    // The pay-success page gets the paid orders in its address, so a reload still shows them.
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe(`${links.paySuccess}?orders=${encodeURIComponent('O1,O2')}`));
    const pay = calls.find((c) => c.endpoint === 'order!pay')!.query;
    expect([pay.get('orderId'), pay.get('safeword')]).toEqual(['O1,O2', '123456']);
  });

  it('shows the balance beside the balance payment and, when it is short of the total, offers a recharge before any password', async () => {
    const calls = stubApi({ ...api, 'wallet!getUsdt': { money: 1000.1 } });
    await renderCheckout();
    const short = await screen.findByTestId('balance-short');
    expect(screen.getByTestId('balance-available').textContent).toBe('1,000.10 USDT');
    // 1,033.40 due less 1,000.10 held, exactly.
    expect(short.textContent).toContain('33.30 USDT');
    expect(within(short).getByRole('link', { name: 'Recharge' }).getAttribute('href')).toBe(`${links.recharge}?return=${encodeURIComponent(links.settlement)}`);
    const submit = screen.getByRole('button', { name: 'Submit order' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.click(submit);
    expect(screen.queryByRole('dialog', { name: 'Enter your transaction password' })).toBeNull();
    expect(calls.some((c) => c.endpoint === 'order!submit' || c.endpoint === 'order!pay')).toBe(false);
    // The e-wallet pays through its provider: the balance does not matter there.
    fireEvent.click(screen.getByRole('radio', { name: /E-wallet/ }));
    expect(screen.queryByTestId('balance-short')).toBeNull();
    expect((screen.getByRole('button', { name: 'Submit order' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows a covering balance without a warning', async () => {
    stubApi(api);
    await renderCheckout();
    await screen.findAllByTestId('summary-order');
    await waitFor(() => expect(screen.getByTestId('balance-available').textContent).toBe('5,000.00 USDT'));
    expect(screen.queryByTestId('balance-short')).toBeNull();
  });

  it('pays through the provider with the e-wallet: no password, off to the provider, back to the orders', async () => {
    const calls = stubApi({ ...api, 'order!payByProvider': 'https://pay.example.test/checkout?order_no=P1' });
    await renderCheckout(0);
    expect((await screen.findByRole('radio', { name: /Bank card/ }) as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: /E-wallet/ }));
    await screen.findAllByTestId('summary-order');
    expect(screen.queryByRole('link', { name: 'Set transaction password' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Submit order' }));
    await waitFor(() => expect(redirectTo).toHaveBeenCalledWith('https://pay.example.test/checkout?order_no=P1'));
    const start = calls.find((c) => c.endpoint === 'order!payByProvider')!.query;
    expect(start.get('orderId')).toBe('O1,O2');
    expect(new URL(start.get('pageUrl')!).pathname).toBe(links.orders);
    expect(screen.queryByRole('dialog', { name: 'Enter your transaction password' })).toBeNull();
    expect(calls.some((c) => c.endpoint === 'order!pay')).toBe(false);
  });

  it('links to setting a transaction password when the buyer has none, and does not submit', async () => {
    stubApi(api);
    await renderCheckout(0);
    const link = await screen.findByRole('link', { name: 'Set transaction password' });
    expect(link.getAttribute('href')).toBe(links.transactionPassword);
    expect((screen.getByRole('button', { name: 'Submit order' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('asks for a delivery address when the buyer has none', async () => {
    const calls = stubApi({ ...api, 'address!list': { pageList: [], pageInfo: { pageNum: 1, pageSize: 0, totalElements: 0 } } });
    await renderCheckout();
    await screen.findAllByTestId('summary-order');
    fireEvent.click(screen.getByRole('button', { name: 'Submit order' }));
    expect(await screen.findByText(errors.SHIPPING_ADDRESS_NOT_SET)).toBeTruthy();
    expect(calls.some((c) => c.endpoint === 'order!submit')).toBe(false);
    expect(screen.getByRole('button', { name: 'Add address' })).toBeTruthy();
  });
});
