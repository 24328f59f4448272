import { describe, expect, it } from 'vitest';
import { formatAmount } from './format';
import { Money } from './money';

describe('formatAmount', () => {
  it('shows thousands separators and two decimals', () => {
    expect(formatAmount(1234.5)).toBe('1,234.50');
    expect(formatAmount('1234.5', 'de')).toBe('1.234,50');
  });
  it('keeps every typed decimal of exact amounts when asked, without float artefacts', () => {
    expect(formatAmount(Money.parse('12345678901234.1234567891'), 'en', { maxDecimals: 10 })).toBe('12,345,678,901,234.1234567891');
    expect(formatAmount(Money.parse('0.1').plus(Money.parse('0.2')), 'en', { maxDecimals: 10 })).toBe('0.30');
  });
  it('signs credits and debits of the wallet history, not zero', () => {
    expect(formatAmount(25, 'en', { signed: true })).toBe('+25.00');
    expect(formatAmount(-1234.5, 'en', { signed: true })).toBe('-1,234.50');
    expect(formatAmount(0, 'en', { signed: true })).toBe('0.00');
  });
  it('shows "--" for a missing or broken amount', () => {
    expect(formatAmount(null)).toBe('--');
    expect(formatAmount(Number.NaN)).toBe('--');
    expect(formatAmount('abc')).toBe('--');
  });
});
