import type { OrderStatus } from '@mall/domain/order-status';
import type { Executor } from '../modules/ledger/service';

/**
 * The in-process events modules react to, with what each carries. An event that carries `tx` is
 * emitted inside a database transaction and its handlers write in that same transaction (all or
 * nothing); a handler may refuse by throwing an AppError, which rolls the transaction back.
 */
export interface AppEvents {
  /** A provider payment credited a buyer's wallet and names orders it was meant to pay. */
  'wallet.providerFunded': { tx: Executor; userId: number; orderIds: number[] };
  /** An account asks to be cancelled: a handler throws CANCEL_BALANCE_REMAINS while it holds funds. */
  'account.cancelling': { kind: 'user' | 'seller'; id: number };
  /** A withdrawal is about to be held, inside its transaction after the wallet is locked: a handler may refuse (an overdue loan). */
  'wallet.withdrawing': { tx: Executor; kind: 'user' | 'seller'; id: number; volume: string };
  /** An order was settled to its seller's wallet (`income`, exact decimal text), inside the settlement transaction. */
  'order.settled': { tx: Executor; sellerId: number; orderId: number; orderNo: string; income: string };
  /** A seller notice was written (order paid, reminded, refund requested), inside the writer's transaction. */
  'seller.noticed': { tx: Executor; sellerId: number };
  /**
   * An order moved from one status to another, inside the writer's transaction (not committed yet).
   * `userId` is the buyer, `sellerId` the seller account owning the order's store.
   */
  'order.status': { tx: Executor; orderId: number; orderNo: string; userId: number; sellerId: number; from: OrderStatus; to: OrderStatus };
  /** Stock, sold counts, prices or listings changed: cached catalogue reads are stale. */
  'catalogue.changed': Record<string, never>;
  /** A message was queued in the outbox: delivery may start. */
  'outbox.queued': Record<string, never>;
}

export type EventName = keyof AppEvents;
type Handler<K extends EventName> = (payload: AppEvents[K]) => Promise<void> | void;

/** Typed publish/subscribe inside one server process; handlers run one after another, in order of subscription. */
export class EventBus {
  private readonly handlers = new Map<EventName, Handler<never>[]>();

  on<K extends EventName>(name: K, handler: Handler<K>): void {
    const list = this.handlers.get(name) ?? [];
    list.push(handler as Handler<never>);
    this.handlers.set(name, list);
  }

  /** Runs every handler; the first that throws stops the rest and the error reaches the emitter. */
  async emit<K extends EventName>(name: K, payload: AppEvents[K]): Promise<void> {
    for (const h of this.handlers.get(name) ?? []) await (h as Handler<K>)(payload);
  }

  /** For events whose handlers only drop caches or wake workers: never throws, never waits. */
  fire<K extends EventName>(name: K, payload: AppEvents[K], onError: (err: unknown) => void): void {
    void this.emit(name, payload).catch(onError);
  }
}
