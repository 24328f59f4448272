import { sql } from 'drizzle-orm';
import { rows, type Executor } from '../../db/rows';
import { textArray } from './repo';

// Checkout's SQL: the buyer's address, the listings and variants it prices, stock reservation, new orders.

export interface AddressRecord { contacts: string; area_code: string; phone: string; email: string; country: string; province: string; city: string; address: string; postcode: string }
export interface CheckoutListing {
  id: number; store_id: number; sp: string; dp: string | null; buy_min: number; visible: boolean; name: string; images: string[] | null; freight: string;
  store_name: string; seller_email: string | null; sku_count: number;
}
export interface CheckoutSku { id: number; sp: string; dp: string | null; img: string; attrs: string[] | null }

export async function buyerEmail(ex: Executor, userId: number): Promise<string | undefined> {
  const [r] = await rows<{ email: string }>(ex, sql`SELECT email FROM users WHERE id = ${userId}`);
  return r?.email;
}

export async function buyerAddress(ex: Executor, userId: number, addressId: number): Promise<AddressRecord | undefined> {
  const [r] = await rows<AddressRecord>(ex, sql`SELECT contacts, area_code, phone, email, country, province, city, address, postcode
    FROM addresses WHERE id = ${addressId} AND user_id = ${userId}`);
  return r;
}

/** A listed product with what pricing needs: prices, minimum, freight, its store and seller. */
export async function checkoutListing(ex: Executor, sellerGoodsId: number): Promise<CheckoutListing | undefined> {
  const [g] = await rows<CheckoutListing>(ex, sql`
    SELECT sg.id, sg.store_id, sg.selling_price::text AS sp, sg.discount_price::text AS dp, sg.buy_min, sg.visible,
      gd.name, gd.images, gd.freight_amount::text AS freight, st.name AS store_name, se.email AS seller_email,
      (SELECT count(*)::int FROM seller_goods_skus k WHERE k.seller_goods_id = sg.id) AS sku_count
    FROM seller_goods sg JOIN goods gd ON gd.id = sg.goods_id JOIN stores st ON st.id = sg.store_id JOIN sellers se ON se.id = st.seller_id
    WHERE sg.id = ${sellerGoodsId}`);
  return g;
}

/** A variant of the product, with its attribute values in attribute order. */
export async function checkoutSku(ex: Executor, sellerGoodsId: number, skuId: number): Promise<CheckoutSku | undefined> {
  const [k] = await rows<CheckoutSku>(ex, sql`
    SELECT k.id, k.selling_price::text AS sp, k.discount_price::text AS dp, k.img,
      ARRAY(SELECT v.name FROM goods_attr_values v JOIN goods_attrs a ON a.id = v.attr_id WHERE v.id = ANY(k.attr_value_ids) ORDER BY a.sort, a.id) AS attrs
    FROM seller_goods_skus k WHERE k.id = ${skuId} AND k.seller_goods_id = ${sellerGoodsId}`);
  return k;
}

/** Reserves stock by a conditional decrement, so concurrent checkouts never sell more than there is; false when short. */
export async function reserveStock(ex: Executor, line: { sellerGoodsId: number; skuId: number | null; qty: number }): Promise<boolean> {
  const { sellerGoodsId, skuId, qty } = line;
  const ok = skuId
    ? await rows(ex, sql`UPDATE seller_goods_skus SET stock = stock - ${qty} WHERE id = ${skuId} AND stock >= ${qty} RETURNING id`)
    : await rows(ex, sql`UPDATE seller_goods SET stock = stock - ${qty} WHERE id = ${sellerGoodsId} AND stock >= ${qty} RETURNING id`);
  if (!ok.length) return false;
  if (skuId) await rows(ex, sql`UPDATE seller_goods SET stock = GREATEST(stock - ${qty}, 0) WHERE id = ${sellerGoodsId}`);
  return true;
}

/** A new unpaid order; amounts are exact decimal text. */
export interface NewOrder {
  orderNo: string; userId: number; storeId: number; address: AddressRecord; goodsCount: number;
  goodsAmount: string; shippingFee: string; longDistanceFee: string; deliveryFee: string; freight: string; tax: string; discount: string;
  handlingFee: string; serviceFee: string; total: string; commission: string;
}

export async function insertOrder(ex: Executor, o: NewOrder): Promise<number> {
  const a = o.address;
  const phone = `${a.area_code ? `+${a.area_code} ` : ''}${a.phone}`;
  const [row] = await rows<{ id: number }>(ex, sql`
    INSERT INTO orders (order_no, user_id, store_id, status, contacts, phone, email, country, province, city, address, postcode, goods_count,
      goods_amount, shipping_fee, long_distance_fee, delivery_fee, freight, tax, discount, handling_fee, service_fee, total, commission)
    VALUES (${o.orderNo}, ${o.userId}, ${o.storeId}, 0, ${a.contacts}, ${phone}, ${a.email}, ${a.country}, ${a.province}, ${a.city}, ${a.address}, ${a.postcode},
      ${o.goodsCount}, ${o.goodsAmount}, ${o.shippingFee}, ${o.longDistanceFee}, ${o.deliveryFee}, ${o.freight}, ${o.tax}, ${o.discount},
      ${o.handlingFee}, ${o.serviceFee}, ${o.total}, ${o.commission})
    RETURNING id`);
  return Number(row.id);
}

export async function insertLine(ex: Executor, orderId: number, l: { sellerGoodsId: number; skuId: number | null; name: string; attributes: string[]; image: string; unitPrice: string; qty: number; amount: string }): Promise<void> {
  await rows(ex, sql`INSERT INTO order_lines (order_id, seller_goods_id, sku_id, name, attributes, image, unit_price, qty, amount)
    VALUES (${orderId}, ${l.sellerGoodsId}, ${l.skuId}, ${l.name}, ${textArray(l.attributes)}::text[], ${l.image}, ${l.unitPrice}, ${l.qty}, ${l.amount})`);
}
