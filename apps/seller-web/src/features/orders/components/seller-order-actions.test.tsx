import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { initI18n } from '@mall/i18n/web';
import { BackofficeProviders } from '@mall/backoffice/shared/backoffice-providers';
import { OrderDetail } from '@mall/backoffice/orders/order-detail';
import { backoffice } from '../../../config/backoffice';
import { fakeApi } from '@mall/backoffice/testing/fake-api';
import { SellerOrderActions } from './seller-order-actions';

afterEach(() => { cleanup(); vi.unstubAllGlobals(); });

const orderInfo = (status: number, returnStatus = 0) => ({
  id: '9', orderNo: 'O20250101009', status, createTime: '2025-01-01 10:00:00',
  contacts: 'Bo Buyer', phone: '+1 555 0100', email: 'bo@x.test', country: 'US', province: 'CA', city: 'Fresno', address: '1 Main St', postcode: '93650',
  goodsCount: 2, prizeOriginal: 1200, prizeReal: 1200, total: 1234.5, discount: 0, fees: 30, tax: 4.5, handlingFee: 0, serviceFee: 0,
  sellerId: '4', sellerName: 'Sam Goods', returnStatus, returnReason: returnStatus ? 3 : 0, returnDetail: returnStatus ? 'Sent the blue one' : '', returnMoney: returnStatus ? 1234.5 : 0,
  carrier: '', trackingNo: '', reminded: 1, payTime: '2025-01-01 10:05:00', shipTime: '', receiptTime: '',
});

function orderServer(status: number, returnStatus = 0) {
  const state = { info: orderInfo(status, returnStatus) };
  return fakeApi({
    'order!info': () => ({
      orderInfo: state.info,
      buyerName: 'bo@x.test',
      goods: [{ id: 'l1', goodsId: 'g1', goodsName: 'Kettle', goodsIcon: '', goodsNum: 2, goodsReal: 1200, sellingPrice: 600, attributes: ['Red'], evaluated: 0, fees: 0, tax: 0 }],
      logs: [{ id: 'e1', orderId: '9', log: '9 paid', text: 'Order placed and paid', event: 'paid', createTime: '2025-01-01 10:05:00', updateTime: '2025-01-01 10:05:00' }],
    }),
    'order!ship': (p) => { state.info = { ...state.info, status: 3, carrier: p.carrier, trackingNo: p.trackingNo }; return null; },
    'order!refundDecide': () => { state.info = { ...state.info, status: 2, returnStatus: 3 }; return null; },
  });
}

async function renderOrder() {
  const i18n = await initI18n('en', ['seller', 'backoffice', 'errors', 'ui']);
  render(
    <BackofficeProviders i18n={i18n} config={backoffice} onSignedOut={() => {}}>
      <MemoryRouter><OrderDetail orderId="9" backHref="/orders" actions={(o) => <SellerOrderActions order={o.orderInfo} />} /></MemoryRouter>
    </BackofficeProviders>,
  );
  await screen.findByRole('heading', { name: 'Order O20250101009' });
}

describe('seller order actions', () => {
  it('shows the lines, the total with its currency sign and separators and that the buyer reminded shipment', async () => {
    orderServer(1);
    await renderOrder();
    expect(screen.getByText('Kettle').closest('tr')!.textContent).toContain('1,200.00');
    expect(screen.getByText('$1,234.50')).toBeTruthy();
    expect(screen.getByText('Reminded to ship')).toBeTruthy();
    expect(screen.getByText('Buyer account').nextElementSibling!.textContent).toBe('bo@x.test');
    expect(screen.getByText('Order placed and paid')).toBeTruthy();
  });

  it('refuses to ship without carrier and tracking number, then sends both with the order id', async () => {
    const calls = orderServer(1);
    await renderOrder();
    fireEvent.click(screen.getByRole('button', { name: 'Ship' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ship the order' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ship' }));
    expect(await within(dialog).findByText('Enter the carrier')).toBeTruthy();
    expect(within(dialog).getByText('Enter the tracking number')).toBeTruthy();

    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Carrier/ }), { target: { value: ' DHL ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ship' }));
    expect(await within(dialog).findByText('Enter the tracking number')).toBeTruthy();
    expect(calls.some((c) => c.name === 'order!ship')).toBe(false);

    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Tracking number/ }), { target: { value: 'JD0001' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ship' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((c) => c.name === 'order!ship').map((c) => c.params)).toEqual([{ orderId: '9', carrier: 'DHL', trackingNo: 'JD0001' }]);
    // Shipped: the order reloads and may no longer be shipped.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Ship' })).toBeNull());
  });

  it('offers only confirm and ship to a paid order, not a refund decision', async () => {
    orderServer(1);
    await renderOrder();
    expect(screen.getByRole('button', { name: 'Confirm order' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Refuse refund' })).toBeNull();
  });

  it('requires a reason to refuse a refund request and sends it with the refusal', async () => {
    const calls = orderServer(6, 1);
    await renderOrder();
    expect(screen.getByText('Wrong item')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Refuse refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refuse this refund?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refuse refund' }));
    expect(await within(dialog).findByText('Enter the reason the buyer will see')).toBeTruthy();
    expect(calls.some((c) => c.name === 'order!refundDecide')).toBe(false);

    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Reason/ }), { target: { value: 'Item was used' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refuse refund' }));
    await waitFor(() => expect(calls.filter((c) => c.name === 'order!refundDecide').map((c) => c.params)).toEqual([
      { orderId: '9', approve: '0', reason: 'Item was used' },
    ]));
  });
});
