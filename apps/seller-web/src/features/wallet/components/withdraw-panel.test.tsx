import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { initI18n } from '@mall/i18n/web';
import { BackofficeProviders } from '@mall/backoffice/shared/backoffice-providers';
import { backoffice } from '../../../config/backoffice';
import { fakeApi } from '@mall/backoffice/testing/fake-api';
import { WithdrawPanel } from './withdraw-panel';

afterEach(() => { cleanup(); vi.unstubAllGlobals(); });

const ADDRESS = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';

function walletServer({ bound = true } = {}) {
  let tokens = 0;
  const state = { bound };
  const calls = fakeApi({
    'withdraw!withdraw_open': () => ({
      openWithdrawAddressBinding: 1, existWithdrawAddress: state.bound ? 1 : 0, chainName: state.bound ? 'TRC20' : '', coinType: state.bound ? 'USDT' : '',
      address: state.bound ? ADDRESS : '', session_token: `tok-${++tokens}`,
    }),
    'seller!safeword': () => ({ safeword: 1 }),
    'wallet!getUsdt': () => ({ money: 500 }),
    'withdraw!fee': () => ({ withdraw_fee: 1.5, withdraw_limit_min: 10, withdraw_limit_max: 1000, hours_start: '09:00', hours_end: '21:00', daily_count: 3, today_count: 0 }),
    'withdraw!apply': () => null,
    'channelBlockchain!list': () => [
      { id: '1', kind: 'chain', coin: 'USDT', blockchain_name: 'TRC20', address: 'Tplatform', img: '', fee: 1, recharge_fee: 0, rate: 1, recharge_limit_min: 1, recharge_limit_max: 1000 },
      { id: '2', kind: 'bank', coin: 'USDT', blockchain_name: 'BANK', address: 'IBAN', img: '', fee: 1, recharge_fee: 0, rate: 1, recharge_limit_min: 1, recharge_limit_max: 1000 },
    ],
    'user!bindWithdrawAddress': () => { state.bound = true; return null; },
  });
  return calls;
}

async function renderPanel() {
  const i18n = await initI18n('en', ['seller', 'wallet', 'backoffice', 'errors', 'ui']);
  render(
    <BackofficeProviders i18n={i18n} config={backoffice} onSignedOut={() => {}}>
      <MemoryRouter><WithdrawPanel safewordHref="/wallet/safeword" /></MemoryRouter>
    </BackofficeProviders>,
  );
}

const typeDigits = (group: string, digits: string) =>
  fireEvent.change(within(screen.getByRole('group', { name: group })).getByLabelText('Digit 1 of 6'), { target: { value: digits } });

describe('withdrawal', () => {
  it('shows the actual amount after the fixed fee, to every decimal', async () => {
    walletServer();
    await renderPanel();
    fireEvent.change(await screen.findByRole('textbox', { name: /^Withdrawal amount/ }), { target: { value: '100.0000000001' } });
    expect(screen.getByRole('status', { name: 'Actual amount received' }).textContent).toBe('98.5000000001 USDT');
    expect(screen.getByText('A fixed fee of 1.50 USDT is taken from each withdrawal.')).toBeTruthy();
  });

  it('refuses an amount with 11 decimals', async () => {
    const calls = walletServer();
    await renderPanel();
    fireEvent.change(await screen.findByRole('textbox', { name: /^Withdrawal amount/ }), { target: { value: '20.12345678901' } });
    typeDigits('Transaction password', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Apply for withdrawal' }));
    expect(await screen.findByText('At most 10 decimals are allowed')).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Actual amount received' }).textContent).toBe('--');
    expect(calls.some((c) => c.name === 'withdraw!apply')).toBe(false);
  });

  it('applies with a token fetched right before, sending the amount as typed', async () => {
    const calls = walletServer();
    await renderPanel();
    fireEvent.change(await screen.findByRole('textbox', { name: /^Withdrawal amount/ }), { target: { value: '100.25' } });
    typeDigits('Transaction password', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Apply for withdrawal' }));
    await waitFor(() => expect(calls.some((c) => c.name === 'withdraw!apply')).toBe(true));
    const names = calls.map((c) => c.name);
    expect(names[names.indexOf('withdraw!apply') - 1]).toBe('withdraw!withdraw_open');
    expect(calls.find((c) => c.name === 'withdraw!apply')!.params).toEqual({
      session_token: 'tok-2', amount: '100.25', from: ADDRESS, channel: 'USDT', safeword: '123456',
    });
  });

  it('refuses to bind an address that is not of the network\'s format', async () => {
    walletServer({ bound: false });
    await renderPanel();
    fireEvent.change(await screen.findByRole('textbox', { name: /^Withdrawal address/ }), { target: { value: 'not-an-address' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bind address' }));
    expect(await screen.findByText('The address does not match the format of this network')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Bind this address?' })).toBeNull();
  });

  it('binds the one withdrawal address first when none is bound', async () => {
    const calls = walletServer({ bound: false });
    await renderPanel();
    // Only the chain channels' networks are offered: the bank card takes no address.
    fireEvent.mouseDown(await screen.findByRole('combobox', { name: /^Network/ }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['TRC20']);
    fireEvent.click(options[0]);
    fireEvent.change(screen.getByRole('textbox', { name: /^Withdrawal address/ }), { target: { value: ` ${ADDRESS} ` } });
    fireEvent.click(screen.getByRole('button', { name: 'Bind address' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Bind this address?' })).getByRole('button', { name: 'Bind address' }));
    // Bound, the page asks the address again, then the network's rules and the balance.
    expect(await screen.findByRole('textbox', { name: /^Withdrawal amount/ }, { timeout: 5000 })).toBeTruthy();
    expect(calls.find((c) => c.name === 'user!bindWithdrawAddress')!.params).toEqual({ blockchain_name: 'TRC20', coin: 'USDT', channel_address: ADDRESS });
  });
});
