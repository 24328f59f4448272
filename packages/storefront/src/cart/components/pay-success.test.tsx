import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { clearSession, setToken } from '../../shared/utils/session';
import { stubApi } from '../../shared/testing/stub-api';
import { orderInfo } from '../../orders/testing/fixtures';
import { links } from '../testing/fixtures';
import { renderCart } from '../testing/render-cart';
import { PaySuccess } from './pay-success';

beforeEach(() => setToken('tok'));
afterEach(() => { cleanup(); vi.unstubAllGlobals(); clearSession(); });

const ORDERS = {
  O1: orderInfo({ id: 'O1', orderNo: 'NO20261126000001', status: 1, total: 29.35 }),
  O2: orderInfo({ id: 'O2', orderNo: 'NO20261126000002', status: 1, total: 1004.05 }),
};

describe('pay success', () => {
  it('reads the paid orders of its address back from the server: their numbers, links and the amount paid', async () => {
    const calls = stubApi({ 'order!info': (q: URLSearchParams) => ({ orderInfo: ORDERS[q.get('orderId') as keyof typeof ORDERS] }) });
    await renderCart(<PaySuccess links={links} />, `${links.paySuccess}?orders=O1%2CO2`, links.paySuccess);
    const paid = await screen.findAllByTestId('paid-order');
    expect(paid.map((a) => a.textContent)).toEqual(['NO20261126000001', 'NO20261126000002']);
    expect(paid.map((a) => a.getAttribute('href'))).toEqual([links.order('O1'), links.order('O2')]);
    // 29.35 + 1,004.05, exactly.
    expect(screen.getByTestId('amount-paid').textContent).toBe('$1,033.40');
    expect(calls.filter((c) => c.endpoint === 'order!info').map((c) => c.query.get('orderId')).sort()).toEqual(['O1', 'O2']);
    fireEvent.click(paid[1]);
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe(links.order('O2')));
  });

  it('shows only the message and the ways on without order ids', async () => {
    const calls = stubApi({});
    await renderCart(<PaySuccess links={links} />, links.paySuccess);
    expect(screen.getByRole('heading', { name: 'Payment successful' })).toBeTruthy();
    expect(screen.queryByTestId('amount-paid')).toBeNull();
    expect(calls).toHaveLength(0);
  });
});
