// The typed route table of the mobile storefront, relative to the router basename /wap.
import type { InfoPage } from '@mall/storefront/catalogue/info-pages';
import { encodeKeyword } from '@mall/storefront/catalogue/utils/search-target';
import type { CartLinks } from '@mall/storefront/cart/links';
import type { WalletLinks } from '@mall/storefront/wallet/links';
import type { OrdersLinks } from '@mall/storefront/orders/links';
import type { CreditLinks } from '@mall/storefront/credit/links';
import type { ChatLinks } from '@mall/storefront/chat/links';
import { targetQuery, type ChatTarget } from '@mall/storefront/chat/chat-target';

/** `?k=` of the search pages: the keyword JSON-encoded, as on the desktop site. */
const withKeyword = (path: string, keyword: string) => `${path}?k=${encodeURIComponent(encodeKeyword(keyword))}`;

export const paths = {
  home: { path: '/', getHref: () => '/' },
  /** Categories and the goods of the chosen one (`?categoryId=`). */
  category: { path: '/category', getHref: (categoryId?: string) => (categoryId ? `/category?categoryId=${encodeURIComponent(categoryId)}` : '/category') },
  cart: { path: '/cart', getHref: () => '/cart' },
  me: { path: '/me', getHref: () => '/me' },
  /** Goods detail; the desktop site sends mobile visitors here with `sellerGoodsId`. */
  productDetails: { path: '/productDetails', getHref: (sellerGoodsId: string) => `/productDetails?sellerGoodsId=${encodeURIComponent(sellerGoodsId)}` },
  /** Store page; the desktop site sends mobile visitors here with `sellerId`. */
  shop: { path: '/shop', getHref: (sellerId: string) => `/shop?sellerId=${encodeURIComponent(sellerId)}` },
  /** The search page: history and suggestions (`?k=` fills the box). */
  search: { path: '/search', getHref: (keyword?: string) => (keyword ? withKeyword('/search', keyword) : '/search') },
  searchResult: { path: '/searchResult', getHref: (keyword: string) => withKeyword('/searchResult', keyword) },
  searchStore: { path: '/searchStore', getHref: (keyword: string) => withKeyword('/searchStore', keyword) },
  /** Goods lists opened from the home sections. */
  lists: {
    all: { path: '/commodity', getHref: () => '/commodity' },
    fresh: { path: '/new', getHref: () => '/new' },
    recommended: { path: '/recommended', getHref: () => '/recommended' },
    discounted: { path: '/discounted', getHref: () => '/discounted' },
    hot: { path: '/hot', getHref: () => '/hot' },
  },
  favourites: { path: '/favourites', getHref: () => '/favourites' },
  followed: { path: '/followed', getHref: () => '/followed' },
  /** The buyer's invitation code, link and QR code, and the accounts they invited. */
  referral: { path: '/referral', getHref: () => '/referral' },
  /** Identity (real-name) verification: basic, then advanced. */
  verification: { path: '/verification', getHref: () => '/verification' },
  /** The USDT wallet: balance, records, recharge and withdraw. */
  wallet: {
    root: { path: '/wallet', getHref: () => '/wallet' },
    recharge: { path: '/wallet/recharge', getHref: () => '/wallet/recharge' },
    withdraw: { path: '/wallet/withdraw', getHref: () => '/wallet/withdraw' },
  },
  /** Start-up loans: the offer, the application (`?creditId=` re-applies after a rejection) and the buyer's loan. */
  credit: {
    root: { path: '/credit', getHref: () => '/credit' },
    application: { path: '/credit/application', getHref: (creditId?: string) => (creditId ? `/credit/application?creditId=${encodeURIComponent(creditId)}` : '/credit/application') },
    myLoan: { path: '/credit/myLoan', getHref: () => '/credit/myLoan' },
  },
  /** Checkout of the cart's saved selection. */
  settlement: { path: '/settlement', getHref: () => '/settlement' },
  paySuccess: { path: '/paySuccess', getHref: () => '/paySuccess' },
  /** The buyer's orders (built by the orders feature). */
  orders: { path: '/orders', getHref: () => '/orders' },
  /** One order, its refund / return request and its reviews, by `?id=`. */
  orderDetail: { path: '/orders/detail', getHref: (orderId: string) => `/orders/detail?id=${encodeURIComponent(orderId)}` },
  orderReturn: { path: '/orders/return', getHref: (orderId: string) => `/orders/return?id=${encodeURIComponent(orderId)}` },
  orderReview: { path: '/orders/review', getHref: (orderId: string) => `/orders/review?id=${encodeURIComponent(orderId)}` },
  info: { path: '/info/:page', getHref: (page: InfoPage) => `/info/${page}` },
  /** Customer service and store conversations; `?partnerId=&productId=` (or `orderNo`) opens a store's thread. */
  chat: { path: '/chat', getHref: (target?: ChatTarget) => `/chat${targetQuery(target)}` },
  auth: {
    login: { path: '/login', getHref: () => '/login' },
    register: { path: '/register', getHref: () => '/register' },
    forgotPassword: { path: '/forgot-password', getHref: () => '/forgot-password' },
  },
  settings: {
    root: { path: '/settings', getHref: () => '/settings' },
    language: { path: '/settings/language', getHref: () => '/settings/language' },
    loginPassword: { path: '/settings/login-password', getHref: () => '/settings/login-password' },
    transactionPassword: { path: '/settings/transaction-password', getHref: () => '/settings/transaction-password' },
    shippingAddress: { path: '/settings/addresses', getHref: () => '/settings/addresses' },
    accountCancellation: { path: '/settings/account-cancellation', getHref: () => '/settings/account-cancellation' },
  },
} as const;

