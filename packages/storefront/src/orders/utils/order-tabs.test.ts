import { describe, expect, it } from 'vitest';
import { tabStatus } from './order-tabs';

describe('order tabs', () => {
  it('sends no status for all and the one status of single-status tabs', () => {
    expect(tabStatus('all')).toBeNull();
    expect(['toPay', 'toShip', 'confirmed', 'toReceive', 'toReview', 'refund'].map((k) => tabStatus(k as never))).toEqual([[0], [1], [2], [3], [4], [6]]);
  });

  it('lists received and reviewed orders under "Received"', () => {
    expect(tabStatus('received')).toEqual([4, 5]);
  });
});
