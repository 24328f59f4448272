import { describe, expect, it } from 'vitest';
import { Money } from './money';
import { withdrawRule } from './withdraw';

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
