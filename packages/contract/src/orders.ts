import { z } from 'zod';
import { endpoints, noData } from './endpoint';
import { flag, pageQuery, paged } from './envelope';

// Orders and reviews: buyer API (docs/buyer-wire.md), seller API (/api/seller) and
// admin API (/api/admin). Amounts are JSON numbers on the wire, exact decimals in storage.

/** -1 cancelled, 0 unpaid, 1 paid (to ship), 2 confirmed by the seller, 3 shipped, 4 received (to review), 5 reviewed, 6 refund/after-sale. */
export const orderStatus = z.union([z.literal(-1), z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(4), z.literal(5), z.literal(6)]);
/** 0 none, 1 refunding, 2 refunded, 3 refund failed. */
export const returnStatus = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]);

/** The nine refund / return reasons of docs/product-rules.md, as codes 1..9 (`order!cancel` accepts them too, for existing clients). */
export const ORDER_REASON_CODES = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;
/** The six reasons for cancelling an unpaid order (docs/product-rules.md), as the codes 1..6 our storefronts send to `order!cancel`. */
export const ORDER_CANCEL_REASON_CODES = [1, 2, 3, 4, 5, 6] as const;

/** `order!preview` (ours): what checkout will create, priced by the server, one order per seller. */
export const checkoutLine = z.object({
  sellerGoodsId: z.string(), skuId: z.string(), goodsName: z.string(), goodsIcon: z.string(), attributes: z.array(z.string()),
  unitPrice: z.number(), goodsNum: z.number(), amount: z.number(),
});
export const checkoutOrder = z.object({
  sellerId: z.string(), sellerName: z.string(), lines: z.array(checkoutLine),
  goodsAmount: z.number(),
  /** Freight = shipping fee + long-distance freight + delivery fee (docs/product-rules.md). */
  shippingFee: z.number(), longDistanceFee: z.number(), deliveryFee: z.number(), freight: z.number(),
  tax: z.number(), discount: z.number(), handlingFee: z.number(), serviceFee: z.number(), total: z.number(),
});
export const checkoutPreview = z.object({ orders: z.array(checkoutOrder), total: z.number() });
export type CheckoutPreview = z.infer<typeof checkoutPreview>;

/** `order!payMethods` (ours): balance works; the others show "not open in your region" unless configured. */
export const payMethod = z.object({ code: z.enum(['balance', 'card', 'wallet']), open: flag });

/** `order!submit`: one order per seller. */
export const submitResult = z.object({ orderList: z.array(z.object({ orderId: z.string() })) });

/** A row of `order!listMain` (buyer). */
export const orderRow = z.object({
  id: z.string(), orderNo: z.string(), status: orderStatus, createTime: z.string(),
  sellerId: z.string(), sellerName: z.string(),
  goodsCount: z.number(),
  /** The total less freight and tax: existing clients show priceCount + fees + tax. */
  priceCount: z.number(),
  /** Freight. */
  fees: z.number(),
  tax: z.number(),
  /** What the buyer pays (ours): priceCount + fees + tax. */
  total: z.number(),
  returnStatus,
  /** The first lines, for the list card. */
  goods: z.array(z.object({ goodsName: z.string(), goodsIcon: z.string(), goodsNum: z.number() })),
});
export type OrderRow = z.infer<typeof orderRow>;

/** `order!info` → `data.orderInfo` (buyer and seller). */
export const orderInfo = z.object({
  id: z.string(), orderNo: z.string(), status: orderStatus, createTime: z.string(),
  contacts: z.string(), phone: z.string(), email: z.string(), country: z.string(), province: z.string(), city: z.string(), address: z.string(), postcode: z.string(),
  goodsCount: z.number(),
  /** Goods subtotal. */
  prizeOriginal: z.number(),
  /** The total less freight and tax: existing clients show prizeReal + fees + tax. */
  prizeReal: z.number(),
  /** What the buyer pays (ours): prizeReal + fees + tax. */
  total: z.number(),
  discount: z.number(),
  /** Freight (shipping + long-distance + delivery). */
  fees: z.number(),
  tax: z.number(),
  handlingFee: z.number(), serviceFee: z.number(),
  sellerId: z.string(), sellerName: z.string(),
  returnStatus, returnReason: z.number(), returnDetail: z.string(), returnMoney: z.number(),
  carrier: z.string(), trackingNo: z.string(),
  /** 1 once the buyer reminded the seller to ship. */
  reminded: flag,
  payTime: z.string(), shipTime: z.string(), receiptTime: z.string(),
});
export type OrderInfo = z.infer<typeof orderInfo>;

