import type { OrderGoods, OrderInfo, OrderRow, OrderStatusCounts } from '@mall/contract/orders';
import type { LanguageCode } from '@mall/i18n/languages';
import { createTranslator } from '@mall/i18n/node';
import { AppError } from '../../core/app-error';
import { money, wire, wireTime, type OrderCore, type StaffActor } from './core';
import * as repo from './repo';
import * as readsRepo from './repo.reads';
import type { ListedOrder, OrderRecord, OrderScope } from './repo';

/** The timeline text of an event in a language (`orders` namespace, English as fallback). */
let translate: ReturnType<typeof createTranslator> | undefined;
function timelineText(lang: LanguageCode, event: string): string {
  translate ??= createTranslator('orders');
  return translate(lang, `timeline.${event}`);
}

/**
 * An order's amounts as the existing clients add them up: they show `priceCount` / `prizeReal` plus
 * `fees` (freight) plus `tax`, so those two carry the total less freight and tax, and `total` (ours)
 * what the buyer pays. priceCount + fees + tax = total, exactly.
 */
function clientTotals(o: OrderRecord): { priceCount: number; fees: number; tax: number; total: number } {
  const total = money(o.total);
  const fees = money(o.freight);
  const tax = money(o.tax);
  return { priceCount: total.minus(fees).minus(tax).toWire(), fees: fees.toWire(), tax: tax.toWire(), total: total.toWire() };
}

/**
 * The `status` filter of the order lists: "" for all, one status ("3") or several separated by commas
 * ("4,5", what the "Received" tab sends). Anything else is a PARAM_ERROR.
 */
export function statusFilter(status: string): number[] | null {
  const text = status.trim();
  if (text === '') return null;
  const parts = text.split(',').map((x) => x.trim());
  if (parts.length > 8 || parts.some((x) => !/^-?\d$/.test(x) || Number(x) < -1 || Number(x) > 6)) throw new AppError('PARAM_ERROR');
  return parts.map(Number);
}

type OrderLinePreview = { order_id: number; name: string; image: string; qty: number };

/** Order lists, details, lines and timelines for buyers, sellers and the platform. */
export class OrderReads {
  constructor(private readonly core: OrderCore) {}

  private row(o: ListedOrder, goods: OrderLinePreview[]): OrderRow {
    return {
      id: String(o.id), orderNo: o.order_no, status: Number(o.status) as OrderRow['status'], createTime: wireTime(o.created_at),
      sellerId: String(o.store_id), sellerName: o.store_name ?? '', goodsCount: Number(o.goods_count), ...clientTotals(o),
      returnStatus: Number(o.return_status) as OrderRow['returnStatus'],
      goods: goods.filter((g) => Number(g.order_id) === Number(o.id)).slice(0, 3).map((g) => ({ goodsName: g.name, goodsIcon: g.image, goodsNum: Number(g.qty) })),
    };
  }

  private list(scope: OrderScope, status: string, keyword: string, pageNum: number, pageSize: number, lang: LanguageCode) {
    return readsRepo.listOrders(this.core.db, { scope, statuses: statusFilter(status), keyword: keyword.trim() }, pageSize, (pageNum - 1) * pageSize, lang);
  }

  /** The buyer's badge counts (`order!countOrderStatus`); which statuses each counts is told in the contract. */
  async statusCounts(userId: number): Promise<OrderStatusCounts> {
    const r = await readsRepo.statusCounts(this.core.db, userId);
    return {
      waitPayCount: Number(r?.wait_pay ?? 0), waitDeliverCount: Number(r?.wait_deliver ?? 0), waitReceiptCount: Number(r?.wait_receipt ?? 0),
      waitEvaluateCount: Number(r?.wait_evaluate ?? 0), refundCount: Number(r?.refund ?? 0),
    };
  }

  async buyerList(userId: number, status: string, pageNum: number, pageSize: number, lang: LanguageCode = 'en') {
    const { list, goods, total } = await this.list({ userId }, status, '', pageNum, pageSize, lang);
    return { pageList: list.map((o) => this.row(o, goods)), pageInfo: { pageNum, pageSize, totalElements: total } };
  }

