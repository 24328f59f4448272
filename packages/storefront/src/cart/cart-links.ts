/** The app's routes the cart and checkout link to; each storefront builds it from its typed route table. */
export interface CartLinks {
  /** Checkout. */
  settlement: string;
  /** After a successful payment. */
  paySuccess: string;
  /** The buyer's order list (unpaid orders are paid from there later). */
  orders: string;
  home: string;
  login: string;
  /** Where a buyer without a transaction password sets one. */
  transactionPassword: string;
  /** One order's details (the pay-success page links each paid order). */
  order: (orderId: string) => string;
  /** The wallet's recharge page (a short balance at checkout offers it). */
  recharge: string;
  /** A product's page. */
  goods: (sellerGoodsId: string) => string;
}
