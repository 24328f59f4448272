import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import errors from '../../../../../locales/en/errors.json';
import { clearSession, setToken } from '../../shared/utils/session';
import { stubApi } from '../../shared/testing/stub-api';
import { orderInfo } from '../testing/fixtures';
import { links, renderOrders } from '../testing/render-orders';
import { ReturnForm } from './return-form';

beforeEach(() => setToken('tok'));
afterEach(() => { cleanup(); vi.unstubAllGlobals(); clearSession(); });

const renderForm = () => renderOrders(<ReturnForm orderId="o1" links={links} />, links.returns('o1'));
const amountBox = () => screen.findByRole('textbox', { name: 'Amount to refund' });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit request' }));

describe('refund and return form', () => {
  it('refuses an amount above what was paid and sends nothing', async () => {
    const calls = stubApi({ 'order!info': { orderInfo: orderInfo({ status: 4, prizeReal: 105.5, total: 120.5 }) }, 'order!returns': null });
    await renderForm();
    expect(await screen.findByRole('heading', { name: 'Request a return' })).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: 'Damaged' }));
    fireEvent.change(await amountBox(), { target: { value: '120.51' } });
    submit();
    expect(await screen.findByText(errors.RETURN_AMOUNT_TOO_HIGH)).toBeTruthy();
    expect(calls.some((c) => c.endpoint === 'order!returns')).toBe(false);
  });

  it('sends the reason code, details and an amount up to what was paid', async () => {
    const calls = stubApi({ 'order!info': { orderInfo: orderInfo({ status: 1, prizeReal: 105.5, total: 120.5 }) }, 'order!returns': null });
    await renderForm();
    expect(await screen.findByRole('heading', { name: 'Request a refund' })).toBeTruthy();
    expect((await amountBox() as HTMLInputElement).value).toBe('120.5');
    fireEvent.click(screen.getByRole('radio', { name: 'Quality problem' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Details' }), { target: { value: 'Leaks at the base' } });
    fireEvent.change(await amountBox(), { target: { value: '60.25' } });
    submit();
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe(links.detail('o1')));
    const q = calls.find((c) => c.endpoint === 'order!returns')!.query;
    expect([q.get('orderId'), q.get('returnReason'), q.get('returnDetail'), q.get('money')]).toEqual(['o1', '7', 'Leaks at the base', '60.25']);
  });

  it('asks for a reason', async () => {
    const calls = stubApi({ 'order!info': { orderInfo: orderInfo({ status: 4 }) }, 'order!returns': null });
    await renderForm();
    await amountBox();
    submit();
    expect(await screen.findByText(errors.RETURN_REASON_REQUIRED)).toBeTruthy();
    expect(calls.some((c) => c.endpoint === 'order!returns')).toBe(false);
  });

  it('offers no form for an order in transit', async () => {
    stubApi({ 'order!info': { orderInfo: orderInfo({ status: 3 }) } });
    await renderForm();
    expect(await screen.findByText('This order cannot be refunded or returned now.')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Amount to refund' })).toBeNull();
  });
});
