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
  /** A product's page. */
  goods: (sellerGoodsId: string) => string;
}
