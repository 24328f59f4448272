// The typed route table of the mobile storefront, relative to the router basename /wap.
import type { InfoPage } from '@mall/storefront/catalogue/info-pages';
import { keywordHref, searchRoute } from '@mall/storefront/catalogue/utils/search-target';
import { targetQuery, type ChatTarget } from '@mall/storefront/chat/chat-target';
import { route, routeNarrowedBy, routeOf } from '@mall/storefront/shared/route';
import { storefrontLinks } from '@mall/storefront/shared/storefront-links';

export const paths = {
  home: route('/'),
  /** Categories and the goods of the chosen one (`?categoryId=`). */
  category: routeNarrowedBy('/category', 'categoryId'),
  cart: route('/cart'),
  me: route('/me'),
  /** Goods detail; the desktop site sends mobile visitors here with `sellerGoodsId`. */
  productDetails: routeOf('/productDetails', 'sellerGoodsId'),
  /** Store page; the desktop site sends mobile visitors here with `sellerId`. */
  shop: routeOf('/shop', 'sellerId'),
  /** The search page: history and suggestions (`?k=` fills the box, JSON-encoded as on the desktop site). */
  search: { path: '/search', getHref: (keyword?: string) => (keyword ? keywordHref('/search', keyword) : '/search') },
  searchResult: searchRoute('/searchResult'),
  searchStore: searchRoute('/searchStore'),
  /** Goods lists opened from the home sections. */
  lists: {
    all: route('/commodity'),
    fresh: route('/new'),
    recommended: route('/recommended'),
    discounted: route('/discounted'),
    hot: route('/hot'),
  },
  favourites: route('/favourites'),
  followed: route('/followed'),
  /** The buyer's invitation code, link and QR code, and the accounts they invited. */
  referral: route('/referral'),
  /** Identity (real-name) verification: basic, then advanced. */
  verification: route('/verification'),
  /** The USDT wallet: balance, records, recharge and withdraw. */
  wallet: {
    root: route('/wallet'),
    recharge: route('/wallet/recharge'),
    withdraw: route('/wallet/withdraw'),
  },
  /** Start-up loans: the offer, the application (`?creditId=` re-applies after a rejection) and the buyer's loan. */
  credit: {
    root: route('/credit'),
    application: routeNarrowedBy('/credit/application', 'creditId'),
    myLoan: route('/credit/myLoan'),
  },
  /** Checkout of the cart's saved selection. */
  settlement: route('/settlement'),
  paySuccess: route('/paySuccess'),
  /** The buyer's orders (built by the orders feature). */
  orders: route('/orders'),
  /** One order, its refund / return request and its reviews, by `?id=`. */
  orderDetail: routeOf('/orders/detail', 'id'),
  orderReturn: routeOf('/orders/return', 'id'),
  orderReview: routeOf('/orders/review', 'id'),
  info: { path: '/info/:page', getHref: (page: InfoPage) => `/info/${page}` },
  /** Customer service and store conversations; `?partnerId=&productId=` (or `orderNo`) opens a store's thread. */
  chat: { path: '/chat', getHref: (target?: ChatTarget) => `/chat${targetQuery(target)}` },
  auth: {
    login: route('/login'),
    register: route('/register'),
    forgotPassword: route('/forgot-password'),
  },
  settings: {
    root: route('/settings'),
    language: route('/settings/language'),
    loginPassword: route('/settings/login-password'),
    transactionPassword: route('/settings/transaction-password'),
    shippingAddress: route('/settings/addresses'),
    accountCancellation: route('/settings/account-cancellation'),
  },
} as const;

/** The features' links into this app. */
export const { walletLinks, ordersLinks, catalogueLinks, cartLinks, creditLinks, chatLinks } = storefrontLinks({
  home: paths.home.getHref(),
  signIn: paths.auth.login.getHref(),
  transactionPassword: paths.settings.transactionPassword.getHref(),
  goods: paths.productDetails.getHref,
  store: paths.shop.getHref,
  category: paths.category.getHref,
  searchResult: paths.searchResult.getHref,
  searchStore: paths.searchStore.getHref,
  settlement: paths.settlement.getHref(),
  paySuccess: paths.paySuccess.getHref(),
  orders: paths.orders.getHref(),
  order: paths.orderDetail.getHref,
  orderReturn: paths.orderReturn.getHref,
  orderReview: paths.orderReview.getHref,
  wallet: paths.wallet.root.getHref(),
  recharge: paths.wallet.recharge.getHref(),
  withdraw: paths.wallet.withdraw.getHref(),
  creditOffer: paths.credit.root.getHref(),
  creditApplication: paths.credit.application.getHref,
  myLoan: paths.credit.myLoan.getHref(),
});
