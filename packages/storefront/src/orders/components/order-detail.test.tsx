import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { clearSession, setToken } from '../../shared/utils/session';
import { stubApi } from '../../shared/testing/stub-api';
import { logEntry, orderGoods, orderInfo, page } from '../testing/fixtures';
import { links, renderOrders } from '../testing/render-orders';
import { OrderDetail } from './order-detail';

beforeEach(() => setToken('tok'));
afterEach(() => { cleanup(); vi.unstubAllGlobals(); clearSession(); });

describe('order detail', () => {
  it('shows the amounts, carrier and the timeline newest first', async () => {
    stubApi({
      'order!info': { orderInfo: orderInfo({ status: 3, prizeOriginal: 1000, fees: 12.5, discount: 2, prizeReal: 1003, total: 1015.5, carrier: 'DHL', trackingNo: 'JD0001' }) },
      'order!listGoods': page([orderGoods({ goodsNum: 2, sellingPrice: 500, goodsReal: 1000 })]),
      'orderLog!list': [
        logEntry({ id: 'a' }),
        logEntry({ id: 'c', log: 'o1 shipped', text: 'Shipped', event: 'shipped', createTime: '2025-01-03 09:00:00' }),
        logEntry({ id: 'b', log: 'o1 paid', text: 'Paid', event: 'paid', createTime: '2025-01-01 10:05:00' }),
      ],
    });
    await renderOrders(<OrderDetail orderId="o1" links={links} />, links.detail('o1'));
    const fees = await screen.findByTestId('order-fees');
    expect(within(fees).getByText('$1,000.00')).toBeTruthy();
    expect(within(fees).getByText('-$2.00')).toBeTruthy();
    expect(within(fees).getByText('$1,015.50')).toBeTruthy();
    expect(screen.getByText('DHL')).toBeTruthy();
    expect(screen.getByText('JD0001')).toBeTruthy();
    const line = await screen.findByTestId('order-line');
    expect(within(line).getByText('Colour: blue')).toBeTruthy();
    const timeline = await screen.findByTestId('order-timeline');
    expect(Array.from(timeline.querySelectorAll('li'), (li) => li.firstElementChild?.nextSibling?.textContent)).toEqual(['Shipped', 'Paid', 'Order placed']);
    expect(within(screen.getByRole('group', { name: 'Order actions' })).getByRole('button', { name: 'Confirm receipt' })).toBeTruthy();
  });
});
