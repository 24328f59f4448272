import { sql } from 'drizzle-orm';
import { type CheckoutPreview, type OrderGoods, type OrderInfo, type OrderRow, type OrderSettings, type OrderStatusCounts, type SellerNoticeKind } from '@mall/contract/orders';
import { Money } from '@mall/domain/money';
import { nextStatus, type Actor, type OrderAction, type OrderStatus } from '@mall/domain/order-status';
import { formatWireTime } from '@mall/domain/time';
import type { LanguageCode } from '@mall/i18n/languages';
import { createTranslator } from '@mall/i18n/node';
import type { EventBus } from '../../core/events';
import type { Db } from '../../db/client';
import { AppError } from '../../core/app-error';
import type { Safewords } from '../account/safewords';
import { rows as q, type Executor } from '../../db/rows';
import { parseId } from '../../core/ids';
import type { Ledger } from '../ledger/service';
import type { SysparaService } from '../platform/syspara';
import { Checkout } from './checkout';
import { OrderCore, type StaffActor } from './core';
import { Fulfilment } from './fulfilment';
import { Payments } from './payment';
import { Refunds } from './refunds';
import { Reviews, type ReviewInput } from './reviews';
import { ORDER_SYSPARAS, saveOrderSettings } from './settings';
import { Sweeps } from './sweeps';

/** The timeline text of an event in a language (`orders` namespace, English as fallback). */
let translate: ReturnType<typeof createTranslator> | undefined;
function timelineText(lang: LanguageCode, event: string): string {
  translate ??= createTranslator('orders');
  return translate(lang, `timeline.${event}`);
}

type Row = Record<string, any>;
const m = (v: unknown) => Money.parse(String(v ?? '0'));
const wire = (v: unknown) => m(v).toWire();
const time = (v: unknown) => (v ? formatWireTime(v as Date) : '');

/**
 * An order's amounts as the existing clients add them up: they show `priceCount` / `prizeReal` plus
 * `fees` (freight) plus `tax`, so those two carry the total less freight and tax, and `total` (ours)
 * what the buyer pays. priceCount + fees + tax = total, exactly.
 */
function clientTotals(o: Row): { priceCount: number; fees: number; tax: number; total: number } {
  const total = m(o.total);
  const fees = m(o.freight);
  const tax = m(o.tax);
  return { priceCount: total.minus(fees).minus(tax).toWire(), fees: fees.toWire(), tax: tax.toWire(), total: total.toWire() };
}


/**
 * The `status` filter of the order lists: "" for all, one status ("3") or several separated by commas
 * ("4,5", what the "Received" tab sends). Anything else is a PARAM_ERROR.
 */
export function statusFilter(status: string) {
  const text = status.trim();
  if (text === '') return null;
  const parts = text.split(',').map((x) => x.trim());
  if (parts.length > 8 || parts.some((x) => !/^-?\d$/.test(x) || Number(x) < -1 || Number(x) > 6)) throw new AppError('PARAM_ERROR');
  const list = parts.map(Number);
  return list.length === 1 ? sql`o.status = ${list[0]}` : sql`o.status IN (${sql.join(list.map((n) => sql`${n}`), sql`, `)})`;
}

/** The id of the seller's store, as a subquery. */
const storeOf = (sellerId: number) => sql`(SELECT id FROM stores WHERE seller_id = ${sellerId})`;

/**
 * Orders: checkout priced by the server, stock reserved with the order, payment into escrow through
 * the ledger, the life of an order by the state machine of @mall/domain, refunds and settlement.
 */
export class OrderService {
  constructor(
    private readonly db: Db,
    private readonly ledger: Ledger,
    private readonly sysparas: SysparaService,
    private readonly safewords: Safewords,
    /** Called after an order changes (cache invalidation, notifications). */
    private readonly onChange: () => void = () => undefined,
    private readonly events: EventBus,
  ) {
    this.core = new OrderCore({ db, ledger, sysparas, safewords, events, onChange });
    this.checkout = new Checkout(this.core);
    this.payments = new Payments(this.core);
    this.fulfilment = new Fulfilment(this.core, this.payments);
    this.refunds = new Refunds(this.core, this.payments);
    this.reviews = new Reviews(this.core);
    this.sweeps = new Sweeps(this.core, this.fulfilment, this.reviews);
  }

