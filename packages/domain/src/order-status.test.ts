import { describe, expect, it } from 'vitest';
import { availableActions, isOrderTransition, nextStatus, ORDER_ACTIONS, ORDER_RULES, ORDER_STATUSES, type Actor, type OrderStatus } from './order-status';

const ACTORS: Actor[] = ['buyer', 'seller', 'platform', 'system'];

// The expected outcome of every status × action for the actor allowed to take it, written out by hand.
const EXPECTED: Record<string, Partial<Record<OrderStatus, OrderStatus | string>>> = {
  pay: { [-1]: 'ORDER_STATE_INVALID', 0: 1, 1: 'ORDER_STATE_INVALID', 2: 'ORDER_STATE_INVALID', 3: 'ORDER_STATE_INVALID', 4: 'ORDER_STATE_INVALID', 5: 'ORDER_STATE_INVALID', 6: 'ORDER_STATE_INVALID' },
  cancel: { [-1]: 'ORDER_STATE_INVALID', 0: -1, 1: 'ORDER_NOT_CANCELLABLE', 2: 'ORDER_NOT_CANCELLABLE', 3: 'ORDER_NOT_CANCELLABLE', 4: 'ORDER_NOT_CANCELLABLE', 5: 'ORDER_NOT_CANCELLABLE', 6: 'ORDER_NOT_CANCELLABLE' },
  autoCancel: { [-1]: 'ORDER_STATE_INVALID', 0: -1, 1: 'ORDER_NOT_CANCELLABLE', 2: 'ORDER_NOT_CANCELLABLE', 3: 'ORDER_NOT_CANCELLABLE', 4: 'ORDER_NOT_CANCELLABLE', 5: 'ORDER_NOT_CANCELLABLE', 6: 'ORDER_NOT_CANCELLABLE' },
  remind: { [-1]: 'ORDER_STATE_INVALID', 0: 'ORDER_STATE_INVALID', 1: 1, 2: 2, 3: 'ORDER_STATE_INVALID', 4: 'ORDER_STATE_INVALID', 5: 'ORDER_STATE_INVALID', 6: 'ORDER_STATE_INVALID' },
  confirm: { [-1]: 'ORDER_STATE_INVALID', 0: 'ORDER_STATE_INVALID', 1: 2, 2: 'ORDER_STATE_INVALID', 3: 'ORDER_STATE_INVALID', 4: 'ORDER_STATE_INVALID', 5: 'ORDER_STATE_INVALID', 6: 'ORDER_STATE_INVALID' },
  ship: { [-1]: 'ORDER_STATE_INVALID', 0: 'ORDER_STATE_INVALID', 1: 3, 2: 3, 3: 'ORDER_STATE_INVALID', 4: 'ORDER_STATE_INVALID', 5: 'ORDER_STATE_INVALID', 6: 'ORDER_STATE_INVALID' },
  receipt: { [-1]: 'ORDER_STATE_INVALID', 0: 'ORDER_STATE_INVALID', 1: 'ORDER_STATE_INVALID', 2: 'ORDER_STATE_INVALID', 3: 4, 4: 'ORDER_STATE_INVALID', 5: 'ORDER_STATE_INVALID', 6: 'ORDER_STATE_INVALID' },
  autoReceipt: { [-1]: 'ORDER_STATE_INVALID', 0: 'ORDER_STATE_INVALID', 1: 'ORDER_STATE_INVALID', 2: 'ORDER_STATE_INVALID', 3: 4, 4: 'ORDER_STATE_INVALID', 5: 'ORDER_STATE_INVALID', 6: 'ORDER_STATE_INVALID' },
  review: { [-1]: 'ORDER_STATE_INVALID', 0: 'ORDER_STATE_INVALID', 1: 'ORDER_STATE_INVALID', 2: 'ORDER_STATE_INVALID', 3: 'ORDER_STATE_INVALID', 4: 5, 5: 'ORDER_STATE_INVALID', 6: 'ORDER_STATE_INVALID' },
  defaultReview: { [-1]: 'ORDER_STATE_INVALID', 0: 'ORDER_STATE_INVALID', 1: 'ORDER_STATE_INVALID', 2: 'ORDER_STATE_INVALID', 3: 'ORDER_STATE_INVALID', 4: 5, 5: 'ORDER_STATE_INVALID', 6: 'ORDER_STATE_INVALID' },
  requestRefund: { [-1]: 'ORDER_STATE_INVALID', 0: 'ORDER_STATE_INVALID', 1: 6, 2: 6, 3: 'ORDER_SHIPPED_NO_REFUND', 4: 'ORDER_STATE_INVALID', 5: 'ORDER_STATE_INVALID', 6: 'ORDER_STATE_INVALID' },
  requestReturn: { [-1]: 'ORDER_STATE_INVALID', 0: 'ORDER_STATE_INVALID', 1: 'ORDER_STATE_INVALID', 2: 'ORDER_STATE_INVALID', 3: 'ORDER_STATE_INVALID', 4: 6, 5: 6, 6: 'ORDER_STATE_INVALID' },
  platformRefund: { [-1]: 'ORDER_STATE_INVALID', 0: 'ORDER_STATE_INVALID', 1: 6, 2: 6, 3: 6, 4: 6, 5: 6, 6: 'ORDER_STATE_INVALID' },
  refundApproved: { [-1]: 'ORDER_STATE_INVALID', 0: 'ORDER_STATE_INVALID', 1: 'ORDER_STATE_INVALID', 2: 'ORDER_STATE_INVALID', 3: 'ORDER_STATE_INVALID', 4: 'ORDER_STATE_INVALID', 5: 'ORDER_STATE_INVALID', 6: 6 },
  refundRejected: { [-1]: 'ORDER_STATE_INVALID', 0: 'ORDER_STATE_INVALID', 1: 'ORDER_STATE_INVALID', 2: 'ORDER_STATE_INVALID', 3: 'ORDER_STATE_INVALID', 4: 'ORDER_STATE_INVALID', 5: 'ORDER_STATE_INVALID', 6: 2 },
};

