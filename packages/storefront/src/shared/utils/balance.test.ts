import { describe, expect, it } from 'vitest';
import { Money } from '@mall/domain/money';
import { shortfall } from './balance';

describe('balance shortfall', () => {
  it('answers how much is missing, exactly', () => {
    expect(shortfall(0.1, Money.parse('0.3'))?.toString()).toBe('0.2');
    expect(shortfall(1000, Money.parse('1033.4'))?.toString()).toBe('33.4');
  });

  it('answers null when the balance covers the amount', () => {
    expect(shortfall(1033.4, Money.parse('1033.4'))).toBeNull();
    expect(shortfall(2000, Money.parse('1033.4'))).toBeNull();
  });
});
