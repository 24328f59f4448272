import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import errors from '../../../../../locales/en/errors.json';
import { stubApi, type StubAnswer, type StubCall } from '../../shared/testing/stub-api';
import { CHANNELS } from '../testing/fixtures';
import { links, renderWallet } from '../testing/render-wallet';
import { RechargeForm, rechargeErrors } from './recharge-form';

afterEach(() => { cleanup(); vi.unstubAllGlobals(); vi.useRealTimers(); });

const base: Record<string, StubAnswer> = {
  'channelBlockchain!list': CHANNELS,
  'rechargeBlockchain!fee': { price: 1 },
  'thirdPartyRecharge!getCoinList': [],
};

const renderForm = (route = links.recharge) => renderWallet(<RechargeForm links={links} />, route);

/** Chooses USDT on TRC20 (minimum 10) and types the amount. */
async function fillAmount(amount: string) {
  fireEvent.click(await screen.findByRole('button', { name: 'USDT' }));
  fireEvent.click(screen.getByRole('button', { name: 'TRC20' }));
  fireEvent.change(screen.getByRole('textbox', { name: 'Recharge amount (USDT)' }), { target: { value: amount } });
}

async function uploadProof() {
  fireEvent.change(screen.getByLabelText('Payment proof', { selector: 'input' }), { target: { files: [new File(['png'], 'proof.png', { type: 'image/png' })] } });
  await screen.findByRole('img', { name: 'Uploaded payment proof' });
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit recharge' }));
const sent = (calls: StubCall[]) => calls.filter((c) => c.endpoint.startsWith('rechargeBlockchain!recharge'));

describe('recharge form', () => {
  it('shows the deposit QR code only after the currency, then the network, is chosen', async () => {
    stubApi(base);
    await renderForm();
    expect(await screen.findByText('Choose a currency first.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'USDT' }));
    expect(screen.queryByRole('img', { name: /QR code/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'ERC20' }));
    expect(screen.getByRole('img', { name: 'QR code of the ERC20 deposit address' }).getAttribute('src')).toBe(CHANNELS[1].img);
    expect(screen.getByTestId('deposit-address').textContent).toBe(CHANNELS[1].address);
  });

  it('refuses an amount with 11 decimals and sends nothing', async () => {
    const calls = stubApi(base);
    await renderForm();
    await fillAmount('12.12345678901');
    submit();
    expect(await screen.findByText(errors.AMOUNT_INVALID)).toBeTruthy();
    expect(sent(calls)).toEqual([]);
  });

  it('refuses an amount below the channel minimum', async () => {
    const calls = stubApi(base);
    await renderForm();
    await fillAmount('9.9999999999');
    submit();
    expect(await screen.findByText(errors.RECHARGE_BELOW_MIN)).toBeTruthy();
    expect(sent(calls)).toEqual([]);
  });

  it('asks for the payment proof', async () => {
    stubApi(base);
    await renderForm();
    await fillAmount('20');
    submit();
    expect(await screen.findByText(errors.PROOF_REQUIRED)).toBeTruthy();
  });

  it('sends the typed amount text unchanged with a fresh session token, then opens the wallet', async () => {
    let opened = 0;
    const calls = stubApi({
      ...base,
      'uploadimg!execute': '/uploads/proof.png',
      'rechargeBlockchain!recharge_open': () => ({ session_token: `tok-${++opened}` }),
      'rechargeBlockchain!recharge': null,
    });
    await renderForm();
    await fillAmount('25.5000000000');
    await uploadProof();
    submit();
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe(links.wallet));
    expect(sent(calls).map((c) => c.endpoint)).toEqual(['rechargeBlockchain!recharge_open', 'rechargeBlockchain!recharge']);
    const q = sent(calls)[1].query;
    expect(q.get('amount')).toBe('25.5000000000');
    expect(q.get('session_token')).toBe('tok-1');
    expect([q.get('coin'), q.get('blockchain_name'), q.get('channel_address'), q.get('img')])
      .toEqual(['USDT', 'TRC20', CHANNELS[0].address, '/uploads/proof.png']);
  });

  it('goes back to the page that sent the buyer (a short balance at checkout) after the recharge request, never to another site', async () => {
    const answers = {
      ...base,
      'uploadimg!execute': '/uploads/proof.png',
      'rechargeBlockchain!recharge_open': { session_token: 'tok-1' },
      'rechargeBlockchain!recharge': null,
    };
    stubApi(answers);
    await renderForm(`${links.recharge}?return=${encodeURIComponent('/settlement')}`);
    await fillAmount('50');
    await uploadProof();
    submit();
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/settlement'));
    cleanup();

    stubApi(answers);
    await renderForm(`${links.recharge}?return=${encodeURIComponent('//evil.test/x')}`);
    await fillAmount('50');
    await uploadProof();
    submit();
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe(links.wallet));
  });

  it('returns to the wallet 2.5 s after a failed recharge call', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    stubApi({ ...base, 'uploadimg!execute': '/uploads/proof.png', 'rechargeBlockchain!recharge_open': { session_token: 'tok' } });
    await renderForm();
    await fillAmount('20');
    await uploadProof();
    submit();
    await waitFor(() => expect((screen.getByRole('button', { name: 'Submit recharge' }) as HTMLButtonElement).disabled).toBe(true));
    expect(screen.queryByTestId('where')).toBeNull();
    await act(async () => { await vi.advanceTimersByTimeAsync(2500); });
    expect(screen.getByTestId('where').textContent).toBe(links.wallet);
  });

  it('asks for the bank name and card number on a bank-card channel', async () => {
    stubApi({ ...base, 'channelBlockchain!list': [{ ...CHANNELS[0], id: '9', kind: 'bank', blockchain_name: 'BANK', img: '', address: 'ACME Bank 0012 3456' }] });
    await renderForm();
    fireEvent.click(await screen.findByRole('button', { name: 'USDT' }));
    // The only network of the coin is chosen at once.
    expect(screen.getByRole('button', { name: 'Bank card' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.change(screen.getByRole('textbox', { name: 'Recharge amount (USDT)' }), { target: { value: '20' } });
    submit();
    expect(await screen.findAllByText(errors.BANK_DETAILS_REQUIRED)).toHaveLength(2);
  });

  it('offers the payment provider only when it takes coins', async () => {
    stubApi({ ...base, 'thirdPartyRecharge!getCoinList': ['USDT', 'BTC'] });
    await renderForm();
    expect(await screen.findByText('Accepted currencies: USDT, BTC')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pay through provider' })).toBeTruthy();
  });
});

describe('recharge rules', () => {
  const ok = { amount: '20', proof: '/uploads/p.png', bankName: 'ACME Bank', cardNumber: '6222 0212 3456 7890' };
  it('refuses an amount whose USDT value does not cover the fee', () => {
    expect(rechargeErrors({ ...ok, amount: '0.00001' }, { ...CHANNELS[2], recharge_limit_min: 0, recharge_fee: 1 })).toEqual({ amount: 'FEE_EXCEEDS_AMOUNT' });
    expect(rechargeErrors({ ...ok, amount: '0.0001' }, { ...CHANNELS[2], recharge_limit_min: 0, recharge_fee: 1 })).toEqual({});
  });
  it('takes a bank card number of 8 to 19 digits, grouped or not', () => {
    const bank = { ...CHANNELS[0], kind: 'bank' as const };
    expect(rechargeErrors(ok, bank)).toEqual({});
    expect(rechargeErrors({ ...ok, cardNumber: '1234-567' }, bank)).toEqual({ cardNumber: 'BANK_DETAILS_REQUIRED' });
  });
});
