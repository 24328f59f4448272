import { describe, expect, it } from 'vitest';
import { returnAmountError } from './return-rules';

describe('return amount rule', () => {
  it('accepts the whole amount paid and less', () => {
    expect(returnAmountError('120.5', 120.5)).toBeUndefined();
    expect(returnAmountError('0.0000000001', 120.5)).toBeUndefined();
  });

  it('refuses a cent above what was paid', () => {
    expect(returnAmountError('120.51', 120.5)).toBe('RETURN_AMOUNT_TOO_HIGH');
  });

  it('refuses zero, text and more than 10 decimals', () => {
    expect(returnAmountError('0', 120.5)).toBe('AMOUNT_INVALID');
    expect(returnAmountError('abc', 120.5)).toBe('AMOUNT_INVALID');
    expect(returnAmountError('1.12345678901', 120.5)).toBe('AMOUNT_INVALID');
  });
});
