import { AppError } from '../../core/app-error';
import type { OrderCore } from './core';
import type { Payments } from './payment';
import * as repo from './repo';

/** The life of a paid order up to receipt: cancel before payment, remind, confirm, ship, receive. */
export class Fulfilment {
  constructor(private readonly core: OrderCore, private readonly payments: Payments) {}

  /** The buyer cancels an unpaid order; its stock is released. */
  async cancel(userId: number, id: string, reason: string): Promise<void> {
    const code = Number(reason);
    if (!Number.isInteger(code) || code < 1 || code > 9) throw new AppError('RETURN_REASON_REQUIRED');
    await this.core.db.transaction(async (tx) => {
      const o = await this.core.buyerOrder(tx, userId, id, true);
      const to = this.core.transition(o, 'cancel', 'buyer');
      await this.core.moveStatus(tx, o.id, o.status, to, { cancelReason: code, stamp: 'cancelled_at' });
      await repo.releaseStock(tx, o.id);
      await this.core.log(tx, o.id, 'cancelled');
    });
    this.core.deps.onChange();
  }

  /** Reminds the seller to ship, once per order. */
  async remind(userId: number, id: string): Promise<void> {
    const { db } = this.core;
    const o = await this.core.buyerOrder(db, userId, id);
    this.core.transition(o, 'remind', 'buyer');
    if (!(await repo.markReminded(db, o.id))) throw new AppError('ORDER_ALREADY_REMINDED');
    await this.core.log(db, o.id, 'reminded');
  }

  async confirm(sellerId: number, id: string): Promise<void> {
    await this.core.db.transaction(async (tx) => {
      const o = await this.core.staffOrder(tx, { kind: 'seller', sellerId }, id, true);
      const to = this.core.transition(o, 'confirm', 'seller');
      await this.core.moveStatus(tx, o.id, o.status, to, { stamp: 'confirmed_at' });
      await this.core.log(tx, o.id, 'confirmed');
    });
    this.core.deps.onChange();
  }

  async ship(sellerId: number, id: string, carrier: string, trackingNo: string): Promise<void> {
    const c = carrier.trim().slice(0, 64);
    const t = trackingNo.trim().slice(0, 64);
    if (!c || !t) throw new AppError('CARRIER_REQUIRED');
    await this.core.db.transaction(async (tx) => {
      const o = await this.core.staffOrder(tx, { kind: 'seller', sellerId }, id, true);
      const to = this.core.transition(o, 'ship', 'seller');
      await this.core.moveStatus(tx, o.id, o.status, to, { carrier: c, trackingNo: t, stamp: 'shipped_at' });
      await this.core.log(tx, o.id, 'shipped', `${c} ${t}`);
    });
    this.core.deps.onChange();
  }

  /** Confirms receipt (buyer, or the system after the configured days); escrow pays the seller less commission. */
  async receipt(userId: number | null, id: string, actor: 'buyer' | 'system' = 'buyer'): Promise<void> {
    await this.core.db.transaction(async (tx) => {
      const o = userId === null
        ? await repo.findOrder(tx, Number(id), { lock: 'update' })
        : await this.core.buyerOrder(tx, userId, id, true);
      if (!o) throw new AppError('ORDER_NOT_FOUND');
      const to = this.core.transition(o, actor === 'buyer' ? 'receipt' : 'autoReceipt', actor);
      await this.core.moveStatus(tx, o.id, o.status, to, { stamp: 'received_at' });
      await this.payments.settle(tx, o);
      await this.core.log(tx, o.id, actor === 'buyer' ? 'received' : 'auto_received');
    });
    this.core.deps.onChange();
  }
}