  /** The helpers the order parts share (the checked status move among them). */
  readonly core: OrderCore;
  private readonly checkout: Checkout;
  private readonly payments: Payments;
  private readonly fulfilment: Fulfilment;
  private readonly refunds: Refunds;
  private readonly reviews: Reviews;
  private readonly sweeps: Sweeps;

  async ensureDefaults(): Promise<void> {
    await this.sysparas.ensure(ORDER_SYSPARAS);
  }

  settings(): Promise<OrderSettings> {
    return this.core.settings();
  }

  saveSettings(input: Record<string, string>): Promise<OrderSettings> {
    return saveOrderSettings(this.sysparas, input);
  }

  // ---- checkout ----

  preview(userId: number, orderInfo: string): Promise<CheckoutPreview> {
    return this.checkout.preview(userId, orderInfo);
  }

  submit(userId: number, orderInfo: string, addressId: string): Promise<string[]> {
    return this.checkout.submit(userId, orderInfo, addressId);
  }

  // ---- payment ----

  pay(userId: number, orderIds: string, safeword: string): Promise<void> {
    return this.payments.pay(userId, orderIds, safeword);
  }

  payMethods(providerConfigured: boolean) {
    return this.payments.payMethods(providerConfigured);
  }

  providerPayment(userId: number, orderIds: string): Promise<{ ids: number[]; total: Money }> {
    return this.payments.providerPayment(userId, orderIds);
  }

  payFunded(tx: Executor, userId: number, orderIds: number[]): Promise<void> {
    return this.payments.payFunded(tx, userId, orderIds);
  }

  // ---- fulfilment ----

  cancel(userId: number, id: string, reason: string): Promise<void> {
    return this.fulfilment.cancel(userId, id, reason);
  }

  remind(userId: number, id: string): Promise<void> {
    return this.fulfilment.remind(userId, id);
  }

  confirm(sellerId: number, id: string): Promise<void> {
    return this.fulfilment.confirm(sellerId, id);
  }

  ship(sellerId: number, id: string, carrier: string, trackingNo: string): Promise<void> {
    return this.fulfilment.ship(sellerId, id, carrier, trackingNo);
  }

  receipt(userId: number | null, id: string, actor: 'buyer' | 'system' = 'buyer'): Promise<void> {
    return this.fulfilment.receipt(userId, id, actor);
  }

  // ---- refunds ----

  requestReturn(userId: number, id: string, input: { reason: string; detail: string; money: string }): Promise<void> {
    return this.refunds.requestReturn(userId, id, input);
  }

  decideRefund(actor: StaffActor, id: string, approve: boolean, reason: string): Promise<void> {
    return this.refunds.decideRefund(actor, id, approve, reason);
  }

  platformRefund(id: string, reason: string): Promise<void> {
    return this.refunds.platformRefund(id, reason);
  }

  // ---- reviews and sweeps ----

  addReviews(userId: number, body: { orderId: string; evaluationAdds: ReviewInput[] }): Promise<void> {
    return this.reviews.addReviews(userId, body);
  }

  staffReviews(actor: StaffActor, status: string, pageNum: number, pageSize: number) {
    return this.reviews.staffReviews(actor, status, pageNum, pageSize);
  }

  moderate(id: string, approve: boolean): Promise<void> {
    return this.reviews.moderate(id, approve);
  }

  sweep(now = new Date()): Promise<{ cancelled: number; received: number; reviewed: number }> {
    return this.sweeps.sweep(now);
  }

