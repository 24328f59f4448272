import { describe, expect, it } from 'vitest';
import { rechargeAmountError, withdrawAmountError } from './amount-rules';

describe('recharge amount rule', () => {
  it('accepts 10 decimals and refuses 11', () => {
    expect(rechargeAmountError('1.1234567890', { min: 1, max: 100 })).toBeUndefined();
    expect(rechargeAmountError('1.12345678901', { min: 1, max: 100 })).toBe('AMOUNT_INVALID');
  });
  it('refuses zero, negatives and text', () => {
    for (const text of ['0', '-5', 'abc', '', '1e3']) expect(rechargeAmountError(text)).toBe('AMOUNT_INVALID');
  });
  it('keeps the amount within the channel limits, bounds included', () => {
    const limits = { min: 10, max: 500.5 };
    expect(rechargeAmountError('9.9999999999', limits)).toBe('RECHARGE_BELOW_MIN');
    expect(rechargeAmountError('10', limits)).toBeUndefined();
    expect(rechargeAmountError('500.5', limits)).toBeUndefined();
    expect(rechargeAmountError('500.5000000001', limits)).toBe('RECHARGE_ABOVE_MAX');
  });
});

describe('withdrawal amount rule', () => {
  const rules = { fee: 2.5, min: 10, max: 1000, balance: 300 };
  it('refuses a text that is not a positive amount with at most 10 decimals', () => {
    for (const text of ['', 'abc', '0', '-5', '20.12345678901']) expect(withdrawAmountError(text, rules)).toBe('AMOUNT_INVALID');
  });
  it('refuses amounts outside the limits or above the balance', () => {
    expect(withdrawAmountError('9', rules)).toBe('WITHDRAW_BELOW_MIN');
    expect(withdrawAmountError('1000.01', rules)).toBe('WITHDRAW_ABOVE_MAX');
    expect(withdrawAmountError('300.01', rules)).toBe('BALANCE_NOT_ENOUGH');
    expect(withdrawAmountError('300', rules)).toBeUndefined();
  });
  it('refuses an amount that does not cover the fee', () => {
    expect(withdrawAmountError('2.5', { ...rules, min: 0 })).toBe('FEE_EXCEEDS_AMOUNT');
  });
});
