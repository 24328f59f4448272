import type { CartLinks } from '../cart/cart-links';
import type { CatalogueLinks } from '../catalogue/catalogue-links';
import type { ChatLinks } from '../chat/chat-links';
import type { CreditLinks } from '../credit/credit-links';
import type { OrdersLinks } from '../orders/orders-links';
import type { WalletLinks } from '../wallet/wallet-links';

/** Where a storefront's pages are, as far as its features link to them. */
export interface StorefrontPages {
  home: string;
  signIn: string;
  /** Where a buyer without a transaction password sets one. */
  transactionPassword: string;
  goods: (sellerGoodsId: string) => string;
  store: (sellerId: string) => string;
  category: (categoryId: string) => string;
  searchResult: (keyword: string) => string;
  searchStore: (keyword: string) => string;
  settlement: string;
  paySuccess: string;
  orders: string;
  order: (orderId: string) => string;
  orderReturn: (orderId: string) => string;
  orderReview: (orderId: string) => string;
  wallet: string;
  recharge: string;
  withdraw: string;
  creditOffer: string;
  /** The loan application; with a rejected application's id, the form prefilled from it. */
  creditApplication: (creditId?: string) => string;
  myLoan: string;
  /** The chat on a page of its own, where the app has one. */
  chatWindow?: string;
}

/** The links of each feature, named as the apps export them. */
export interface StorefrontLinks {
  walletLinks: WalletLinks;
  ordersLinks: OrdersLinks;
  catalogueLinks: CatalogueLinks;
  cartLinks: CartLinks;
  creditLinks: CreditLinks;
  chatLinks: ChatLinks;
}

/**
 * Each feature's links into the app, from where the app's pages are: a need (signing in, setting the
 * transaction password, paying in) leads to the same page in both storefronts.
 */
export function storefrontLinks(p: StorefrontPages): StorefrontLinks {
  return {
    walletLinks: { wallet: p.wallet, recharge: p.recharge, withdraw: p.withdraw, transactionPassword: p.transactionPassword },
    ordersLinks: {
      list: p.orders, detail: p.order, returns: p.orderReturn, review: p.orderReview, transactionPassword: p.transactionPassword, recharge: p.recharge,
    },
    catalogueLinks: {
      goods: p.goods, store: p.store, category: p.category, searchResult: p.searchResult, searchStore: p.searchStore,
      login: p.signIn, settlement: p.settlement,
    },
    cartLinks: {
      settlement: p.settlement, paySuccess: p.paySuccess, orders: p.orders, home: p.home, login: p.signIn,
      transactionPassword: p.transactionPassword, goods: p.goods, order: p.order, recharge: p.recharge,
    },
    creditLinks: {
      offer: p.creditOffer, application: p.creditApplication(), reapply: (creditId) => p.creditApplication(creditId), myLoan: p.myLoan,
      signIn: p.signIn, recharge: p.recharge, transactionPassword: p.transactionPassword,
    },
    chatLinks: { signIn: p.signIn, goods: p.goods, ...(p.chatWindow ? { window: p.chatWindow } : {}) },
  };
}
