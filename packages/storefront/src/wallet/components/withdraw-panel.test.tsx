import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import errors from '../../../../../locales/en/errors.json';
import wallet from '../../../../../locales/en/wallet.json';
import { clearSession, setToken } from '../../shared/utils/session';
import { stubApi, type StubAnswer } from '../../shared/testing/stub-api';
import { CHANNELS, localUser } from '../testing/fixtures';
import { links, renderWallet } from '../testing/render-wallet';
import { WithdrawPanel } from './withdraw-panel';

beforeEach(() => setToken('tok'));
afterEach(() => { cleanup(); vi.unstubAllGlobals(); clearSession(); });

const ADDRESS = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const open = (bound: boolean, token = 'tok-1') => ({
  openWithdrawAddressBinding: 1, existWithdrawAddress: bound ? 1 : 0, chainName: bound ? 'TRC20' : '', coinType: bound ? 'USDT' : '',
  address: bound ? ADDRESS : '', session_token: token,
});
const bound: Record<string, StubAnswer> = {
  'withdraw!withdraw_open': open(true),
  'withdraw!fee': { withdraw_fee: 2.5, withdraw_limit_min: 10, withdraw_limit_max: 10000, hours_start: '09:00', hours_end: '21:00', daily_count: 3, today_count: 1 },
  'wallet!getUsdt': { money: 500 },
  'localuser!get': localUser(1),
};

const renderPanel = () => renderWallet(<WithdrawPanel links={links} />, links.withdraw);
const typeAmount = async (v: string) => fireEvent.change(await screen.findByRole('textbox', { name: 'Withdrawal amount (USDT)' }), { target: { value: v } });

describe('withdraw page', () => {
  it('asks to bind an address when none is bound, saying only one can be', async () => {
    stubApi({ 'withdraw!withdraw_open': open(false), 'channelBlockchain!list': CHANNELS, 'localuser!get': localUser(1) });
    await renderPanel();
    expect(await screen.findByRole('heading', { name: 'Bind a withdrawal address' })).toBeTruthy();
    expect(screen.getByText(/Only one withdrawal address can be bound/)).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Withdrawal amount (USDT)' })).toBeNull();
  });

  it('binds only an address in the shape of its network', async () => {
    const calls = stubApi({ 'withdraw!withdraw_open': open(false), 'channelBlockchain!list': CHANNELS, 'user!bindWithdrawAddress': null, 'localuser!get': localUser(1) });
    await renderPanel();
    const address = await screen.findByRole('textbox', { name: 'Withdrawal address' });
    fireEvent.change(address, { target: { value: '0x52908400098527886E0F7030069857D2E4169EE7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bind address' }));
    expect(await screen.findByText(errors.ADDRESS_FORMAT)).toBeTruthy();
    expect(calls.some((c) => c.endpoint === 'user!bindWithdrawAddress')).toBe(false);
    fireEvent.change(address, { target: { value: ADDRESS } });
    fireEvent.click(screen.getByRole('button', { name: 'Bind address' }));
    // Only one address can be bound: the buyer confirms it first.
    const confirm = await screen.findByRole('dialog', { name: 'Bind this address?' });
    expect(calls.some((c) => c.endpoint === 'user!bindWithdrawAddress')).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Bind address' }));
    await waitFor(() => expect(calls.some((c) => c.endpoint === 'user!bindWithdrawAddress')).toBe(true));
    const q = calls.find((c) => c.endpoint === 'user!bindWithdrawAddress')!.query;
    expect([q.get('blockchain_name'), q.get('coin'), q.get('channel_address')]).toEqual(['TRC20', 'USDT', ADDRESS]);
  });

  it('shows the bound address and the actual amount after the fee as the amount is typed', async () => {
    stubApi(bound);
    await renderPanel();
    expect((await screen.findByTestId('withdraw-address')).textContent).toBe(ADDRESS);
    expect(await screen.findByText('2.50 USDT')).toBeTruthy();
    await typeAmount('100');
    expect(screen.getByTestId('withdraw-actual').textContent).toBe('97.50 USDT');
    await typeAmount('100.123');
    expect(screen.getByTestId('withdraw-actual').textContent).toBe('97.623 USDT');
  });

  it('refuses an amount above the balance and a short transaction password', async () => {
    const calls = stubApi(bound);
    await renderPanel();
    await typeAmount('500.01');
    fireEvent.click(await screen.findByRole('button', { name: 'Apply for withdrawal' }));
    expect(await screen.findByText(wallet.withdraw.errors.balance)).toBeTruthy();
    expect(screen.getByText(wallet.withdraw.errors.safeword)).toBeTruthy();
    expect(calls.some((c) => c.endpoint === 'withdraw!apply')).toBe(false);
  });

  it('applies with a fresh session token, the typed amount and the bound address', async () => {
    let opened = 0;
    const calls = stubApi({ ...bound, 'withdraw!withdraw_open': () => open(true, `tok-${++opened}`), 'withdraw!apply': null });
    await renderPanel();
    await typeAmount('100.5');
    fireEvent.change(screen.getByLabelText('Digit 1 of 6'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Apply for withdrawal' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe(links.wallet));
    const q = calls.find((c) => c.endpoint === 'withdraw!apply')!.query;
    expect([q.get('session_token'), q.get('amount'), q.get('from'), q.get('channel'), q.get('safeword')]).toEqual(['tok-2', '100.5', ADDRESS, 'USDT', '123456']);
  });

  it('links to setting a transaction password when the buyer has none', async () => {
    stubApi({ ...bound, 'localuser!get': localUser(0) });
    await renderPanel();
    const link = await screen.findByRole('link', { name: 'Set transaction password' });
    expect(link.getAttribute('href')).toBe(links.transactionPassword);
    expect((screen.getByRole('button', { name: 'Apply for withdrawal' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
