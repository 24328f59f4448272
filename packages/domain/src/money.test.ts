import { describe, expect, it } from 'vitest';
import { Money } from './money';
import { formatWireTime, nextShanghaiMidnight, shanghaiDay } from './time';

describe('Money', () => {
  it('adds exactly where floats would not', () => {
    expect(Money.parse('0.1').plus(Money.parse('0.2')).toString()).toBe('0.3');
  });
  it('refuses more than 10 decimals and non-numbers', () => {
    expect(() => Money.parse('1.12345678901')).toThrow();
    expect(() => Money.parse('abc')).toThrow();
    expect(Money.isValid('1.1234567890')).toBe(true);
  });
  it('reads wire numbers through their decimal text, not their binary value', () => {
    expect(Money.fromWire(0.1).plus(Money.fromWire(0.2)).toString()).toBe('0.3');
    expect(Money.parse('100').minus(Money.fromWire(2.35)).toString()).toBe('97.65');
    expect(() => Money.fromWire(Number.NaN)).toThrow();
  });
});

describe('Shanghai time', () => {
  it('formats instants in Asia/Shanghai', () => {
    expect(formatWireTime(new Date('2026-01-01T16:30:00Z'))).toBe('2026-01-02 00:30:00');
    expect(formatWireTime(null)).toBe('--');
  });
  it('finds the next Shanghai midnight', () => {
    expect(shanghaiDay(new Date('2026-01-01T16:30:00Z'))).toBe('2026-01-02');
    expect(nextShanghaiMidnight(new Date('2026-01-01T16:30:00Z')).toISOString()).toBe('2026-01-02T16:00:00.000Z');
  });
});