/** A line of `order!listGoods`. */
export const orderGoods = z.object({
  id: z.string(), goodsId: z.string(), goodsName: z.string(), goodsIcon: z.string(), goodsNum: z.number(),
  /** Line total. */
  goodsReal: z.number(),
  /** Unit price paid. */
  sellingPrice: z.number(),
  attributes: z.array(z.string()),
  /** 1 once the buyer reviewed this line. */
  evaluated: flag,
  /** Freight and tax of the line: 0, as both are charged on the order; existing clients need the numbers. */
  fees: z.number(),
  tax: z.number(),
});
export type OrderGoods = z.infer<typeof orderGoods>;

/**
 * `order!countOrderStatus`: the badges of the buyer's "Me" page. To pay: status 0; to ship: 1 and 2 (paid,
 * or confirmed by the seller, not shipped); to receive: 3; to review: 4; refunds: status 6 while the
 * refund is in progress (returnStatus 1), so a finished refund stops counting.
 */
export const orderStatusCounts = z.object({
  waitPayCount: z.number(), waitDeliverCount: z.number(), waitReceiptCount: z.number(), waitEvaluateCount: z.number(), refundCount: z.number(),
});
export type OrderStatusCounts = z.infer<typeof orderStatusCounts>;

/** The event keys of the order timeline, a fixed set. */
export const ORDER_EVENTS = [
  'placed', 'paid', 'confirmed', 'shipped', 'received', 'auto_received', 'cancelled', 'auto_cancelled', 'reminded',
  'refund_requested', 'refund_succeeded', 'refund_failed', 'platform_refund', 'completed', 'default_review', 'reviewed',
] as const;

/** An entry of `orderLog!list` (the timeline, oldest first). */
export const orderLog = z.object({
  id: z.string(), orderId: z.string(),
  /** "<order id> <event key>", as existing clients read it (they translate the key). */
  log: z.string(),
  /** The event key (one of ORDER_EVENTS). */
  event: z.string(),
  /** Ours: the event in the viewer's language, with the note of the event (e.g. the platform's refund reason). */
  text: z.string(),
  createTime: z.string(),
  updateTime: z.string(),
});

/** Ids and text of a review body arrive as strings or numbers: the existing clients send either. */
const asText = z.preprocess((v) => (v == null ? v : String(v)), z.string());

/** A review of one line in the `evaluation!addList` JSON body. */
export const evaluationAdd = z.object({
  sellerGoodsId: asText,
  evaluationType: z.coerce.number().pipe(z.union([z.literal(1), z.literal(2), z.literal(3)])),
  rating: z.coerce.number().pipe(z.number().int().min(1).max(5)),
  content: z.preprocess((v) => String(v ?? ''), z.string().max(1000)),
  imgUrl1: z.string().optional(), imgUrl2: z.string().optional(), imgUrl3: z.string().optional(), imgUrl4: z.string().optional(), imgUrl5: z.string().optional(),
  imgUrl6: z.string().optional(), imgUrl7: z.string().optional(), imgUrl8: z.string().optional(), imgUrl9: z.string().optional(),
});
/** `evaluation!addList` JSON body: reviews of a received order's lines (at least one). */
export const evaluationAddList = z.object({ orderId: asText, evaluationAdds: z.array(evaluationAdd).min(1) });
export type EvaluationAddList = z.infer<typeof evaluationAddList>;

// ---- seller and admin ----

