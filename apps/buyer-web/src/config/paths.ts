// The typed route table of the desktop storefront (docs/product-rules.md): routes and links both read it.
import { INFO_PAGES, type InfoPage } from '@mall/storefront/catalogue/info-pages';
import { encodeKeyword } from '@mall/storefront/catalogue/utils/search-target';
import type { CartLinks } from '@mall/storefront/cart/links';
import type { WalletLinks } from '@mall/storefront/wallet/links';
import type { OrdersLinks } from '@mall/storefront/orders/links';
import type { CreditLinks } from '@mall/storefront/credit/links';
import type { ChatLinks } from '@mall/storefront/chat/links';
import { targetQuery, type ChatTarget } from '@mall/storefront/chat/chat-target';

/** Info pages linked from the footer; each is a child of /info. */
export const infoPages = INFO_PAGES;
export type { InfoPage };

/** `?k=` of the search pages: the keyword JSON-encoded (docs/product-rules.md). */
const withKeyword = (path: string, keyword: string) => `${path}?k=${encodeURIComponent(encodeKeyword(keyword))}`;

export const paths = {
  root: { path: '/', getHref: () => '/' },
  home: { path: '/index', getHref: () => '/index' },
  /** Category tree and the goods of the chosen category (`?categoryId=`). */
  classification: { path: '/classification', getHref: (categoryId?: string) => (categoryId ? `/classification?categoryId=${encodeURIComponent(categoryId)}` : '/classification') },
  commodity: { path: '/commodity', getHref: () => '/commodity' },
  information: { path: '/information', getHref: () => '/information' },
  discounted: { path: '/discounted', getHref: () => '/discounted' },
  merchantSettled: { path: '/merchantSettled', getHref: () => '/merchantSettled' },
  /** The merchant-promotion page with the application (opened by /merchantSettled in a new window, `?lang=&avatar=`). */
  promote: { path: '/promote', getHref: () => '/promote/' },
  /** Start-up loans: the offer, the application (`?creditId=` re-applies after a rejection) and the buyer's loan. */
  credit: {
    root: { path: '/credit', getHref: () => '/credit' },
    application: { path: '/credit/application', getHref: (creditId?: string) => (creditId ? `/credit/application?creditId=${encodeURIComponent(creditId)}` : '/credit/application') },
    myLoan: { path: '/credit/myLoan', getHref: () => '/credit/myLoan' },
  },
  /** Product detail by sellerGoodsId. */
  productDetails: { path: '/productDetails', getHref: (sellerGoodsId: string) => `/productDetails?id=${encodeURIComponent(sellerGoodsId)}` },
  /** Store page by sellerId. */
  store: { path: '/store', getHref: (sellerId: string) => `/store?id=${encodeURIComponent(sellerId)}` },
  searchGoods: { path: '/searchGoods', getHref: (keyword: string) => withKeyword('/searchGoods', keyword) },
  searchStore: { path: '/searchStore', getHref: (keyword: string) => withKeyword('/searchStore', keyword) },
  searchResult: { path: '/searchResult', getHref: (keyword: string) => withKeyword('/searchResult', keyword) },
  /** Checkout of the cart's saved selection. */
  settlement: { path: '/settlement', getHref: () => '/settlement' },
  paySuccess: { path: '/paySuccess', getHref: () => '/paySuccess' },
  info: { path: '/info/:page', getHref: (page: InfoPage) => `/info/${page}` },
  /** The online-service info page: opens the chat dialog. */
  onlineService: { path: '/info/online-service', getHref: () => '/info/online-service' },
  /** The chat on a page of its own (a chat link's new window): `?partnerId=&productId=` choose the conversation. */
  chat: { path: '/chat', getHref: (target?: ChatTarget) => `/chat${targetQuery(target)}` },
  auth: {
    login: { path: '/login', getHref: () => '/login' },
    register: { path: '/register', getHref: () => '/register' },
    forgotPassword: { path: '/forgot-password', getHref: () => '/forgot-password' },
  },
  userInfo: {
    root: { path: '/userInfo', getHref: () => '/userInfo' },
    dashboard: { path: '/userInfo/dashboard', getHref: () => '/userInfo/dashboard' },
    /** The buyer's orders (built by the orders feature). */
    myOrder: { path: '/userInfo/my-order', getHref: () => '/userInfo/my-order' },
    /** One order, its refund / return request and its reviews, by `?id=`. */
    orderDetail: { path: '/userInfo/order-detail', getHref: (orderId: string) => `/userInfo/order-detail?id=${encodeURIComponent(orderId)}` },
    orderReturn: { path: '/userInfo/order-return', getHref: (orderId: string) => `/userInfo/order-return?id=${encodeURIComponent(orderId)}` },
    orderEvaluation: { path: '/userInfo/order-evaluation', getHref: (orderId: string) => `/userInfo/order-evaluation?id=${encodeURIComponent(orderId)}` },
    collectGoods: { path: '/userInfo/collect-goods', getHref: () => '/userInfo/collect-goods' },
    collectShop: { path: '/userInfo/collect-shop', getHref: () => '/userInfo/collect-shop' },
    download: { path: '/userInfo/download', getHref: () => '/userInfo/download' },
    /** The buyer's invitation code, link and QR code, and the accounts they invited. */
    referral: { path: '/userInfo/referral', getHref: () => '/userInfo/referral' },
    /** Identity (real-name) verification: basic, then advanced. */
    verification: { path: '/userInfo/verification', getHref: () => '/userInfo/verification' },
    /** The USDT wallet: balance, records, recharge and withdraw. */
    moneyPackage: {
      root: { path: '/userInfo/money-package', getHref: () => '/userInfo/money-package' },
      recharge: { path: '/userInfo/money-package/recharge', getHref: () => '/userInfo/money-package/recharge' },
      withdraw: { path: '/userInfo/money-package/withdraw', getHref: () => '/userInfo/money-package/withdraw' },
    },
    setup: {
      root: { path: '/userInfo/setup', getHref: () => '/userInfo/setup' },
      loginPassword: { path: '/userInfo/setup/login-password', getHref: () => '/userInfo/setup/login-password' },
      transactionPassword: { path: '/userInfo/setup/transaction-password', getHref: () => '/userInfo/setup/transaction-password' },
      shippingAddress: { path: '/userInfo/setup/shipping-address', getHref: () => '/userInfo/setup/shipping-address' },
      accountCancellation: { path: '/userInfo/setup/account-cancellation', getHref: () => '/userInfo/setup/account-cancellation' },
    },
  },
} as const;

