import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  accrue, allocatePayment, calendarDays, checkLoanAmount, checkLoanTerm, dueDay, isPastDue, LOAN_ACTIONS, LOAN_STATUSES,
  nextLoanStatus, overdueBucket, parseLoanTerms, simpleInterest,
} from './loan';
import { Money } from './money';

const m = (s: string) => Money.parse(s);
// Amounts up to 30,000,000 with up to 10 decimals, rates up to 1 % a day.
const amount = fc.tuple(fc.integer({ min: 0, max: 30_000_000 }), fc.integer({ min: 0, max: 9_999_999_999 }))
  .map(([i, f]) => m(`${i}.${String(f).padStart(10, '0')}`));
const rate = fc.integer({ min: 0, max: 100_000 }).map((n) => (n / 10_000_000).toFixed(7));
const days = fc.integer({ min: 0, max: 2000 });

describe('interest', () => {
  it('is 10 days of daily interest after 10 days: 100,000 at 0.0005 → 500', () => {
    expect(simpleInterest(m('100000'), '0.0005', 10).toString()).toBe('500');
    expect(accrue({ principal: m('100000'), dailyRate: '0.0005', defaultRate: '0.001', termDays: 30 }, 10).total.toString()).toBe('100500');
  });

  it('rounds the daily interest to 10 places once, then multiplies by the days', () => {
    expect(simpleInterest(m('0.0000000003'), '0.5', 1).toString()).toBe('0.0000000002'); // 0.00000000015 half-even
    expect(simpleInterest(m('0.0000000003'), '0.5', 3).toString()).toBe('0.0000000006');
  });

  it('adds default interest on the principal for each day past due', () => {
    const a = accrue({ principal: m('100000'), dailyRate: '0.0005', defaultRate: '0.001', termDays: 30 }, 33);
    expect(a.overdueDays).toBe(3);
    expect(a.interest.toString()).toBe('1650');
    expect(a.defaultInterest.toString()).toBe('300');
    expect(a.total.toString()).toBe('101950');
  });

  it('refuses a negative or fractional day count', () => {
    expect(() => simpleInterest(m('1'), '0.1', -1)).toThrow(RangeError);
    expect(() => simpleInterest(m('1'), '0.1', 1.5)).toThrow(RangeError);
  });

  it('is never negative', () => {
    fc.assert(fc.property(amount, rate, rate, days, fc.integer({ min: 1, max: 365 }), (p, r, dr, d, term) => {
      const a = accrue({ principal: p, dailyRate: r, defaultRate: dr, termDays: term }, d);
      return !a.interest.isNegative() && !a.defaultInterest.isNegative();
    }));
  });

  it('is monotone in days', () => {
    fc.assert(fc.property(amount, rate, rate, days, days, fc.integer({ min: 1, max: 365 }), (p, r, dr, d1, d2, term) => {
      const t = { principal: p, dailyRate: r, defaultRate: dr, termDays: term };
      const [lo, hi] = d1 <= d2 ? [d1, d2] : [d2, d1];
      return accrue(t, lo).total.cmp(accrue(t, hi).total) <= 0;
    }));
  });

  it('makes the repayment exactly principal + interest + default interest', () => {
    fc.assert(fc.property(amount, rate, rate, days, fc.integer({ min: 1, max: 365 }), (p, r, dr, d, term) => {
      const a = accrue({ principal: p, dailyRate: r, defaultRate: dr, termDays: term }, d);
      return a.total.minus(a.interest).minus(a.defaultInterest).cmp(p) === 0
        && a.interest.cmp(p.times(r).times(d)) === 0;
    }));
  });

  it('splits any payment into interest first and principal, summing exactly to the payment', () => {
    fc.assert(fc.property(amount, amount, amount, (pay, owed, paid) => {
      const s = allocatePayment(pay, owed, paid);
      return s.interest.plus(s.principal).cmp(pay) === 0 && !s.interest.isNegative() && !s.principal.isNegative();
    }));
  });
});

describe('days and due dates (Shanghai calendar days)', () => {
  it('counts the day of disbursement as day 0 and each Shanghai midnight as one day', () => {
    const t = Date.parse('2026-01-01T15:59:00Z'); // 23:59 in Shanghai
    expect(calendarDays(t, t)).toBe(0);
    expect(calendarDays(t, Date.parse('2026-01-01T16:00:00Z'))).toBe(1); // 00:00 the next Shanghai day
    expect(calendarDays(t, Date.parse('2026-01-11T03:00:00Z'))).toBe(10);
    expect(calendarDays(Date.parse('2026-01-11T03:00:00Z'), t)).toBe(0);
  });

  it('is past due only after the due day', () => {
    const t = Date.parse('2026-01-01T02:00:00Z');
    expect(dueDay(t, 30)).toBe('2026-01-31');
    expect(isPastDue(t, 30, Date.parse('2026-01-31T15:00:00Z'))).toBe(false);
    expect(isPastDue(t, 30, Date.parse('2026-01-31T16:00:00Z'))).toBe(true);
  });
});

describe('limits', () => {
  const min = m('100000');
  const max = m('30000000');
  it('accepts the bounds and refuses just outside them', () => {
    expect(checkLoanAmount('100000', min, max)).toBeNull();
    expect(checkLoanAmount('30000000', min, max)).toBeNull();
    expect(checkLoanAmount('99999', min, max)).toBe('LOAN_AMOUNT_RANGE');
    expect(checkLoanAmount('30000001', min, max)).toBe('LOAN_AMOUNT_RANGE');
    expect(checkLoanAmount('1e6', min, max)).toBe('LOAN_AMOUNT_RANGE');
    expect(checkLoanAmount('', min, max)).toBe('LOAN_AMOUNT_RANGE');
  });

  it('accepts only a lendable term', () => {
    expect(checkLoanTerm('30', [7, 30])).toBeNull();
    expect(checkLoanTerm('31', [7, 30])).toBe('LOAN_TERM_INVALID');
    expect(checkLoanTerm('30.0', [7, 30])).toBe('LOAN_TERM_INVALID');
  });

  it('parses term lists within one year', () => {
    expect(parseLoanTerms('30, 7,30')).toEqual([7, 30]);
    expect(parseLoanTerms('366')).toBeNull();
    expect(parseLoanTerms('0')).toBeNull();
    expect(parseLoanTerms('')).toBeNull();
  });

  it('buckets days past due', () => {
    expect([0, 1, 30, 31, 60, 61].map(overdueBucket)).toEqual([null, '1-30', '1-30', '31-60', '31-60', '61+']);
  });
});

describe('the loan state machine', () => {
  it('allows exactly the table', () => {
    const allowed: string[] = [];
    for (const s of LOAN_STATUSES) for (const a of LOAN_ACTIONS) for (const who of ['borrower', 'platform', 'system'] as const) {
      const to = nextLoanStatus(s, a, who);
      if (to !== null) allowed.push(`${s} ${a} ${who} → ${to}`);
    }
    expect(allowed).toEqual([
      '1 approve platform → 2', '1 reject platform → 4', '2 markOverdue system → 3', '2 repay borrower → 5', '2 repay system → 5',
      '3 repay borrower → 5', '3 repay system → 5',
    ]);
  });
});