/** A row of `order!list` in the seller and admin APIs. */
export const staffOrderRow = orderRow.extend({
  buyerName: z.string(), reminded: flag, returnReason: z.number(), returnMoney: z.number(), carrier: z.string(), trackingNo: z.string(),
});
export type StaffOrderRow = z.infer<typeof staffOrderRow>;
export const staffOrderPage = paged(staffOrderRow);

/** A review as sellers and admins see it (`evaluation!list`), with its moderation state. */
export const staffReview = z.object({
  id: z.string(), sellerGoodsId: z.string(), goodsName: z.string(), orderId: z.string(), userName: z.string(),
  evaluationType: z.union([z.literal(1), z.literal(2), z.literal(3)]), rating: z.number(), content: z.string(), images: z.array(z.string()),
  status: z.enum(['submitted', 'reviewing', 'passed', 'rejected']), createTime: z.string(),
});
export type StaffReview = z.infer<typeof staffReview>;

/** `order!settings` (admin): timeouts and money rules of orders. */
export const orderSettings = z.object({
  /** Unpaid orders are cancelled after this many minutes. */
  unpaidCancelMinutes: z.number(),
  /** Shipped orders are received automatically after this many days. */
  autoReceiptDays: z.number(),
  /** A received order gets the system's default good review after this many days. */
  autoReviewDays: z.number(),
  /** Days after receipt a return may be requested. */
  returnDays: z.number(),
  /** Platform commission as a fraction of the goods amount (0.05 = 5 %). */
  commissionRate: z.number(),
  /** Tax as a fraction of the goods amount. */
  taxRate: z.number(),
  longDistanceFee: z.number(),
  deliveryFee: z.number(),
  handlingFeeRate: z.number(),
  serviceFeeRate: z.number(),
});
export type OrderSettings = z.infer<typeof orderSettings>;

/** The order events a seller is notified of (a notice per event, in the seller zone's top bar). */
export const SELLER_NOTICES = ['paid', 'reminded', 'refund_requested'] as const;
export type SellerNoticeKind = (typeof SELLER_NOTICES)[number];

/** A notice of the seller zone (`notice!list`). */
export const sellerNotice = z.object({
  id: z.string(), kind: z.enum(SELLER_NOTICES), orderId: z.string(), orderNo: z.string(), read: z.union([z.literal(0), z.literal(1)]), createTime: z.string(),
});
export type SellerNotice = z.infer<typeof sellerNotice>;
/** `notice!list`: a page of notices, newest first, and how many are unread. */
export const sellerNoticePage = paged(sellerNotice).extend({ unread: z.number().int() });

/** `order!info` of the seller and admin APIs: the order, the buyer's account name, its lines and its log. */
export const staffOrderInfo = z.object({ orderInfo, buyerName: z.string(), goods: z.array(orderGoods), logs: z.array(orderLog) });
export type StaffOrderInfo = z.infer<typeof staffOrderInfo>;

// ---- Endpoints ----

const str = z.string().optional().default('');
const orderId = z.object({ orderId: str });
const buyer = endpoints('buyer');

/**
 * The buyer's orders (`/api`, `/wap/api`): checkout, payment, the order pages and reviews. `orderId`
 * of `order!pay` and `order!payByProvider` is a comma list; reasons are the codes 1..9 (cancel: 1..6 from our storefronts).
 */
