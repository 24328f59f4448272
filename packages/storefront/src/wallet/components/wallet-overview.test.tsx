import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { stubApi } from '../../shared/testing/stub-api';
import { emptyPage } from '../testing/fixtures';
import { links, renderWallet } from '../testing/render-wallet';
import { WalletOverview } from './wallet-overview';

afterEach(() => { cleanup(); vi.unstubAllGlobals(); });

const renderOverview = () => renderWallet(<WalletOverview links={links} />, links.wallet);

const recharge = {
  order_no: 'R1001', createTime: '2026-01-02 10:00:00', kind: 'chain', volume: 100, amount: 100, fee: 1, actual_amount: 99, rate: 1, coin: 'USDT',
  blockchain_name: 'TRC20', channel_address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', state: 2, img: '/uploads/proof.png', bank_name: '', bank_card_no: '',
  failure_msg: 'Transfer not found', reviewTime: '2026-01-02 11:00:00',
};
const withdrawal = {
  order_no: 'W2001', createTime: '2026-01-03 10:00:00', volume: 50, fee: 2.5, amount: 47.5, coin: 'USDT', blockchain_name: 'TRC20',
  to: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', state: 0, failure_msg: '', tx: '', reviewTime: '',
};

describe('wallet page', () => {
  it('shows the balance with thousands separators and two decimals', async () => {
    stubApi({ 'wallet!getUsdt': { money: 1234.5 }, 'rechargeBlockchain!list': emptyPage });
    await renderOverview();
    expect((await screen.findByTestId('wallet-balance')).textContent).toBe('1,234.50');
    expect(screen.getByRole('link', { name: 'Recharge' }).getAttribute('href')).toBe(links.recharge);
    expect(screen.getByRole('link', { name: 'Withdraw' }).getAttribute('href')).toBe(links.withdraw);
  });

  it('lists recharges 8 a page with their state, failure message and proof', async () => {
    const calls = stubApi({ 'wallet!getUsdt': { money: 0 }, 'rechargeBlockchain!list': { ...emptyPage, elements: [recharge], totalElements: 1 } });
    await renderOverview();
    const card = await screen.findByRole('listitem', { name: 'Recharge R1001' });
    expect(within(card).getByText('Failed')).toBeTruthy();
    expect(within(card).getByText('Transfer not found')).toBeTruthy();
    expect(within(card).getByText('99.00 USDT')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'View the payment proof' })).toBeTruthy();
    expect(calls.find((c) => c.endpoint === 'rechargeBlockchain!list')!.query.get('page_size')).toBe('8');
  });

  it('promises arrival within 24 hours after review for a withdrawal in progress', async () => {
    stubApi({ 'wallet!getUsdt': { money: 0 }, 'rechargeBlockchain!list': emptyPage, 'withdraw!list': { ...emptyPage, elements: [withdrawal], totalElements: 1 } });
    await renderOverview();
    fireEvent.click(screen.getByRole('tab', { name: 'Withdrawal records' }));
    const card = await screen.findByRole('listitem', { name: 'Withdrawal W2001' });
    expect(within(card).getByText('Within 24 hours after review')).toBeTruthy();
    expect(within(card).getByText('In progress')).toBeTruthy();
    expect(within(card).getByText('47.50 USDT')).toBeTruthy();
  });

  it('shows the wallet history with signed amounts and the balance after each', async () => {
    stubApi({
      'wallet!getUsdt': { money: 0 },
      'rechargeBlockchain!list': emptyPage,
      'wallet!records': { ...emptyPage, pageSize: 20, totalElements: 1, elements: [{ id: '1', createTime: '2026-01-03 10:00:00', type: 'payment', amount: -1234.5, balance: 10, order_no: 'O1', remark: '' }] },
    });
    await renderOverview();
    fireEvent.click(screen.getByRole('tab', { name: 'Wallet history' }));
    const row = await screen.findByRole('listitem', { name: 'Order payment' });
    expect(within(row).getByText('-1,234.50')).toBeTruthy();
    expect(within(row).getByText('Balance after: 10.00')).toBeTruthy();
  });
});