  /** The seller's notices, newest first, with the number not yet read. */
  async notices(sellerId: number, pageNum: number, pageSize: number) {
    const store = storeOf(sellerId);
    const list = await q<Row>(this.db, sql`SELECT n.id, n.kind, n.order_id, n.read_at, n.created_at, o.order_no FROM seller_notices n JOIN orders o ON o.id = n.order_id
      WHERE n.store_id = ${store} ORDER BY n.id DESC LIMIT ${pageSize} OFFSET ${(pageNum - 1) * pageSize}`);
    const [c] = await q<Row>(this.db, sql`SELECT count(*)::int AS n, count(*) FILTER (WHERE read_at IS NULL)::int AS unread FROM seller_notices WHERE store_id = ${store}`);
    return {
      pageList: list.map((n) => ({ id: String(n.id), kind: n.kind as SellerNoticeKind, orderId: String(n.order_id), orderNo: String(n.order_no), read: (n.read_at ? 1 : 0) as 0 | 1, createTime: time(n.created_at) })),
      pageInfo: { pageNum, pageSize, totalElements: Number(c.n) },
      unread: Number(c.unread),
    };
  }

  /** Marks one of the seller's notices read, or all of them when no id is given. */
  async readNotices(sellerId: number, id: string): Promise<void> {
    const store = storeOf(sellerId);
    if (id.trim() === '') {
      await q(this.db, sql`UPDATE seller_notices SET read_at = now() WHERE store_id = ${store} AND read_at IS NULL`);
      return;
    }
    const n = Number(id);
    if (!Number.isInteger(n) || n <= 0) throw new AppError('PARAM_ERROR');
    const done = await q(this.db, sql`UPDATE seller_notices SET read_at = COALESCE(read_at, now()) WHERE id = ${n} AND store_id = ${store} RETURNING id`);
    if (!done.length) throw new AppError('PARAM_ERROR');
  }

  /** An order of this buyer (another buyer's answers as not found). */
  private async buyerOrder(ex: Executor, userId: number, id: string, lock = false): Promise<Row> {
    const n = parseId(id);
    if (n === null) throw new AppError('ORDER_NOT_FOUND');
    const [o] = await q<Row>(ex, lock
      ? sql`SELECT * FROM orders WHERE id = ${n} AND user_id = ${userId} FOR UPDATE`
      : sql`SELECT * FROM orders WHERE id = ${n} AND user_id = ${userId}`);
    if (!o) throw new AppError('ORDER_NOT_FOUND');
    return o;
  }

  private transition(o: Row, action: OrderAction, actor: Actor): OrderStatus {
    const r = nextStatus(Number(o.status) as OrderStatus, action, actor, o.status_before_return == null ? undefined : Number(o.status_before_return) as OrderStatus);
    if (!r.ok) throw new AppError(r.reason);
    return r.status;
  }

  // ---- reads ----

  private row(o: Row, goods: Row[]): OrderRow {
    return {
      id: String(o.id), orderNo: String(o.order_no), status: Number(o.status) as OrderRow['status'], createTime: time(o.created_at),
      sellerId: String(o.store_id), sellerName: String(o.store_name ?? ''), goodsCount: Number(o.goods_count), ...clientTotals(o),
      returnStatus: Number(o.return_status) as OrderRow['returnStatus'],
      goods: goods.filter((g) => Number(g.order_id) === Number(o.id)).slice(0, 3).map((g) => ({ goodsName: String(g.name), goodsIcon: String(g.image), goodsNum: Number(g.qty) })),
    };
  }

  async list(where: ReturnType<typeof sql>, pageNum: number, pageSize: number) {
    const rows = await q<Row>(this.db, sql`SELECT o.*, st.name AS store_name, u.username AS buyer_name FROM orders o JOIN stores st ON st.id = o.store_id JOIN users u ON u.id = o.user_id
      WHERE ${where} ORDER BY o.id DESC LIMIT ${pageSize} OFFSET ${(pageNum - 1) * pageSize}`);
    const [c] = await q<{ n: number }>(this.db, sql`SELECT count(*)::int AS n FROM orders o JOIN users u ON u.id = o.user_id WHERE ${where}`);
    const goods = rows.length ? await q<Row>(this.db, sql`SELECT order_id, name, image, qty FROM order_lines WHERE order_id IN (${sql.join(rows.map((r) => sql`${r.id}`), sql`, `)}) ORDER BY id`) : [];
    return { rows, goods, total: Number(c.n) };
  }

