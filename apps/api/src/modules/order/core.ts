import { SELLER_NOTICES, type OrderSettings, type SellerNoticeKind } from '@mall/contract/orders';
import { Money } from '@mall/domain/money';
import { isOrderTransition, nextStatus, type Actor, type OrderAction, type OrderStatus } from '@mall/domain/order-status';
import { formatWireTime } from '@mall/domain/time';
import { AppError } from '../../core/app-error';
import type { EventBus } from '../../core/events';
import { parseId } from '../../core/ids';
import type { Db } from '../../db/client';
import type { Safewords } from '../account/safewords';
import type { Ledger } from '../ledger/service';
import type { SysparaService } from '../platform/syspara';
import * as repo from './repo';
import { readOrderSettings } from './settings';
import type { Executor, OrderRecord, StatusFields } from './repo';

/** Who acts on an order from the back office: a seller (own store's orders only) or the platform. */
export type StaffActor = { kind: 'seller'; sellerId: number } | { kind: 'platform' };

/** What every part of the order service works with. */
export interface OrderDeps {
  db: Db;
  ledger: Ledger;
  sysparas: SysparaService;
  safewords: Safewords;
  events: EventBus;
  /** Called after an order changes (cache invalidation). */
  onChange: () => void;
}

export const money = (v: string | null | undefined): Money => Money.parse(v ?? '0');
export const wire = (v: string | null | undefined): number => money(v).toWire();
export const wireTime = (v: Date | null | undefined): string => (v ? formatWireTime(v) : '');

/**
 * The helpers the capability parts share: access to one order, the checked status move with its
 * event, and the timeline.
 */
export class OrderCore {
  constructor(readonly deps: OrderDeps) {}

  get db(): Db { return this.deps.db; }

  settings(): Promise<OrderSettings> { return readOrderSettings(this.deps.sysparas); }

  /** The status `action` leads to, or the refusal of the domain's state machine as an AppError. */
  transition(o: OrderRecord, action: OrderAction, actor: Actor): OrderStatus {
    const r = nextStatus(Number(o.status) as OrderStatus, action, actor, o.status_before_return == null ? undefined : Number(o.status_before_return) as OrderStatus);
    if (!r.ok) throw new AppError(r.reason);
    return r.status;
  }

  /**
   * The one way an order's status is written: refuses a move the state machine has no transition for,
   * writes only while the order is still in `from` (else `ORDER_STATE_INVALID`, or `stale` when given),
   * sets the move's other `fields`, and emits `order.status` in the same transaction.
   */
  async moveStatus(tx: Executor, orderId: number, from: OrderStatus, to: OrderStatus, fields: StatusFields = {}, stale: 'ORDER_STATE_INVALID' | 'ORDER_ALREADY_PAID' = 'ORDER_STATE_INVALID'): Promise<void> {
    if (!isOrderTransition(from, to)) throw new AppError('ORDER_STATE_INVALID');
    const moved = await repo.updateStatus(tx, orderId, from, to, fields);
    if (!moved) throw new AppError(stale);
    await this.deps.events.emit('order.status', { tx, orderId, orderNo: moved.order_no, userId: Number(moved.user_id), sellerId: Number(moved.seller_id), from, to });
  }

  /**
   * Adds an event to the timeline; the ones the store acts on also reach its seller as a notice, in the
   * same transaction, and `seller.noticed` tells the chat module to push it.
   */
  async log(ex: Executor, orderId: number, event: string, note = ''): Promise<void> {
    const notice = (SELLER_NOTICES as readonly string[]).includes(event) ? event as SellerNoticeKind : null;
    const sellerId = await repo.insertLog(ex, orderId, event, note, notice);
    if (sellerId !== null) await this.deps.events.emit('seller.noticed', { tx: ex, sellerId });
  }

  /** An order of this buyer (another buyer's answers as not found). */
  async buyerOrder(ex: Executor, userId: number, id: string, lock = false): Promise<OrderRecord> {
    const n = parseId(id);
    const o = n === null ? undefined : await repo.findOrder(ex, n, { scope: { userId }, lock: lock ? 'update' : undefined });
    if (!o) throw new AppError('ORDER_NOT_FOUND');
    return o;
  }

  /** An order of the seller's store (seller) or any order (platform). */
  async staffOrder(ex: Executor, actor: StaffActor, id: string, lock = false): Promise<OrderRecord> {
    const n = parseId(id);
    const scope = actor.kind === 'seller' ? { sellerId: actor.sellerId } : {};
    const o = n === null ? undefined : await repo.findOrder(ex, n, { scope, lock: lock ? 'update' : undefined });
    if (!o) throw new AppError('ORDER_NOT_FOUND');
    return o;
  }
}