/** The wallet pages' links into this app. */
export const walletLinks: WalletLinks = {
  wallet: paths.userInfo.moneyPackage.root.getHref(),
  recharge: paths.userInfo.moneyPackage.recharge.getHref(),
  withdraw: paths.userInfo.moneyPackage.withdraw.getHref(),
  transactionPassword: paths.userInfo.setup.transactionPassword.getHref(),
};

/** The order pages' links into this app. */
export const ordersLinks: OrdersLinks = {
  list: paths.userInfo.myOrder.getHref(),
  detail: paths.userInfo.orderDetail.getHref,
  returns: paths.userInfo.orderReturn.getHref,
  review: paths.userInfo.orderEvaluation.getHref,
  transactionPassword: paths.userInfo.setup.transactionPassword.getHref(),
};

/** The catalogue features' links into this app. */
export const catalogueLinks = {
  goods: paths.productDetails.getHref,
  store: paths.store.getHref,
  category: (categoryId: string) => paths.classification.getHref(categoryId),
  searchResult: paths.searchResult.getHref,
  searchStore: paths.searchStore.getHref,
  login: paths.auth.login.getHref(),
  settlement: paths.settlement.getHref(),
};

/** The cart and checkout's links into this app. */
export const cartLinks: CartLinks = {
  settlement: paths.settlement.getHref(),
  paySuccess: paths.paySuccess.getHref(),
  orders: paths.userInfo.myOrder.getHref(),
  home: paths.home.getHref(),
  login: paths.auth.login.getHref(),
  transactionPassword: paths.userInfo.setup.transactionPassword.getHref(),
  goods: paths.productDetails.getHref,
};

/** docs/product-rules.md: the pages that show the floating cart button (to signed-in buyers). */
export const cartFloaterPages: readonly string[] = [
  paths.home.path, paths.classification.path, paths.commodity.path, paths.information.path,
  paths.productDetails.path, paths.store.path, paths.discounted.path, paths.userInfo.dashboard.path,
];

/** The loan pages' links into this app. */
export const creditLinks: CreditLinks = {
  offer: paths.credit.root.getHref(),
  application: paths.credit.application.getHref(),
  reapply: (creditId) => paths.credit.application.getHref(creditId),
  myLoan: paths.credit.myLoan.getHref(),
  signIn: paths.auth.login.getHref(),
  recharge: paths.userInfo.moneyPackage.recharge.getHref(),
  transactionPassword: paths.userInfo.setup.transactionPassword.getHref(),
};

/** The chat's links into this app. */
export const chatLinks: ChatLinks = {
  signIn: paths.auth.login.getHref(),
  goods: paths.productDetails.getHref,
  window: paths.chat.getHref(),
};
