import { Money } from '@mall/domain/money';
import { AppError } from '../../core/app-error';
import { parseId } from '../../core/ids';
import { retryOnConflict } from '../../db/retry';
import { PLATFORM, walletAccount } from '../ledger/service';
import { money, type OrderCore } from './core';
import * as repo from './repo';
import type { Executor, OrderRecord } from './repo';
import { systemText } from '../../core/system-text';

/**
 * The orders of a comma list, without repeats and in ascending id order: every transaction that locks
 * several orders locks them in this one global order, so two payments of "a,b" and "b,a" cannot deadlock.
 * None or more than 50 name no order.
 */
function orderIdList(orderIds: string): string[] {
  const parts = [...new Set(orderIds.split(',').map((s) => s.trim()).filter(Boolean))];
  if (!parts.length || parts.length > 50) throw new AppError('ORDER_NOT_FOUND');
  const ids = parts.map((s) => parseId(s));
  if (ids.some((n) => n === null)) throw new AppError('ORDER_NOT_FOUND');
  return (ids as number[]).sort((a, b) => a - b).map(String);
}

/** Only an unpaid order can be paid: a cancelled one is in the wrong state, any other is paid already. */
function assertUnpaid(o: OrderRecord): void {
  const status = Number(o.status);
  if (status !== 0) throw new AppError(status === -1 ? 'ORDER_STATE_INVALID' : 'ORDER_ALREADY_PAID');
}

/** Payment into escrow (from the wallet, or a provider payment that funded it) and settlement out of it. */
export class Payments {
  constructor(private readonly core: OrderCore) {}

  /** Pays orders from the wallet into escrow, once; the transaction password is checked first. */
  async pay(userId: number, orderIds: string, safeword: string): Promise<void> {
    const ids = orderIdList(orderIds);
    const { db } = this.core;
    for (const id of ids) await this.core.buyerOrder(db, userId, id);
    await this.core.deps.safewords.verify(userId, safeword);
    await retryOnConflict(() => db.transaction(async (tx) => {
      for (const id of ids) {
        const o = await this.core.buyerOrder(tx, userId, id, true);
        assertUnpaid(o);
        await this.payOne(tx, userId, o, 'balance');
      }
    }));
    this.core.deps.onChange();
  }

  /**
   * The checkout's payment methods: the balance is always open; the e-wallet is the configured payment
   * provider (PAY_PROVIDER_URL); no card processor ships, so cards stay "not open in your region".
   */
  payMethods(providerConfigured: boolean): { code: 'balance' | 'card' | 'wallet'; open: 0 | 1 }[] {
    return [{ code: 'balance', open: 1 }, { code: 'card', open: 0 }, { code: 'wallet', open: providerConfigured ? 1 : 0 }];
  }

  /** One locked unpaid order: wallet → escrow, sold counts, log and the seller's notice. */
  private async payOne(tx: Executor, userId: number, o: OrderRecord, method: 'balance' | 'wallet'): Promise<void> {
    const to = this.core.transition(o, 'pay', 'buyer');
    await this.core.moveStatus(tx, o.id, o.status, to, { payMethod: method, stamp: 'paid_at' }, 'ORDER_ALREADY_PAID');
    await this.core.deps.ledger.post(tx, {
      key: `order:${o.id}:pay`, kind: 'payment', ref: o.order_no, memo: systemText('wallet', 'ledgerMemo.orderPayment'),
      legs: [{ account: walletAccount('user', userId), debit: money(o.total) }, { account: PLATFORM.escrow, credit: money(o.total) }],
    });
    await repo.insertSales(tx, o.id, o.store_id);
    await this.core.log(tx, o.id, 'paid');
  }

  /**
   * The buyer's unpaid orders a provider payment is for, and their total (the e-wallet method of the
   * checkout). The provider authenticates the payer, so no transaction password is asked.
   */
  async providerPayment(userId: number, orderIds: string): Promise<{ ids: number[]; total: Money }> {
    const ids = orderIdList(orderIds);
    let total = Money.zero();
    const found: number[] = [];
    for (const id of ids) {
      const o = await this.core.buyerOrder(this.core.db, userId, id);
      assertUnpaid(o);
      total = total.plus(money(o.total));
      found.push(o.id);
    }
    return { ids: found, total };
  }

  /**
   * Pays orders from the wallet a confirmed provider payment has just credited, in that payment's
   * transaction. An order that is no longer unpaid (cancelled meanwhile) is skipped: its money stays
   * in the buyer's wallet.
   */
  async payFunded(tx: Executor, userId: number, orderIds: number[]): Promise<void> {
    for (const id of [...orderIds].sort((a, b) => a - b)) {
      const o = await repo.findOrder(tx, id, { scope: { userId }, lock: 'update' });
      if (o && Number(o.status) === 0) await this.payOne(tx, userId, o, 'wallet');
    }
    this.core.deps.onChange();
  }

  /** Escrow → seller (goods + freight − commission) and platform (commission, tax and fees). */
  async settle(tx: Executor, o: OrderRecord): Promise<void> {
    const sellerId = await repo.sellerOfStore(tx, o.store_id);
    const total = money(o.total);
    const income = money(o.goods_amount).plus(money(o.freight)).minus(money(o.commission));
    const platform = total.minus(income);
    await this.core.deps.ledger.post(tx, {
      key: `order:${o.id}:settle`, kind: 'income', ref: o.order_no, memo: systemText('wallet', 'ledgerMemo.orderSettled'),
      legs: [
        { account: PLATFORM.escrow, debit: total },
        ...(income.isPositive() ? [{ account: walletAccount('seller', sellerId), credit: income }] : []),
        ...(platform.isPositive() ? [{ account: PLATFORM.fees, credit: platform }] : []),
      ],
    });
    // In the same transaction: a store's loan may withhold part of the income.
    if (income.isPositive()) await this.core.deps.events.emit('order.settled', { tx, sellerId, orderId: o.id, orderNo: o.order_no, income: income.toString() });
  }
}
