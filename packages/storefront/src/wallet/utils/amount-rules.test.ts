import { describe, expect, it } from 'vitest';
import { rechargeAmountError } from './amount-rules';

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
