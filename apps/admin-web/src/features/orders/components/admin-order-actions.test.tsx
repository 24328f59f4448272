import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { initI18n } from '@mall/i18n/web';
import { BackofficeProviders } from '@mall/backoffice/shared/backoffice-providers';
import { OrderDetail } from '@mall/backoffice/orders/order-detail';
import { OrderList } from '@mall/backoffice/orders/order-list';
import { backoffice } from '../../../config/backoffice';
import { fakeApi } from '@mall/backoffice/testing/fake-api';
import { AdminOrderActions } from './admin-order-actions';

afterEach(() => { cleanup(); vi.unstubAllGlobals(); });

const info = {
  id: '9', orderNo: 'O20250101009', status: 2, createTime: '2025-01-01 10:00:00',
  contacts: 'Bo Buyer', phone: '+1 555 0100', email: '', country: 'US', province: 'CA', city: 'Fresno', address: '1 Main St', postcode: '93650',
  goodsCount: 1, prizeOriginal: 1200, prizeReal: 1200, total: 1234.5, discount: 0, fees: 30, tax: 4.5, handlingFee: 0, serviceFee: 0,
  sellerId: '4', sellerName: 'Sam Goods', returnStatus: 0, returnReason: 0, returnDetail: '', returnMoney: 0,
  carrier: '', trackingNo: '', reminded: 0, payTime: '2025-01-01 10:05:00', shipTime: '', receiptTime: '',
};

async function renderWithProviders(node: React.ReactNode) {
  const i18n = await initI18n('en', ['admin', 'backoffice', 'errors', 'ui']);
  render(<BackofficeProviders i18n={i18n} config={backoffice} onSignedOut={() => {}}><MemoryRouter>{node}</MemoryRouter></BackofficeProviders>);
}

describe('admin orders', () => {
  it('refuses a manual refund without a reason, then sends the reason with the order id', async () => {
    const state = { info: { ...info } };
    const calls = fakeApi({
      'order!info': () => ({ orderInfo: state.info, buyerName: 'bo@x.test', goods: [], logs: [] }),
      'order!refund': () => { state.info = { ...state.info, status: 6, returnStatus: 2, returnMoney: 1234.5 }; return null; },
    });
    await renderWithProviders(<OrderDetail orderId="9" backHref="/orders" actions={(o) => <AdminOrderActions order={o.orderInfo} />} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund this order?' });
    expect(dialog.textContent).toContain('1,234.50 of order O20250101009 goes back to the buyer');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund the order' }));
    expect(await within(dialog).findByText('Enter the reason for the refund')).toBeTruthy();
    expect(calls.some((c) => c.name === 'order!refund')).toBe(false);

    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Reason/ }), { target: { value: 'Store closed' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund the order' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.name === 'order!refund').map((c) => c.params)).toEqual([{ orderId: '9', reason: 'Store closed' }]);
    // Refunded: no second manual refund is offered.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Refund' })).toBeNull());
  });

  it('offers no manual refund for an unpaid order', async () => {
    fakeApi({ 'order!info': () => ({ orderInfo: { ...info, status: 0 }, buyerName: 'bo@x.test', goods: [], logs: [] }) });
    await renderWithProviders(<OrderDetail orderId="9" backHref="/orders" actions={(o) => <AdminOrderActions order={o.orderInfo} />} />);
    await screen.findByRole('heading', { name: 'Order O20250101009' });
    expect(screen.queryByRole('button', { name: 'Refund' })).toBeNull();
  });

  it('lists orders of every store and asks for the chosen state', async () => {
    const calls = fakeApi({
      'order!list': () => ({
        pageList: [{
          id: '9', orderNo: 'O20250101009', status: 1, createTime: '2025-01-01 10:00:00', sellerId: '4', sellerName: 'Sam Goods', goodsCount: 3,
          priceCount: 1234.5, fees: 0, tax: 0, total: 1234.5, returnStatus: 0, goods: [], buyerName: 'bo@x.test', reminded: 1, returnReason: 0, returnMoney: 0, carrier: '', trackingNo: '',
        }],
        pageInfo: { pageNum: 1, pageSize: 20, totalElements: 1 },
      }),
    });
    await renderWithProviders(<OrderList detailHref={(id) => `/orders/${id}`} showStore />);
    const row = (await screen.findByText('O20250101009')).closest('tr')!;
    expect(row.textContent).toContain('Sam Goods');
    expect(row.textContent).toContain('1,234.50');
    expect(row.textContent).toContain('Reminded to ship');
    expect(calls[0].params.status).toBeUndefined();

    fireEvent.click(screen.getByRole('tab', { name: 'Refund' }));
    await waitFor(() => expect(calls.at(-1)!.params.status).toBe('6'));
  });
});
