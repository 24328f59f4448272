import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyForCredit, canApplyForCredit, getCreditBill, listCreditHistory, repayCredit } from './credit';
import { fakeServer, ok } from './test-fetch';

afterEach(() => { vi.unstubAllGlobals(); });

const bill = {
  applyAmount: 100000, alreadyCreditDays: 10, interest: 500, estimatePayment: 100500, creditId: '7', status: 2,
  creditPeriod: 30, creditRate: 0.0005, dueDate: '2026-12-24', overdueDays: 0,
};

describe('loan calls', () => {
  it('reads credit!check as the string the server answers', async () => {
    expect(await canApplyForCredit(fakeServer(ok('true')).api)).toBe(true);
    expect(await canApplyForCredit(fakeServer(ok('false')).api)).toBe(false);
  });

  it('applies with GET, the fields in the query string, the amount as typed and the agreement tick', async () => {
    const { api, seen } = fakeServer(ok(null));
    await applyForCredit(api, {
      realName: 'Ann Lee', creditPeriod: '30', applyAmount: '100000.50', countryId: 'US', identification: 'X123',
      imgCertificateFace: '/uploads/a.png', imgCertificateBack: '/uploads/b.png', imgCertificateHand: '/uploads/c.png', kinName: 'Bo',
    });
    expect(seen[0].method).toBe('GET');
    expect(seen[0].path).toBe('/api/credit!apply');
    expect(seen[0].query.get('applyAmount')).toBe('100000.50');
    expect(seen[0].query.get('agree')).toBe('1');
    expect(seen[0].query.get('kinName')).toBe('Bo');
  });

  it('reads the bill and pages the history by pageNo', async () => {
    expect((await getCreditBill(fakeServer(ok(bill)).api)).estimatePayment).toBe(100500);
    const { api, seen } = fakeServer(ok({ elements: [], totalElements: 0, thisPageNumber: 2, pageSize: 10 }));
    await listCreditHistory(api, 2);
    expect(seen[0].path).toBe('/api/credit!histroy');
    expect(seen[0].query.get('pageNo')).toBe('2');
  });

  it('repays with the loan id and the transaction password', async () => {
    const { api, seen } = fakeServer(ok(null));
    await repayCredit(api, '7', '123456');
    expect(Object.fromEntries(seen[0].query)).toMatchObject({ creditId: '7', safeword: '123456' });
  });
});
