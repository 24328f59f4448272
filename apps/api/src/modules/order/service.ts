import type { CheckoutPreview, OrderInfo, OrderSettings, OrderStatusCounts } from '@mall/contract/orders';
import type { Money } from '@mall/domain/money';
import type { LanguageCode } from '@mall/i18n/languages';
import type { EventBus } from '../../core/events';
import type { Db } from '../../db/client';
import type { Safewords } from '../account/safewords';
import type { Ledger } from '../ledger/service';
import type { SysparaService } from '../platform/syspara';
import { Checkout } from './checkout';
import { OrderCore, type StaffActor } from './core';
import { Fulfilment } from './fulfilment';
import { SellerNotices } from './notices';
import { Payments } from './payment';
import { OrderReads } from './reads';
import { Refunds } from './refunds';
import type { Executor } from './repo';
import { Reviews, type ReviewInput } from './reviews';
import { ORDER_SYSPARAS, saveOrderSettings } from './settings';
import { Sweeps } from './sweeps';

/**
 * Orders: checkout priced by the server, stock reserved with the order, payment into escrow through
 * the ledger, the life of an order by the state machine of @mall/domain, refunds and settlement.
 * One face for routes and other modules over the capability parts; every status write goes through
 * `OrderCore.moveStatus`, which emits `order.status`.
 */
export class OrderService {
  readonly core: OrderCore;
  private readonly checkout: Checkout;
  private readonly payments: Payments;
  private readonly fulfilment: Fulfilment;
  private readonly refunds: Refunds;
  private readonly reviews: Reviews;
  private readonly sweeps: Sweeps;
  private readonly reads: OrderReads;
  private readonly sellerNotices: SellerNotices;

  constructor(db: Db, ledger: Ledger, sysparas: SysparaService, safewords: Safewords, onChange: () => void, events: EventBus) {
    this.core = new OrderCore({ db, ledger, sysparas, safewords, onChange, events });
    this.checkout = new Checkout(this.core);
    this.payments = new Payments(this.core);
    this.fulfilment = new Fulfilment(this.core, this.payments);
    this.refunds = new Refunds(this.core, this.payments);
    this.reviews = new Reviews(this.core);
    this.sweeps = new Sweeps(this.core, this.fulfilment, this.reviews);
    this.reads = new OrderReads(this.core);
    this.sellerNotices = new SellerNotices(db);
  }

  async ensureDefaults(): Promise<void> { await this.core.deps.sysparas.ensure(ORDER_SYSPARAS); }
  settings(): Promise<OrderSettings> { return this.core.settings(); }
  saveSettings(input: Record<string, string>): Promise<OrderSettings> { return saveOrderSettings(this.core.deps.sysparas, input); }

  // ---- checkout and payment ----
  preview(userId: number, orderInfo: string): Promise<CheckoutPreview> { return this.checkout.preview(userId, orderInfo); }
  submit(userId: number, orderInfo: string, addressId: string): Promise<string[]> { return this.checkout.submit(userId, orderInfo, addressId); }
  pay(userId: number, orderIds: string, safeword: string): Promise<void> { return this.payments.pay(userId, orderIds, safeword); }
  payMethods(providerConfigured: boolean) { return this.payments.payMethods(providerConfigured); }
  providerPayment(userId: number, orderIds: string): Promise<{ ids: number[]; total: Money }> { return this.payments.providerPayment(userId, orderIds); }
  payFunded(tx: Executor, userId: number, orderIds: number[]): Promise<void> { return this.payments.payFunded(tx, userId, orderIds); }

  // ---- fulfilment ----
  cancel(userId: number, id: string, reason: string): Promise<void> { return this.fulfilment.cancel(userId, id, reason); }
  remind(userId: number, id: string): Promise<void> { return this.fulfilment.remind(userId, id); }
  confirm(sellerId: number, id: string): Promise<void> { return this.fulfilment.confirm(sellerId, id); }
  ship(sellerId: number, id: string, carrier: string, trackingNo: string): Promise<void> { return this.fulfilment.ship(sellerId, id, carrier, trackingNo); }
  receipt(userId: number | null, id: string, actor: 'buyer' | 'system' = 'buyer'): Promise<void> { return this.fulfilment.receipt(userId, id, actor); }

  // ---- refunds ----
  requestReturn(userId: number, id: string, input: { reason: string; detail: string; money: string }): Promise<void> { return this.refunds.requestReturn(userId, id, input); }
  decideRefund(actor: StaffActor, id: string, approve: boolean, reason: string): Promise<void> { return this.refunds.decideRefund(actor, id, approve, reason); }
  platformRefund(id: string, reason: string): Promise<void> { return this.refunds.platformRefund(id, reason); }

  // ---- reviews and sweeps ----
  addReviews(userId: number, body: { orderId: string; evaluationAdds: ReviewInput[] }): Promise<void> { return this.reviews.addReviews(userId, body); }
  staffReviews(actor: StaffActor, status: string, pageNum: number, pageSize: number) { return this.reviews.staffReviews(actor, status, pageNum, pageSize); }
  moderate(id: string, approve: boolean): Promise<void> { return this.reviews.moderate(id, approve); }
  sweep(now = new Date()): Promise<{ cancelled: number; received: number; reviewed: number }> { return this.sweeps.sweep(now); }

  // ---- reads and notices ----
  statusCounts(userId: number): Promise<OrderStatusCounts> { return this.reads.statusCounts(userId); }
  buyerList(userId: number, status: string, pageNum: number, pageSize: number, lang?: LanguageCode) { return this.reads.buyerList(userId, status, pageNum, pageSize, lang); }
  buyerInfo(userId: number, id: string): Promise<OrderInfo> { return this.reads.buyerInfo(userId, id); }
  buyerGoods(userId: number, id: string, lang?: LanguageCode) { return this.reads.buyerGoods(userId, id, lang); }
  buyerLogs(userId: number, id: string, lang: LanguageCode) { return this.reads.buyerLogs(userId, id, lang); }
  staffList(actor: StaffActor, status: string, keyword: string, pageNum: number, pageSize: number, lang?: LanguageCode) { return this.reads.staffList(actor, status, keyword, pageNum, pageSize, lang); }
  staffInfo(actor: StaffActor, id: string, lang: LanguageCode) { return this.reads.staffInfo(actor, id, lang); }
  notices(sellerId: number, pageNum: number, pageSize: number) { return this.sellerNotices.notices(sellerId, pageNum, pageSize); }
  readNotices(sellerId: number, id: string): Promise<void> { return this.sellerNotices.readNotices(sellerId, id); }
}
