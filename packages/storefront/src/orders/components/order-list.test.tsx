import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { clearSession, setToken } from '../../shared/utils/session';
import { stubApi, type StubAnswer, type StubCall } from '../../shared/testing/stub-api';
import { localUser, orderRow, page } from '../testing/fixtures';
import { links, renderOrders } from '../testing/render-orders';
import { OrderList } from './order-list';

beforeEach(() => setToken('tok'));
afterEach(() => { cleanup(); vi.unstubAllGlobals(); clearSession(); });

const renderList = () => renderOrders(<OrderList links={links} />, links.list);
const listCalls = (calls: StubCall[]) => calls.filter((c) => c.endpoint === 'order!listMain');
const actionsOf = async () => within(await screen.findByRole('group', { name: 'Order actions' }));
/** The labels of the buttons and links in the card's action group, in order. */
const actionNames = () => Array.from(screen.getByRole('group', { name: 'Order actions' }).querySelectorAll('a, button'), (b) => b.textContent);

const withOrder = (status: 0 | 3, extra: Record<string, StubAnswer> = {}) =>
  stubApi({ 'order!listMain': page([orderRow({ status })]), 'localuser!get': localUser(1), 'wallet!getUsdt': { money: 5000 }, ...extra });

describe('order list', () => {
  it('asks order!listMain for the status of each tab, 20 a page', async () => {
    const calls = stubApi({ 'order!listMain': page([]) });
    await renderList();
    await screen.findByText('No orders here yet');
    expect(listCalls(calls)[0].query.has('status')).toBe(false);
    expect(listCalls(calls)[0].query.get('pageSize')).toBe('20');
    const expected: [string, string][] = [
      ['To be paid', '0'], ['To be shipped', '1'], ['Confirmed', '2'], ['To be received', '3'], ['Received', '4,5'], ['To be reviewed', '4'], ['Refund/after-sales', '6'],
    ];
    for (const [tab, status] of expected) {
      fireEvent.click(screen.getByRole('tab', { name: tab }));
      await waitFor(() => expect(listCalls(calls).at(-1)!.query.get('status')).toBe(status));
    }
  });

  it('shows an order card with store, number, product and total in dollars', async () => {
    withOrder(0);
    await renderList();
    const card = await screen.findByTestId('order-card');
    expect(within(card).getByText('Acme Store')).toBeTruthy();
    expect(within(card).getByText('NO20250101000001')).toBeTruthy();
    expect(within(card).getByText('Blue kettle')).toBeTruthy();
    expect(within(card).getByTestId('order-total').textContent).toBe('$1,234.50');
  });

  it('offers pay and cancel on an unpaid order, and cancelling offers the unpaid-order reasons and sends the chosen code', async () => {
    const calls = withOrder(0, { 'order!cancel': null });
    await renderList();
    const actions = await actionsOf();
    expect(actionNames()).toEqual(['Cancel order', 'Pay now']);
    fireEvent.click(actions.getByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the order' });
    expect(within(dialog).getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual([
      "I don't want it anymore", 'Wrong address or contact information', 'Wrong item or quantity selected',
      'Found a better price elsewhere', 'Payment problem', 'Other',
    ]);
    // The after-sales reasons belong to refunds and returns, not to an order never paid.
    expect(within(dialog).queryByRole('radio', { name: 'Fake brand' })).toBeNull();
    expect(within(dialog).queryByRole('radio', { name: 'Goods not received' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Found a better price elsewhere' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() => expect(calls.some((c) => c.endpoint === 'order!cancel')).toBe(true));
    const q = calls.find((c) => c.endpoint === 'order!cancel')!.query;
    expect([q.get('orderId'), q.get('returnReason')]).toEqual(['o1', '4']);
  });

  it('does not cancel before a reason is chosen', async () => {
    const calls = withOrder(0, { 'order!cancel': null });
    await renderList();
    fireEvent.click((await actionsOf()).getByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the order' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(await within(dialog).findByText('Please choose a reason')).toBeTruthy();
    expect(calls.some((c) => c.endpoint === 'order!cancel')).toBe(false);
  });

  it('pays an unpaid order with the 6-digit transaction password', async () => {
    const calls = withOrder(0, { 'order!pay': null });
    await renderList();
    fireEvent.click((await actionsOf()).getByRole('button', { name: 'Pay now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay for the order' });
    expect(within(dialog).getByText('$1,234.50')).toBeTruthy();
    await waitFor(() => expect(within(dialog).getByTestId('balance-available').textContent).toBe('5,000.00 USDT'));
    expect(within(dialog).queryByTestId('balance-short')).toBeNull();
    fireEvent.change(within(dialog).getByLabelText('Digit 1 of 6'), { target: { value: '123456' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay' }));
    await waitFor(() => expect(calls.some((c) => c.endpoint === 'order!pay')).toBe(true));
    const q = calls.find((c) => c.endpoint === 'order!pay')!.query;
    expect([q.get('orderId'), q.get('safeword')]).toEqual(['o1', '123456']);
  });

  it('offers a recharge instead of the password when the balance is short of the order', async () => {
    const calls = withOrder(0, { 'order!pay': null, 'wallet!getUsdt': { money: 1000.4 } });
    await renderList();
    fireEvent.click((await actionsOf()).getByRole('button', { name: 'Pay now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pay for the order' });
    const short = await within(dialog).findByTestId('balance-short');
    expect(short.textContent).toContain('234.10 USDT');
    expect(within(dialog).getByTestId('balance-available').textContent).toBe('1,000.40 USDT');
    expect(within(dialog).queryByLabelText('Digit 1 of 6')).toBeNull();
    expect((within(dialog).getByRole('button', { name: 'Pay' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(short).getByRole('link', { name: 'Recharge' }).getAttribute('href')).toBe(`${links.recharge}?return=${encodeURIComponent(links.list)}`);
    expect(calls.some((c) => c.endpoint === 'order!pay')).toBe(false);
  });

  it('offers only confirm receipt on a shipped order, which asks first', async () => {
    const calls = withOrder(3, { 'order!receipt': null });
    await renderList();
    const actions = await actionsOf();
    expect(actionNames()).toEqual(['Confirm receipt']);
    fireEvent.click(actions.getByRole('button', { name: 'Confirm receipt' }));
    expect(calls.some((c) => c.endpoint === 'order!receipt')).toBe(false);
    const dialog = await screen.findByRole('dialog', { name: 'Confirm receipt' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm receipt' }));
    await waitFor(() => expect(calls.find((c) => c.endpoint === 'order!receipt')?.query.get('orderId')).toBe('o1'));
  });
});