  private info(o: OrderRecord, storeName: string): OrderInfo {
    return {
      id: String(o.id), orderNo: o.order_no, status: Number(o.status) as OrderInfo['status'], createTime: wireTime(o.created_at),
      contacts: o.contacts, phone: o.phone, email: o.email, country: o.country, province: o.province, city: o.city, address: o.address, postcode: o.postcode,
      goodsCount: Number(o.goods_count), prizeOriginal: wire(o.goods_amount), prizeReal: clientTotals(o).priceCount, total: wire(o.total), discount: wire(o.discount), fees: wire(o.freight), tax: wire(o.tax),
      handlingFee: wire(o.handling_fee), serviceFee: wire(o.service_fee), sellerId: String(o.store_id), sellerName: storeName,
      returnStatus: Number(o.return_status) as OrderInfo['returnStatus'], returnReason: Number(o.return_reason), returnDetail: o.return_detail, returnMoney: wire(o.return_money),
      carrier: o.carrier, trackingNo: o.tracking_no, reminded: o.reminded_at ? 1 : 0, payTime: wireTime(o.paid_at), shipTime: wireTime(o.shipped_at), receiptTime: wireTime(o.received_at),
    };
  }

  async buyerInfo(userId: number, id: string): Promise<OrderInfo> {
    const o = await this.core.buyerOrder(this.core.db, userId, id);
    const names = await repo.storeAndBuyer(this.core.db, o.store_id, o.user_id);
    return this.info(o, names.store_name);
  }

  private async goods(orderId: number, lang: LanguageCode): Promise<OrderGoods[]> {
    const lines = await readsRepo.orderLines(this.core.db, orderId, lang);
    return lines.map((l) => ({
      id: String(l.id), goodsId: String(l.seller_goods_id), goodsName: l.name, goodsIcon: l.image, goodsNum: Number(l.qty), goodsReal: wire(l.amount),
      sellingPrice: wire(l.unit_price), attributes: l.attributes ?? [], evaluated: l.evaluated ? 1 : 0,
      // Freight and tax are charged on the order (order!info), not per line: a line carries none.
      fees: 0, tax: 0,
    }));
  }

  async buyerGoods(userId: number, id: string, lang: LanguageCode = 'en') {
    const o = await this.core.buyerOrder(this.core.db, userId, id);
    const list = await this.goods(o.id, lang);
    return { pageList: list, pageInfo: { pageNum: 1, pageSize: list.length, totalElements: list.length } };
  }

  private async logs(orderId: number, lang: LanguageCode) {
    const list = await readsRepo.orderLogs(this.core.db, orderId);
    return list.map((r) => ({
      id: String(r.id), orderId: String(r.order_id), event: r.event,
      // Existing clients read "<order id> <event key>" and translate the key themselves.
      log: `${r.order_id} ${r.event}`,
      text: timelineText(lang, r.event) + (r.note ? `: ${r.note}` : ''),
      createTime: wireTime(r.created_at), updateTime: wireTime(r.created_at),
    }));
  }

  async buyerLogs(userId: number, id: string, lang: LanguageCode) {
    const o = await this.core.buyerOrder(this.core.db, userId, id);
    return this.logs(o.id, lang);
  }

  async staffList(actor: StaffActor, status: string, keyword: string, pageNum: number, pageSize: number, lang: LanguageCode = 'en') {
    const scope = actor.kind === 'seller' ? { sellerId: actor.sellerId } : {};
    const { list, goods, total } = await this.list(scope, status, keyword, pageNum, pageSize, lang);
    return {
      pageList: list.map((o) => ({
        ...this.row(o, goods), buyerName: o.buyer_name, reminded: (o.reminded_at ? 1 : 0) as 0 | 1, returnReason: Number(o.return_reason),
        returnMoney: wire(o.return_money), carrier: o.carrier, trackingNo: o.tracking_no,
      })),
      pageInfo: { pageNum, pageSize, totalElements: total },
    };
  }

  async staffInfo(actor: StaffActor, id: string, lang: LanguageCode) {
    const o = await this.core.staffOrder(this.core.db, actor, id);
    const names = await repo.storeAndBuyer(this.core.db, o.store_id, o.user_id);
    return { orderInfo: this.info(o, names.store_name), buyerName: names.buyer_name, goods: await this.goods(o.id, lang), logs: await this.logs(o.id, lang) };
  }
}
