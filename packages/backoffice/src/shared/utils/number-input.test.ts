import { describe, expect, it } from 'vitest';
import { checkDecimalText, decimalText, numberText, parseAmount, parseCount } from './number-input';

describe('amount fields', () => {
  it('reads prices with up to two decimals', () => {
    expect(parseAmount('12')).toBe(12);
    expect(parseAmount(' 12.5 ')).toBe(12.5);
    expect(parseAmount('0.99')).toBe(0.99);
  });

  it('refuses a third decimal, a sign, a half-typed value or words', () => {
    expect(parseAmount('1.999')).toBeNull();
    expect(parseAmount('-3')).toBeNull();
    expect(parseAmount('12.')).toBeNull();
    expect(parseAmount('ten')).toBeNull();
    expect(parseAmount('')).toBeNull();
  });
});

describe('count fields', () => {
  it('reads whole quantities including zero', () => {
    expect(parseCount('0')).toBe(0);
    expect(parseCount('250')).toBe(250);
  });

  it('refuses fractions and negative quantities', () => {
    expect(parseCount('1.5')).toBeNull();
    expect(parseCount('-1')).toBeNull();
  });

  it('shows null as an empty field', () => {
    expect(numberText(null)).toBe('');
    expect(numberText(7.5)).toBe('7.5');
  });
});

describe('wallet amount fields', () => {
  it('accepts up to ten decimals and refuses the eleventh', () => {
    expect(checkDecimalText('0.1234567891')).toBeNull();
    expect(checkDecimalText('0.12345678912')).toBe('decimals');
  });

  it('refuses a sign unless the field is signed', () => {
    expect(checkDecimalText('-2.5')).toBe('format');
    expect(checkDecimalText('-2.5', { signed: true })).toBeNull();
    expect(decimalText(' +2.5 ')).toBe('2.5');
  });

  it('refuses half-typed values and words', () => {
    expect(checkDecimalText('12.')).toBe('format');
    expect(checkDecimalText('1e3')).toBe('format');
    expect(checkDecimalText('')).toBe('format');
  });
});