describe('order state machine', () => {
  for (const action of ORDER_ACTIONS) {
    for (const status of ORDER_STATUSES) {
      for (const actor of ACTORS) {
        const allowed = ORDER_RULES[action].by.includes(actor);
        it(`${action} on status ${status} by ${actor}`, () => {
          const r = nextStatus(status, action, actor, 2);
          if (!allowed) {
            expect(r).toEqual({ ok: false, reason: 'NO_PERMISSION' });
            return;
          }
          const want = EXPECTED[action][status];
          expect(want).toBeDefined();
          expect(r).toEqual(typeof want === 'number' ? { ok: true, status: want } : { ok: false, reason: want });
        });
      }
    }
  }

  it('returns a refused refund to the status before it, never to refund or cancelled', () => {
    expect(nextStatus(6, 'refundRejected', 'seller', 4)).toEqual({ ok: true, status: 4 });
    expect(nextStatus(6, 'refundRejected', 'platform', 6)).toEqual({ ok: false, reason: 'ORDER_STATE_INVALID' });
    expect(nextStatus(6, 'refundRejected', 'platform')).toEqual({ ok: false, reason: 'ORDER_STATE_INVALID' });
  });

  it('offers the buyer cancel and pay on an unpaid order and nothing on a cancelled one', () => {
    expect(availableActions(0, 'buyer')).toEqual(['pay', 'cancel']);
    expect(availableActions(-1, 'buyer')).toEqual([]);
    expect(availableActions(3, 'buyer')).toEqual(['receipt']);
    expect(availableActions(1, 'seller')).toEqual(['confirm', 'ship']);
  });
});

describe('isOrderTransition', () => {
  // Every status change the table allows, written out by hand (from → to).
  const ALLOWED = ['0>1', '0>-1', '1>2', '1>3', '2>3', '3>4', '4>5', '1>6', '2>6', '3>6', '4>6', '5>6', '6>1', '6>2', '6>3', '6>4', '6>5'];
  for (const from of ORDER_STATUSES) {
    for (const to of ORDER_STATUSES) {
      const allowed = ALLOWED.includes(`${from}>${to}`);
      it(`${allowed ? 'allows' : 'refuses'} ${from} → ${to}`, () => expect(isOrderTransition(from, to)).toBe(allowed));
    }
  }
});
