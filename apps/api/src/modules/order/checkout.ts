import type { CheckoutPreview, OrderSettings } from '@mall/contract/orders';
import { freightOf } from '@mall/domain/cart';
import { Money } from '@mall/domain/money';
import { AppError } from '../../core/app-error';
import { MAX_INT4, parseId } from '../../core/ids';
import { nextBusinessNo } from '../../core/tokens';
import { money, type OrderCore } from './core';
import type { Executor } from './repo';
import * as repo from './repo.checkout';

export interface OrderItem { sellerGoodsId: number; skuId: number | null; qty: number }

/**
 * `orderInfo` = flat comma list of triples sellerGoodsId,skuId,qty (skuId -1 without variants).
 * Lines of the same product and variant are merged into one, so a limit cannot be dodged by splitting.
 */
export function parseOrderInfo(v: string): OrderItem[] {
  const parts = v.split(',').map((p) => p.trim()).filter((p) => p !== '');
  if (!parts.length) throw new AppError('NO_GOODS_SELECTED');
  if (parts.length % 3 !== 0 || parts.length > 300) throw new AppError('PARAM_ERROR');
  const items = new Map<string, OrderItem>();
  for (let i = 0; i < parts.length; i += 3) {
    const g = parseId(parts[i]);
    const s = /^-?\d{1,10}$/.test(parts[i + 1]) ? Number(parts[i + 1]) : NaN;
    const n = /^-?\d{1,9}$/.test(parts[i + 2]) ? Number(parts[i + 2]) : NaN;
    if (g === null || !Number.isInteger(s) || s > MAX_INT4 || !Number.isInteger(n)) throw new AppError('PARAM_ERROR');
    if (n < 1) throw new AppError('QUANTITY_BELOW_MIN');
    const skuId = s > 0 ? s : null;
    const key = `${g}:${skuId ?? ''}`;
    const same = items.get(key);
    if (same) same.qty += n; else items.set(key, { sellerGoodsId: g, skuId, qty: n });
  }
  return [...items.values()];
}

interface PricedLine { sellerGoodsId: number; skuId: number | null; storeId: number; storeName: string; name: string; attributes: string[]; image: string; unit: Money; qty: number; amount: Money; freight: Money; buyMin: number }
interface PricedOrder { storeId: number; storeName: string; lines: PricedLine[]; goodsAmount: Money; shippingFee: Money; longDistanceFee: Money; deliveryFee: Money; freight: Money; tax: Money; discount: Money; handlingFee: Money; serviceFee: Money; total: Money; commission: Money }
interface Rules { s: OrderSettings; max: number }

/** Checkout: prices from the server's records (never the client's), one order per store, stock reserved with the order. */
export class Checkout {
  constructor(private readonly core: OrderCore) {}

  /** Settings and the quantity maximum, read before a transaction (PGlite runs one statement stream at a time). */
  private async rules(): Promise<Rules> {
    const maxRaw = await this.core.deps.sysparas.get('mall_max_goods_number_in_order');
    return { s: await this.core.settings(), max: Number(maxRaw) > 0 ? Number(maxRaw) : 500 };
  }

  /** Prices the items from the server's records, grouped into one order per store. */
  private async price(ex: Executor, userId: number, items: OrderItem[], rules: Rules): Promise<PricedOrder[]> {
    const { s, max } = rules;
    // The maximum is per product, over all its lines and variants in one checkout.
    const perProduct = new Map<number, number>();
    for (const it of items) perProduct.set(it.sellerGoodsId, (perProduct.get(it.sellerGoodsId) ?? 0) + it.qty);
    if ([...perProduct.values()].some((n) => n > max)) throw new AppError('QUANTITY_ABOVE_MAX');
    const myEmail = await repo.buyerEmail(ex, userId);
    const byStore = new Map<number, PricedOrder>();
    for (const it of items) {
      const g = await repo.checkoutListing(ex, it.sellerGoodsId);
      if (!g || !g.visible) throw new AppError('GOODS_SOLD_OUT');
      if (myEmail && g.seller_email && myEmail.toLowerCase() === g.seller_email.toLowerCase()) throw new AppError('OWN_STORE_GOODS');
      if (it.qty < Math.max(1, Number(g.buy_min))) throw new AppError('QUANTITY_BELOW_MIN');
      if (it.qty > max) throw new AppError('QUANTITY_ABOVE_MAX');
      let unit = money(g.dp ?? g.sp);
      let image = g.images?.[0] ?? '';
      let attributes: string[] = [];
      if (Number(g.sku_count) > 0) {
        if (!it.skuId) throw new AppError('PARAM_ERROR');
        const k = await repo.checkoutSku(ex, it.sellerGoodsId, it.skuId);
        if (!k) throw new AppError('PARAM_ERROR');
        unit = money(k.dp ?? k.sp);
        image = k.img || image;
        attributes = k.attrs ?? [];
      } else if (it.skuId) throw new AppError('PARAM_ERROR');
      const line: PricedLine = {
        sellerGoodsId: Number(g.id), skuId: it.skuId, storeId: Number(g.store_id), storeName: g.store_name, name: g.name, attributes, image,
        unit, qty: it.qty, amount: unit.times(it.qty), freight: money(g.freight), buyMin: Number(g.buy_min),
      };
      let o = byStore.get(line.storeId);
      if (!o) {
        o = {
          storeId: line.storeId, storeName: line.storeName, lines: [], goodsAmount: Money.zero(), shippingFee: Money.zero(),
          longDistanceFee: Money.parse(String(s.longDistanceFee)), deliveryFee: Money.parse(String(s.deliveryFee)),
          freight: Money.zero(), tax: Money.zero(), discount: Money.zero(), handlingFee: Money.zero(), serviceFee: Money.zero(), total: Money.zero(), commission: Money.zero(),
        };
        byStore.set(line.storeId, o);
      }
      o.lines.push(line);
    }
    for (const o of byStore.values()) {
      o.goodsAmount = o.lines.reduce((a, l) => a.plus(l.amount), Money.zero());
      // Freight: each product's shipping fee once per order line, plus the order's long-distance and delivery fees.
      o.shippingFee = o.lines.reduce((a, l) => a.plus(l.freight), Money.zero());
      o.freight = freightOf(o);
      o.tax = o.goodsAmount.times(String(s.taxRate));
      o.handlingFee = o.goodsAmount.times(String(s.handlingFeeRate));
      o.serviceFee = o.goodsAmount.times(String(s.serviceFeeRate));
      o.total = o.goodsAmount.plus(o.freight).plus(o.tax).plus(o.handlingFee).plus(o.serviceFee).minus(o.discount);
      o.commission = o.goodsAmount.times(String(s.commissionRate));
    }
    return [...byStore.values()];
  }

