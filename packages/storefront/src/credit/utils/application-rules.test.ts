import { describe, expect, it } from 'vitest';
import { applicationErrors, termEstimate, type ApplicationDraft } from './application-rules';

const config = { amountMin: 100000, amountMax: 30000000, rate: 0.0005, defaultRate: 0.001, lendableDays: ['7', '30', '90'], allLendableDays: ['7', '15', '30', '60', '90'] };
const good: ApplicationDraft = {
  realName: 'Ann Lee', applyAmount: '100000', creditPeriod: '30', countryId: '1', identification: 'X1',
  imgCertificateFace: '/u/a.png', imgCertificateBack: '/u/b.png', imgCertificateHand: '/u/c.png', agree: true,
};

describe('loan application rules', () => {
  it('accepts the range bounds and refuses one unit outside them', () => {
    expect(applicationErrors(good, config)).toEqual({});
    expect(applicationErrors({ ...good, applyAmount: '30000000' }, config)).toEqual({});
    expect(applicationErrors({ ...good, applyAmount: '99999' }, config).applyAmount).toBe('LOAN_AMOUNT_RANGE');
    expect(applicationErrors({ ...good, applyAmount: '30000001' }, config).applyAmount).toBe('LOAN_AMOUNT_RANGE');
    expect(applicationErrors({ ...good, applyAmount: 'abc' }, config).applyAmount).toBe('LOAN_AMOUNT_RANGE');
  });

  it('takes only a lendable term, the three pictures and the agreement', () => {
    expect(applicationErrors({ ...good, creditPeriod: '15' }, config).creditPeriod).toBe('LOAN_TERM_INVALID');
    expect(applicationErrors({ ...good, imgCertificateHand: '' }, config).pictures).toBe('LOAN_DOCUMENTS_REQUIRED');
    expect(applicationErrors({ ...good, agree: false }, config).agree).toBe('LOAN_AGREEMENT_REQUIRED');
  });

  it('estimates simple interest over the term exactly', () => {
    const e = termEstimate('100000', '30', 0.0005)!;
    expect(e.interest.toString()).toBe('1500');
    expect(e.total.toString()).toBe('101500');
    expect(termEstimate('', '30', 0.0005)).toBeNull();
  });
});