/** The wallet pages' links into this app. */
export const walletLinks: WalletLinks = {
  wallet: paths.wallet.root.getHref(),
  recharge: paths.wallet.recharge.getHref(),
  withdraw: paths.wallet.withdraw.getHref(),
  transactionPassword: paths.settings.transactionPassword.getHref(),
};

/** The order pages' links into this app. */
export const ordersLinks: OrdersLinks = {
  list: paths.orders.getHref(),
  detail: paths.orderDetail.getHref,
  returns: paths.orderReturn.getHref,
  review: paths.orderReview.getHref,
  transactionPassword: paths.settings.transactionPassword.getHref(),
};

/** The catalogue features' links into this app. */
export const catalogueLinks = {
  goods: paths.productDetails.getHref,
  store: paths.shop.getHref,
  category: (categoryId: string) => paths.category.getHref(categoryId),
  searchResult: paths.searchResult.getHref,
  searchStore: paths.searchStore.getHref,
  login: paths.auth.login.getHref(),
  settlement: paths.settlement.getHref(),
};

/** The cart and checkout's links into this app. */
export const cartLinks: CartLinks = {
  settlement: paths.settlement.getHref(),
  paySuccess: paths.paySuccess.getHref(),
  orders: paths.orders.getHref(),
  home: paths.home.getHref(),
  login: paths.auth.login.getHref(),
  transactionPassword: paths.settings.transactionPassword.getHref(),
  goods: paths.productDetails.getHref,
};

/** The loan pages' links into this app. */
export const creditLinks: CreditLinks = {
  offer: paths.credit.root.getHref(),
  application: paths.credit.application.getHref(),
  reapply: (creditId) => paths.credit.application.getHref(creditId),
  myLoan: paths.credit.myLoan.getHref(),
  signIn: paths.auth.login.getHref(),
  recharge: paths.wallet.recharge.getHref(),
  transactionPassword: paths.settings.transactionPassword.getHref(),
};

/** The chat's links into this app. */
export const chatLinks: ChatLinks = {
  signIn: paths.auth.login.getHref(),
  goods: paths.productDetails.getHref,
};