  async preview(userId: number, orderInfo: string): Promise<CheckoutPreview> {
    const orders = await this.price(this.core.db, userId, parseOrderInfo(orderInfo), await this.rules());
    let total = Money.zero();
    for (const o of orders) total = total.plus(o.total);
    return {
      orders: orders.map((o) => ({
        sellerId: String(o.storeId), sellerName: o.storeName,
        lines: o.lines.map((l) => ({ sellerGoodsId: String(l.sellerGoodsId), skuId: String(l.skuId ?? -1), goodsName: l.name, goodsIcon: l.image, attributes: l.attributes, unitPrice: l.unit.toWire(), goodsNum: l.qty, amount: l.amount.toWire() })),
        goodsAmount: o.goodsAmount.toWire(), shippingFee: o.shippingFee.toWire(), longDistanceFee: o.longDistanceFee.toWire(), deliveryFee: o.deliveryFee.toWire(),
        freight: o.freight.toWire(), tax: o.tax.toWire(), discount: o.discount.toWire(), handlingFee: o.handlingFee.toWire(), serviceFee: o.serviceFee.toWire(), total: o.total.toWire(),
      })),
      total: total.toWire(),
    };
  }

  /** Creates one order per store with the stock reserved, all in one transaction (nothing half-created). */
  async submit(userId: number, orderInfo: string, addressId: string): Promise<string[]> {
    const items = parseOrderInfo(orderInfo);
    const aid = Number(addressId);
    if (!addressId || !Number.isInteger(aid) || aid <= 0) throw new AppError('SHIPPING_ADDRESS_NOT_SET');
    const address = await repo.buyerAddress(this.core.db, userId, aid);
    if (!address) throw new AppError('SHIPPING_ADDRESS_NOT_SET');
    const rules = await this.rules();
    const ids = await this.core.db.transaction(async (tx) => {
      const priced = await this.price(tx, userId, items, rules);
      const out: string[] = [];
      for (const o of priced) {
        for (const l of o.lines) if (!(await repo.reserveStock(tx, l))) throw new AppError('GOODS_SOLD_OUT');
        const id = await repo.insertOrder(tx, {
          orderNo: await nextBusinessNo(tx, 'O'), userId, storeId: o.storeId, address, goodsCount: o.lines.reduce((a, l) => a + l.qty, 0),
          goodsAmount: o.goodsAmount.toString(), shippingFee: o.shippingFee.toString(), longDistanceFee: o.longDistanceFee.toString(), deliveryFee: o.deliveryFee.toString(),
          freight: o.freight.toString(), tax: o.tax.toString(), discount: o.discount.toString(), handlingFee: o.handlingFee.toString(), serviceFee: o.serviceFee.toString(),
          total: o.total.toString(), commission: o.commission.toString(),
        });
        for (const l of o.lines) {
          await repo.insertLine(tx, id, { sellerGoodsId: l.sellerGoodsId, skuId: l.skuId, name: l.name, attributes: l.attributes, image: l.image, unitPrice: l.unit.toString(), qty: l.qty, amount: l.amount.toString() });
        }
        await this.core.log(tx, id, 'placed');
        out.push(String(id));
      }
      return out;
    });
    this.core.deps.onChange();
    return ids;
  }
}
