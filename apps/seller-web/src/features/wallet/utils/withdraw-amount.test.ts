import { describe, expect, it } from 'vitest';
import { actualAmount, checkWithdrawAmount, moneyOf } from './withdraw-amount';

const rules = { fee: 1.5, min: 10, max: 1000, balance: 500 };

describe('withdrawal amount', () => {
  it('takes the fixed fee out of the amount exactly', () => {
    expect(actualAmount('100.1', 0.2)?.toString()).toBe('99.9');
    expect(actualAmount('10.0000000001', 1.5)?.toString()).toBe('8.5000000001');
  });

  it('has no actual amount while the amount does not cover the fee', () => {
    expect(actualAmount('1.5', 1.5)).toBeNull();
    expect(actualAmount('abc', 1.5)).toBeNull();
  });

  it('refuses an eleventh decimal', () => {
    expect(checkWithdrawAmount('20.12345678901', rules)).toBe('decimals');
    expect(checkWithdrawAmount('20.1234567890', rules)).toBeNull();
  });

  it('keeps the amount within the limits and the balance', () => {
    expect(checkWithdrawAmount('9.99', rules)).toBe('belowMin');
    expect(checkWithdrawAmount('1000.01', rules)).toBe('aboveMax');
    expect(checkWithdrawAmount('500.0000000001', rules)).toBe('balance');
    expect(checkWithdrawAmount('500', rules)).toBeNull();
  });

  it('refuses an amount that the fee would eat', () => {
    expect(checkWithdrawAmount('2', { ...rules, min: 0, fee: 2 })).toBe('notAboveFee');
  });

  it('reads tiny wire numbers without exponent notation', () => {
    expect(moneyOf(1e-7).toString()).toBe('0.0000001');
  });
});