  /** The buyer's badge counts (`order!countOrderStatus`); which statuses each counts is told in the contract. */
  async statusCounts(userId: number): Promise<OrderStatusCounts> {
    const [r] = await q<Record<keyof OrderStatusCounts, number>>(this.db, sql`
      SELECT count(*) FILTER (WHERE status = 0)::int AS "waitPayCount",
             count(*) FILTER (WHERE status IN (1, 2))::int AS "waitDeliverCount",
             count(*) FILTER (WHERE status = 3)::int AS "waitReceiptCount",
             count(*) FILTER (WHERE status = 4)::int AS "waitEvaluateCount",
             count(*) FILTER (WHERE status = 6 AND return_status = 1)::int AS "refundCount"
      FROM orders WHERE user_id = ${userId}`);
    return {
      waitPayCount: Number(r?.waitPayCount ?? 0), waitDeliverCount: Number(r?.waitDeliverCount ?? 0), waitReceiptCount: Number(r?.waitReceiptCount ?? 0),
      waitEvaluateCount: Number(r?.waitEvaluateCount ?? 0), refundCount: Number(r?.refundCount ?? 0),
    };
  }

  async buyerList(userId: number, status: string, pageNum: number, pageSize: number) {
    const st = statusFilter(status);
    const { rows, goods, total } = await this.list(st ? sql`o.user_id = ${userId} AND ${st}` : sql`o.user_id = ${userId}`, pageNum, pageSize);
    return { pageList: rows.map((o) => this.row(o, goods)), pageInfo: { pageNum, pageSize, totalElements: total } };
  }

  info(o: Row): OrderInfo {
    return {
      id: String(o.id), orderNo: String(o.order_no), status: Number(o.status) as OrderInfo['status'], createTime: time(o.created_at),
      contacts: o.contacts, phone: o.phone, email: o.email, country: o.country, province: o.province, city: o.city, address: o.address, postcode: o.postcode,
      goodsCount: Number(o.goods_count), prizeOriginal: wire(o.goods_amount), prizeReal: clientTotals(o).priceCount, total: wire(o.total), discount: wire(o.discount), fees: wire(o.freight), tax: wire(o.tax),
      handlingFee: wire(o.handling_fee), serviceFee: wire(o.service_fee), sellerId: String(o.store_id), sellerName: String(o.store_name ?? ''),
      returnStatus: Number(o.return_status) as OrderInfo['returnStatus'], returnReason: Number(o.return_reason), returnDetail: o.return_detail, returnMoney: wire(o.return_money),
      carrier: o.carrier, trackingNo: o.tracking_no, reminded: o.reminded_at ? 1 : 0, payTime: time(o.paid_at), shipTime: time(o.shipped_at), receiptTime: time(o.received_at),
    };
  }

  async buyerInfo(userId: number, id: string): Promise<OrderInfo> {
    const o = await this.buyerOrder(this.db, userId, id);
    const [st] = await q<Row>(this.db, sql`SELECT name FROM stores WHERE id = ${o.store_id}`);
    return this.info({ ...o, store_name: st?.name });
  }

  async goods(orderId: number): Promise<OrderGoods[]> {
    const rows = await q<Row>(this.db, sql`SELECT l.*, EXISTS (SELECT 1 FROM evaluations ev WHERE ev.order_line_id = l.id) AS evaluated FROM order_lines l WHERE l.order_id = ${orderId} ORDER BY l.id`);
    return rows.map((l) => ({
      id: String(l.id), goodsId: String(l.seller_goods_id), goodsName: l.name, goodsIcon: l.image, goodsNum: Number(l.qty), goodsReal: wire(l.amount),
      sellingPrice: wire(l.unit_price), attributes: (l.attributes as string[]) ?? [], evaluated: l.evaluated ? 1 : 0,
      // Freight and tax are charged on the order (order!info), not per line: a line carries none.
      fees: 0, tax: 0,
    }));
  }

