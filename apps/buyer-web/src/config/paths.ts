// The typed route table of the desktop storefront (docs/product-rules.md): routes and links both read it.
import { INFO_PAGES, type InfoPage } from '@mall/storefront/catalogue/info-pages';
import { searchRoute } from '@mall/storefront/catalogue/utils/search-target';
import { targetQuery, type ChatTarget } from '@mall/storefront/chat/chat-target';
import { route, routeNarrowedBy, routeOf } from '@mall/storefront/shared/route';
import { storefrontLinks } from '@mall/storefront/shared/storefront-links';

/** Info pages linked from the footer; each is a child of /info. */
export const infoPages = INFO_PAGES;
export type { InfoPage };

export const paths = {
  root: route('/'),
  home: route('/index'),
  /** Category tree and the goods of the chosen category (`?categoryId=`). */
  classification: routeNarrowedBy('/classification', 'categoryId'),
  commodity: route('/commodity'),
  information: route('/information'),
  discounted: route('/discounted'),
  merchantSettled: route('/merchantSettled'),
  /** The merchant-promotion page with the application (opened by /merchantSettled in a new window, `?lang=&avatar=`). */
  promote: { path: '/promote', getHref: () => '/promote/' },
  /** Start-up loans: the offer, the application (`?creditId=` re-applies after a rejection) and the buyer's loan. */
  credit: {
    root: route('/credit'),
    application: routeNarrowedBy('/credit/application', 'creditId'),
    myLoan: route('/credit/myLoan'),
  },
  /** Product detail by sellerGoodsId. */
  productDetails: routeOf('/productDetails', 'id'),
  /** Store page by sellerId. */
  store: routeOf('/store', 'id'),
  /** Search pages: `?k=` is the keyword, JSON-encoded (docs/product-rules.md). */
  searchGoods: searchRoute('/searchGoods'),
  searchStore: searchRoute('/searchStore'),
  searchResult: searchRoute('/searchResult'),
  /** Checkout of the cart's saved selection. */
  settlement: route('/settlement'),
  paySuccess: route('/paySuccess'),
  info: { path: '/info/:page', getHref: (page: InfoPage) => `/info/${page}` },
  /** The online-service info page: opens the chat dialog. */
  onlineService: route('/info/online-service'),
  /** The chat on a page of its own (a chat link's new window): `?partnerId=&productId=` choose the conversation. */
  chat: { path: '/chat', getHref: (target?: ChatTarget) => `/chat${targetQuery(target)}` },
  auth: {
    login: route('/login'),
    register: route('/register'),
    forgotPassword: route('/forgot-password'),
  },
  userInfo: {
    root: route('/userInfo'),
    dashboard: route('/userInfo/dashboard'),
    /** The buyer's orders (built by the orders feature). */
    myOrder: route('/userInfo/my-order'),
    /** One order, its refund / return request and its reviews, by `?id=`. */
    orderDetail: routeOf('/userInfo/order-detail', 'id'),
    orderReturn: routeOf('/userInfo/order-return', 'id'),
    orderEvaluation: routeOf('/userInfo/order-evaluation', 'id'),
    collectGoods: route('/userInfo/collect-goods'),
    collectShop: route('/userInfo/collect-shop'),
    download: route('/userInfo/download'),
    /** The buyer's invitation code, link and QR code, and the accounts they invited. */
    referral: route('/userInfo/referral'),
    /** Identity (real-name) verification: basic, then advanced. */
    verification: route('/userInfo/verification'),
    /** The USDT wallet: balance, records, recharge and withdraw. */
    moneyPackage: {
      root: route('/userInfo/money-package'),
      recharge: route('/userInfo/money-package/recharge'),
      withdraw: route('/userInfo/money-package/withdraw'),
    },
    setup: {
      root: route('/userInfo/setup'),
      loginPassword: route('/userInfo/setup/login-password'),
      transactionPassword: route('/userInfo/setup/transaction-password'),
      shippingAddress: route('/userInfo/setup/shipping-address'),
      accountCancellation: route('/userInfo/setup/account-cancellation'),
    },
  },
} as const;

/** The features' links into this app. */
export const { walletLinks, ordersLinks, catalogueLinks, cartLinks, creditLinks, chatLinks } = storefrontLinks({
  home: paths.home.getHref(),
  signIn: paths.auth.login.getHref(),
  transactionPassword: paths.userInfo.setup.transactionPassword.getHref(),
  goods: paths.productDetails.getHref,
  store: paths.store.getHref,
  category: paths.classification.getHref,
  searchResult: paths.searchResult.getHref,
  searchStore: paths.searchStore.getHref,
  settlement: paths.settlement.getHref(),
  paySuccess: paths.paySuccess.getHref(),
  orders: paths.userInfo.myOrder.getHref(),
  order: paths.userInfo.orderDetail.getHref,
  orderReturn: paths.userInfo.orderReturn.getHref,
  orderReview: paths.userInfo.orderEvaluation.getHref,
  wallet: paths.userInfo.moneyPackage.root.getHref(),
  recharge: paths.userInfo.moneyPackage.recharge.getHref(),
  withdraw: paths.userInfo.moneyPackage.withdraw.getHref(),
  creditOffer: paths.credit.root.getHref(),
  creditApplication: paths.credit.application.getHref,
  myLoan: paths.credit.myLoan.getHref(),
  chatWindow: paths.chat.getHref(),
});

/** docs/product-rules.md: the pages that show the floating cart button (to signed-in buyers). */
export const cartFloaterPages: readonly string[] = [
  paths.home.path, paths.classification.path, paths.commodity.path, paths.information.path,
  paths.productDetails.path, paths.store.path, paths.discounted.path, paths.userInfo.dashboard.path,
];
