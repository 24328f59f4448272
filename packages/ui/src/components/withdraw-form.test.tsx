import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithUi } from '../test-utils';
import { WithdrawForm, type WithdrawFormProps } from './withdraw-form';

afterEach(cleanup);

const ADDRESS = 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE';
const RULES = { withdraw_fee: 1.5, withdraw_limit_min: 10, withdraw_limit_max: 1000, hours_start: '09:00', hours_end: '21:00', daily_count: 3, today_count: 0 };

async function renderForm(props: Partial<WithdrawFormProps> = {}) {
  const submit = props.submit ?? vi.fn().mockResolvedValue(undefined);
  await renderWithUi(
    <WithdrawForm to={{ address: ADDRESS, coinType: 'USDT', chainName: 'TRC20' }} rules={RULES} balance={500} pending={false} {...props} submit={submit} />,
    { ns: ['wallet'] },
  );
  return submit;
}

const amount = () => screen.getByRole('textbox', { name: /^Withdrawal amount/ });
const typeDigits = (digits: string) => fireEvent.change(screen.getByLabelText('Digit 1 of 6'), { target: { value: digits } });
const apply = () => fireEvent.click(screen.getByRole('button', { name: 'Apply for withdrawal' }));

describe('withdraw form kit', () => {
  it('shows the bound address, the rules and what arrives after the fee, to every decimal', async () => {
    await renderForm();
    expect(screen.getByTestId('withdraw-address').textContent).toBe(ADDRESS);
    expect(screen.getByText('A fixed fee of 1.50 USDT is taken from each withdrawal.')).toBeTruthy();
    fireEvent.change(amount(), { target: { value: '100.0000000001' } });
    expect(screen.getByRole('status', { name: 'Actual amount received' }).textContent).toBe('98.5000000001 USDT');
  });

  it('says why an amount is refused and sends nothing', async () => {
    const submit = await renderForm();
    typeDigits('123456');
    for (const [text, message] of [
      ['20.12345678901', 'At most 10 decimals are allowed'],
      ['9', 'The minimum withdrawal is 10.00 USDT'],
      ['500.01', 'The amount is more than your balance'],
      ['', 'Enter an amount above zero'],
    ]) {
      fireEvent.change(amount(), { target: { value: text } });
      apply();
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(submit).not.toHaveBeenCalled();
  });

  it('asks for the 6-digit transaction password', async () => {
    const submit = await renderForm();
    fireEvent.change(amount(), { target: { value: '100' } });
    apply();
    expect(await screen.findByText('Enter your 6-digit transaction password')).toBeTruthy();
    expect(submit).not.toHaveBeenCalled();
  });

  it('sends the amount as typed and empties after an accepted application', async () => {
    const submit = await renderForm();
    fireEvent.change(amount(), { target: { value: ' 100.25 ' } });
    typeDigits('123456');
    apply();
    await waitFor(() => expect(submit).toHaveBeenCalledWith({ amount: '100.25', safeword: '123456' }));
    await waitFor(() => expect((amount() as HTMLInputElement).value).toBe(''));
  });

  it('keeps the amount but clears the password after a refusal', async () => {
    await renderForm({ submit: vi.fn().mockRejectedValue(new Error('SAFEWORD_WRONG')) });
    fireEvent.change(amount(), { target: { value: '100' } });
    typeDigits('123456');
    apply();
    await waitFor(() => expect((screen.getByLabelText('Digit 1 of 6') as HTMLInputElement).value).toBe(''));
    expect((amount() as HTMLInputElement).value).toBe('100');
  });

  it('stops at the daily number of withdrawals and without a transaction password', async () => {
    await renderForm({ rules: { ...RULES, today_count: 3 } });
    expect(screen.getByText("You have reached today's number of withdrawals. Please try again tomorrow.")).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Apply for withdrawal' }) as HTMLButtonElement).disabled).toBe(true);
    cleanup();
    await renderForm({ safewordMissing: <p>no password</p> });
    expect(screen.getByText('no password')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Apply for withdrawal' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