  async buyerGoods(userId: number, id: string) {
    const o = await this.buyerOrder(this.db, userId, id);
    const list = await this.goods(Number(o.id));
    return { pageList: list, pageInfo: { pageNum: 1, pageSize: list.length, totalElements: list.length } };
  }

  async logs(orderId: number, lang: LanguageCode) {
    const rows = await q<Row>(this.db, sql`SELECT * FROM order_logs WHERE order_id = ${orderId} ORDER BY created_at, id`);
    return rows.map((r) => ({
      id: String(r.id), orderId: String(r.order_id), event: r.event,
      // Existing clients read "<order id> <event key>" and translate the key themselves.
      log: `${r.order_id} ${r.event}`,
      text: timelineText(lang, r.event) + (r.note ? `: ${r.note}` : ''),
      createTime: time(r.created_at), updateTime: time(r.created_at),
    }));
  }

  async buyerLogs(userId: number, id: string, lang: LanguageCode) {
    const o = await this.buyerOrder(this.db, userId, id);
    return this.logs(Number(o.id), lang);
  }

  // ---- seller and platform ----

  /** An order of the seller's store (seller) or any order (platform). */
  async staffOrder(ex: Executor, actor: { kind: 'seller'; sellerId: number } | { kind: 'platform' }, id: string, lock = false): Promise<Row> {
    const n = parseId(id);
    if (n === null) throw new AppError('ORDER_NOT_FOUND');
    const own = actor.kind === 'seller' ? sql` AND store_id = ${storeOf(actor.sellerId)}` : sql``;
    const [o] = await q<Row>(ex, lock ? sql`SELECT * FROM orders WHERE id = ${n}${own} FOR UPDATE` : sql`SELECT * FROM orders WHERE id = ${n}${own}`);
    if (!o) throw new AppError('ORDER_NOT_FOUND');
    return o;
  }

  async staffList(actor: { kind: 'seller'; sellerId: number } | { kind: 'platform' }, status: string, keyword: string, pageNum: number, pageSize: number) {
    const parts = [sql`TRUE`];
    if (actor.kind === 'seller') parts.push(sql`o.store_id = ${storeOf(actor.sellerId)}`);
    const st = statusFilter(status);
    if (st) parts.push(st);
    const k = keyword.trim();
    if (k) {
      const like = `%${k.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      parts.push(sql`(o.order_no ILIKE ${like} OR u.username ILIKE ${like} OR o.store_id IN (SELECT id FROM stores WHERE name ILIKE ${like}))`);
    }
    const { rows, goods, total } = await this.list(sql.join(parts, sql` AND `), pageNum, pageSize);
    return {
      pageList: rows.map((o) => ({
        ...this.row(o, goods), buyerName: String(o.buyer_name), reminded: (o.reminded_at ? 1 : 0) as 0 | 1, returnReason: Number(o.return_reason),
        returnMoney: wire(o.return_money), carrier: String(o.carrier), trackingNo: String(o.tracking_no),
      })),
      pageInfo: { pageNum, pageSize, totalElements: total },
    };
  }

  async staffInfo(actor: { kind: 'seller'; sellerId: number } | { kind: 'platform' }, id: string, lang: LanguageCode) {
    const o = await this.staffOrder(this.db, actor, id);
    const [st] = await q<Row>(this.db, sql`SELECT s.name, u.username FROM stores s, users u WHERE s.id = ${o.store_id} AND u.id = ${o.user_id}`);
    return { orderInfo: this.info({ ...o, store_name: st?.name }), buyerName: String(st?.username ?? ''), goods: await this.goods(Number(o.id)), logs: await this.logs(Number(o.id), lang) };
  }
}
