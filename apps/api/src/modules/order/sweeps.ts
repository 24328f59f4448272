import { AppError } from '../../core/app-error';
import type { OrderCore } from './core';
import type { Fulfilment } from './fulfilment';
import * as repo from './repo';
import type { Reviews } from './reviews';

/**
 * Time-based rules: unpaid orders cancelled, shipped orders received, received orders reviewed by
 * default. Each order is handled in its own transaction with its row locked and its status checked
 * again, so several server processes can sweep at once without acting twice.
 */
export class Sweeps {
  constructor(private readonly core: OrderCore, private readonly fulfilment: Fulfilment, private readonly reviews: Reviews) {}

  async sweep(now = new Date()): Promise<{ cancelled: number; received: number; reviewed: number }> {
    const { db } = this.core;
    const s = await this.core.settings();
    const result = { cancelled: 0, received: 0, reviewed: 0 };
    for (const id of await repo.dueOrders(db, 0, new Date(now.getTime() - s.unpaidCancelMinutes * 60_000))) {
      const done = await db.transaction(async (tx) => {
        const o = await repo.findOrder(tx, id, { status: 0, lock: 'skip' });
        if (!o) return false;
        const to = this.core.transition(o, 'autoCancel', 'system');
        await this.core.moveStatus(tx, id, o.status, to, { stamp: 'cancelled_at' });
        await repo.releaseStock(tx, id);
        await this.core.log(tx, id, 'auto_cancelled');
        return true;
      });
      if (done) result.cancelled++;
    }
    for (const id of await repo.dueOrders(db, 3, new Date(now.getTime() - s.autoReceiptDays * 86_400_000))) {
      try { await this.fulfilment.receipt(null, String(id), 'system'); result.received++; } catch (e) { if (!(e instanceof AppError)) throw e; }
    }
    for (const id of await repo.dueOrders(db, 4, new Date(now.getTime() - s.autoReviewDays * 86_400_000))) {
      const done = await db.transaction(async (tx) => {
        const o = await repo.findOrder(tx, id, { status: 4, lock: 'skip' });
        if (!o) return false;
        await this.reviews.defaultReviews(tx, o);
        return true;
      });
      if (done) result.reviewed++;
    }
    if (result.cancelled || result.received || result.reviewed) this.core.deps.onChange();
    return result;
  }
}
