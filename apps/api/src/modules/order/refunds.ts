import { Money } from '@mall/domain/money';
import type { Actor, OrderAction } from '@mall/domain/order-status';
import { AppError } from '../../core/app-error';
import { PLATFORM, walletAccount } from '../ledger/service';
import { money, type OrderCore, type StaffActor } from './core';
import type { Payments } from './payment';
import * as repo from './repo';
import type { Executor, OrderRecord } from './repo';
import { systemText } from '../../core/system-text';

/** Refunds before shipping, returns after receipt, their decision, and the platform's own refunds. */
export class Refunds {
  constructor(private readonly core: OrderCore, private readonly payments: Payments) {}

  /** Requests a refund before shipping, or a return within the return window after receipt. */
  async requestReturn(userId: number, id: string, input: { reason: string; detail: string; money: string }): Promise<void> {
    const code = Number(input.reason);
    if (!Number.isInteger(code) || code < 1 || code > 9) throw new AppError('RETURN_REASON_REQUIRED');
    const s = await this.core.settings();
    await this.core.db.transaction(async (tx) => {
      const o = await this.core.buyerOrder(tx, userId, id, true);
      const action: OrderAction = o.status === 4 || o.status === 5 ? 'requestReturn' : 'requestRefund';
      const to = this.core.transition(o, action, 'buyer');
      const total = money(o.total);
      let amount = total;
      if (action === 'requestReturn') {
        if (Date.now() - new Date(o.received_at ?? 0).getTime() > s.returnDays * 86_400_000) throw new AppError('RETURN_WINDOW_CLOSED');
        const v = (input.money ?? '').trim();
        if (!Money.isValid(v) || !Money.parse(v).isPositive()) throw new AppError('AMOUNT_INVALID');
        amount = Money.parse(v);
        if (amount.cmp(total) > 0) throw new AppError('RETURN_AMOUNT_TOO_HIGH');
      }
      await this.core.moveStatus(tx, o.id, o.status, to, {
        statusBeforeReturn: o.status, returnStatus: 1, returnReason: code, returnDetail: (input.detail ?? '').trim().slice(0, 1000), returnMoney: amount.toString(),
      });
      await this.core.log(tx, o.id, 'refund_requested');
    });
    this.core.deps.onChange();
  }

  /** The seller (own store) or the platform decides a pending refund or return. */
  async decideRefund(actor: StaffActor, id: string, approve: boolean, reason: string): Promise<void> {
    if (!approve && !reason.trim()) throw new AppError('REASON_REQUIRED');
    await this.core.db.transaction(async (tx) => {
      const o = await this.core.staffOrder(tx, actor, id, true);
      if (Number(o.return_status) !== 1) throw new AppError('ORDER_STATE_INVALID');
      const who: Actor = actor.kind === 'seller' ? 'seller' : 'platform';
      if (!approve) {
        const back = this.core.transition(o, 'refundRejected', who);
        await this.core.moveStatus(tx, o.id, o.status, back, { returnStatus: 3, statusBeforeReturn: null });
        await this.core.log(tx, o.id, 'refund_failed', reason.trim().slice(0, 200));
        return;
      }
      this.core.transition(o, 'refundApproved', who);
      await this.refundMoney(tx, o, money(o.return_money));
      await repo.setReturnStatus(tx, o.id, 2);
      await this.core.log(tx, o.id, 'refund_succeeded');
    });
    this.core.deps.onChange();
  }

  /** The platform starts a refund of a paid order by hand (full amount) and completes it at once. */
  async platformRefund(id: string, reason: string): Promise<void> {
    if (!reason.trim()) throw new AppError('REASON_REQUIRED');
    await this.core.db.transaction(async (tx) => {
      const o = await this.core.staffOrder(tx, { kind: 'platform' }, id, true);
      const to = this.core.transition(o, 'platformRefund', 'platform');
      await this.core.moveStatus(tx, o.id, o.status, to, {
        statusBeforeReturn: o.status, returnStatus: 2, returnReason: 9, returnDetail: reason.trim().slice(0, 1000), returnMoney: o.total,
      });
      await this.refundMoney(tx, { ...o, status_before_return: o.status }, money(o.total));
      await this.core.log(tx, o.id, 'platform_refund', reason.trim().slice(0, 200));
    });
    this.core.deps.onChange();
  }

  /** Money back to the buyer: from escrow before settlement, from the seller's wallet after it. */
  private async refundMoney(tx: Executor, o: OrderRecord, amount: Money): Promise<void> {
    const before = Number(o.status_before_return);
    const settled = before === 4 || before === 5;
    const buyer = walletAccount('user', o.user_id);
    const movement = { key: `order:${o.id}:refund`, kind: 'refund', ref: o.order_no, memo: systemText('wallet', 'ledgerMemo.orderRefund') };
    if (settled) {
      const sellerId = await repo.sellerOfStore(tx, o.store_id);
      await this.core.deps.ledger.post(tx, { ...movement, legs: [{ account: walletAccount('seller', sellerId), debit: amount }, { account: buyer, credit: amount }] });
    } else {
      // Before settlement escrow holds the whole payment: the refund and, for a partial one, the rest to the seller.
      const total = money(o.total);
      await this.core.deps.ledger.post(tx, { ...movement, legs: [{ account: PLATFORM.escrow, debit: amount }, { account: buyer, credit: amount }] });
      if (amount.cmp(total) < 0) {
        const rest = total.minus(amount).toString();
        await this.payments.settle(tx, { ...o, total: rest, goods_amount: Money.zero().toString(), freight: rest, commission: '0' });
      }
      await repo.releaseStock(tx, o.id);
    }
    await repo.deleteSales(tx, o.id);
  }
}
