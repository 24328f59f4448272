/** The app's routes the chat links to; each storefront builds it from its typed route table. */
export interface ChatLinks {
  /** Where a guest signs in (the chat comes back after). */
  signIn: string;
  /** A product page, for the card of a conversation about a product. */
  goods?: (sellerGoodsId: string) => string;
  /** The full-page chat a link opens in a new window (with token, partner, name, language, avatar, product). */
  window?: string;
}
