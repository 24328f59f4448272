import { describe, expect, it } from 'vitest';
import { Money } from './money';
import { actualWithdrawAmount, checkWithdrawAmount, withdrawRule } from './withdraw';

const m = (v: string) => Money.parse(v);
const limits = { fee: m('1.5'), min: m('10'), max: m('1000') };

describe('withdrawRule', () => {
  it('accepts an amount within the limits and above the fee', () => {
    expect(withdrawRule(m('10'), limits)).toBeNull();
    expect(withdrawRule(m('1000'), limits)).toBeNull();
  });

  it('refuses below the minimum, above the maximum, not above the fee and above the balance', () => {
    expect(withdrawRule(m('9.9999999999'), limits)).toBe('WITHDRAW_BELOW_MIN');
    expect(withdrawRule(m('1000.0000000001'), limits)).toBe('WITHDRAW_ABOVE_MAX');
    expect(withdrawRule(m('1.5'), { ...limits, min: m('0') })).toBe('FEE_EXCEEDS_AMOUNT');
    expect(withdrawRule(m('20'), { ...limits, balance: m('19.99') })).toBe('BALANCE_NOT_ENOUGH');
  });

  it('treats a maximum of 0 as a closed network, as the server does', () => {
    expect(withdrawRule(m('10'), { ...limits, min: m('0'), max: m('0') })).toBe('WITHDRAW_ABOVE_MAX');
  });
});

describe('checkWithdrawAmount (a typed amount, buyer and seller forms)', () => {
  const wire = { fee: 1.5, min: 10, max: 1000, balance: 500 };

  it('says why the text is not an amount', () => {
    expect(checkWithdrawAmount('  ', wire)).toBe('required');
    for (const text of ['abc', '1e3', '1.', '+5', '1,5']) expect(checkWithdrawAmount(text, wire)).toBe('format');
    expect(checkWithdrawAmount('20.12345678901', wire)).toBe('decimals');
    expect(checkWithdrawAmount('20.1234567890', wire)).toBeNull();
    expect(checkWithdrawAmount('0', wire)).toBe('positive');
    expect(checkWithdrawAmount('-5', wire)).toBe('positive');
  });

  it('applies the rule to the limits and the balance, bounds included', () => {
    expect(checkWithdrawAmount('9.99', wire)).toBe('WITHDRAW_BELOW_MIN');
    expect(checkWithdrawAmount('1000.01', wire)).toBe('WITHDRAW_ABOVE_MAX');
    expect(checkWithdrawAmount('500.0000000001', wire)).toBe('BALANCE_NOT_ENOUGH');
    expect(checkWithdrawAmount('500', wire)).toBeNull();
    expect(checkWithdrawAmount('2', { ...wire, min: 0, fee: 2 })).toBe('FEE_EXCEEDS_AMOUNT');
    expect(checkWithdrawAmount('5000', { fee: 1, min: 0, max: 10000 })).toBeNull();
  });

  it('reads tiny wire numbers exactly', () => {
    expect(checkWithdrawAmount('0.0000001', { fee: 1e-8, min: 1e-7, max: 1 })).toBeNull();
  });
});

describe('actualWithdrawAmount', () => {
  it('takes the fixed fee out of the amount exactly', () => {
    expect(actualWithdrawAmount('100.1', 0.2)?.toString()).toBe('99.9');
    expect(actualWithdrawAmount('10.0000000001', 1.5)?.toString()).toBe('8.5000000001');
  });

  it('has none while the amount is not valid or does not cover the fee', () => {
    expect(actualWithdrawAmount('1.5', 1.5)).toBeNull();
    expect(actualWithdrawAmount('abc', 1.5)).toBeNull();
    expect(actualWithdrawAmount('1.12345678901', 1)).toBeNull();
  });
});
