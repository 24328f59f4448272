/** The app's routes the order pages link to; each storefront builds it from its typed route table. */
export interface OrdersLinks {
  /** The order list. */
  list: string;
  /** One order's details. */
  detail: (orderId: string) => string;
  /** The refund / return request of an order. */
  returns: (orderId: string) => string;
  /** The review form of an order. */
  review: (orderId: string) => string;
  /** The wallet's recharge page (a balance short of an order's total offers it). */
  recharge: string;
  /** Where a buyer without a transaction password sets one. */
  transactionPassword: string;
}
