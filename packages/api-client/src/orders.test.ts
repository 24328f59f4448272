import { afterEach, describe, expect, it, vi } from 'vitest';
import { addReviews, decideRefund, moderateReview, payOrders, saveOrderSettings } from './orders';
import { fakeServer, ok } from './test-fetch';

afterEach(() => { vi.unstubAllGlobals(); });

describe('order calls', () => {
  it('pays several orders with one comma list and the transaction password in the query', async () => {
    const { api, seen } = fakeServer(ok(null));
    await payOrders(api, ['11', '12'], '112233');
    expect(seen[0].path).toBe('/api/order!pay');
    expect(Object.fromEntries(seen[0].query)).toMatchObject({ orderId: '11,12', safeword: '112233' });
  });

  it('sends reviews as a JSON body, not as query parameters', async () => {
    const { api, seen } = fakeServer(ok(null));
    const body = { orderId: '9', evaluationAdds: [{ sellerGoodsId: '4', evaluationType: 1 as const, rating: 5, content: 'Good', imgUrl1: '/uploads/a.png' }] };
    await addReviews(api, body);
    expect(seen[0].path).toBe('/api/evaluation!addList');
    expect(JSON.parse(seen[0].body)).toEqual(body);
    expect(seen[0].query.get('orderId')).toBeNull();
  });

  it('refuses a review body the server would refuse before sending it', async () => {
    const { api, seen } = fakeServer(ok(null));
    await expect(addReviews(api, { orderId: '9', evaluationAdds: [] })).rejects.toThrow();
    expect(seen).toHaveLength(0);
  });

  it('decides refunds with approve 1 or 0 and moderates reviews by their two names', async () => {
    const { api, seen } = fakeServer(ok(null));
    await decideRefund(api, { orderId: '3', approve: false, reason: 'Used' });
    await moderateReview(api, '5', true);
    await moderateReview(api, '6', false);
    expect(Object.fromEntries(seen[0].query)).toMatchObject({ orderId: '3', approve: '0', reason: 'Used' });
    expect(seen.slice(1).map((r) => `${r.path} ${r.query.get('id')}`)).toEqual(['/api/evaluation!approve 5', '/api/evaluation!reject 6']);
  });

  it('saves every order setting at once', async () => {
    const settings = {
      unpaidCancelMinutes: 30, autoReceiptDays: 10, autoReviewDays: 7, returnDays: 7, commissionRate: '0.05', taxRate: 0,
      longDistanceFee: 0, deliveryFee: 0, handlingFeeRate: 0, serviceFeeRate: 0,
    };
    const { api, seen } = fakeServer(ok({ ...settings, commissionRate: 0.05 }));
    await saveOrderSettings(api, settings);
    expect(seen[0].path).toBe('/api/order!saveSettings');
    expect(Object.fromEntries(seen[0].query)).toMatchObject({ unpaidCancelMinutes: '30', commissionRate: '0.05', serviceFeeRate: '0' });
  });
});