export const buyerOrderApi = {
  /** Ours. `addressId` is sent by clients; the price does not depend on it today. */
  preview: buyer.signedIn('order!preview', { input: z.object({ orderInfo: str, addressId: str }), output: checkoutPreview }),
  payMethods: buyer.signedIn('order!payMethods', { output: z.array(payMethod) }),
  /** Ours: the provider's payment page that pays these unpaid orders; `pageUrl` is where the payer returns. */
  payByProvider: buyer.signedIn('order!payByProvider', { input: z.object({ orderId: str, pageUrl: str }), output: z.string() }),
  /** `orderInfo`: `sellerGoodsId,skuId,qty,...` (skuId -1 without variants). */
  submit: buyer.signedIn('order!submit', { input: z.object({ orderInfo: str, addressId: str }), output: submitResult }),
  /** Pays from the wallet with the transaction password; `payMethod` other than balance is PAYMENT_METHOD_NOT_OPEN. */
  pay: buyer.signedIn('order!pay', { input: z.object({ orderId: str, safeword: str, payMethod: str }), output: noData }),
  /** `status`: one status or a comma list ("4,5"); absent: all. */
  list: buyer.signedIn('order!listMain', { input: pageQuery.extend({ status: str }), output: paged(orderRow) }),
  statusCounts: buyer.signedIn('order!countOrderStatus', { output: orderStatusCounts }),
  info: buyer.signedIn('order!info', { input: orderId, output: z.object({ orderInfo }) }),
  goods: buyer.signedIn('order!listGoods', { input: orderId, output: paged(orderGoods) }),
  log: buyer.signedIn('orderLog!list', { input: orderId, output: z.array(orderLog) }),
  cancel: buyer.signedIn('order!cancel', { input: orderId.extend({ returnReason: str }), output: noData }),
  remind: buyer.signedIn('order!remind', { input: orderId, output: noData }),
  receipt: buyer.signedIn('order!receipt', { input: orderId, output: noData }),
  /** A refund before shipping, or a return after receipt; `money` the amount asked. */
  returns: buyer.signedIn('order!returns', { input: orderId.extend({ returnReason: str, returnDetail: str, money: str }), output: noData }),
  addReviews: buyer.signedIn('evaluation!addList', { transport: 'json', input: evaluationAddList, output: noData }),
};

/** What the seller and admin APIs both answer, with the same names and shapes. */
function staffOrderEndpoints<S extends 'seller' | 'admin'>(surface: S) {
  const e = endpoints(surface);
  return {
    list: e.signedIn('order!list', { input: pageQuery.extend({ status: str, keyword: str }), output: staffOrderPage }),
    info: e.signedIn('order!info', { input: orderId, output: staffOrderInfo }),
    /** `approve` 1 grants the refund or return, anything else refuses it (with `reason`). */
    refundDecide: e.signedIn('order!refundDecide', { input: orderId.extend({ approve: str, reason: str }), output: noData }),
    /** `status`: one of the review states; absent: all. */
    reviews: e.signedIn('evaluation!list', { input: pageQuery.extend({ status: str }), output: paged(staffReview) }),
  };
}

const seller = endpoints('seller');
const admin = endpoints('admin');

/** The store's orders, reviews and notices (`/api/seller`). */
export const sellerOrderApi = {
  ...staffOrderEndpoints('seller'),
  confirm: seller.signedIn('order!confirm', { input: orderId, output: noData }),
  ship: seller.signedIn('order!ship', { input: orderId.extend({ carrier: str, trackingNo: str }), output: noData }),
  notices: seller.signedIn('notice!list', { input: pageQuery, output: sellerNoticePage }),
  /** One notice read, or every one without `id`. */
  readNotices: seller.signedIn('notice!read', { input: z.object({ id: str }), output: noData }),
};

const settingsInput = z.object(Object.fromEntries(Object.keys(orderSettings.shape).map((k) => [k, str])) as Record<keyof OrderSettings, typeof str>);

/** Every order, manual refunds, refund decisions, review moderation and the order settings (`/api/admin`). */
export const adminOrderApi = {
  ...staffOrderEndpoints('admin'),
  /** Refunds a paid order by hand, with the reason the buyer sees. */
  refund: admin.signedIn('order!refund', { input: orderId.extend({ reason: str }), output: noData }),
  approveReview: admin.signedIn('evaluation!approve', { input: z.object({ id: str }), output: noData }),
  rejectReview: admin.signedIn('evaluation!reject', { input: z.object({ id: str }), output: noData }),
  settings: admin.signedIn('order!settings', { output: orderSettings }),
  /** Every setting at once, as decimal text; answers the settings saved. */
  saveSettings: admin.signedIn('order!saveSettings', { input: settingsInput, output: orderSettings }),
};
