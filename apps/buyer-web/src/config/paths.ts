// The typed route table of the desktop storefront (SPEC.md §2): routes and links both read it.
import { INFO_PAGES, type InfoPage } from '@mall/storefront/catalogue/info-pages';
import { encodeKeyword } from '@mall/storefront/catalogue/utils/search-target';

/** Info pages linked from the footer; each is a child of /info. */
export const infoPages = INFO_PAGES;
export type { InfoPage };

/** `?k=` of the search pages: the keyword JSON-encoded (SPEC.md §2). */
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
  credit: { path: '/credit/*', getHref: () => '/credit' },
  /** Product detail by sellerGoodsId. */
  productDetails: { path: '/productDetails', getHref: (sellerGoodsId: string) => `/productDetails?id=${encodeURIComponent(sellerGoodsId)}` },
  /** Store page by sellerId. */
  store: { path: '/store', getHref: (sellerId: string) => `/store?id=${encodeURIComponent(sellerId)}` },
  searchGoods: { path: '/searchGoods', getHref: (keyword: string) => withKeyword('/searchGoods', keyword) },
  searchStore: { path: '/searchStore', getHref: (keyword: string) => withKeyword('/searchStore', keyword) },
  searchResult: { path: '/searchResult', getHref: (keyword: string) => withKeyword('/searchResult', keyword) },
  /** Checkout: built by a later issue. */
  settlement: { path: '/settlement', getHref: () => '/settlement' },
  info: { path: '/info/:page', getHref: (page: InfoPage) => `/info/${page}` },
  auth: {
    login: { path: '/login', getHref: () => '/login' },
    register: { path: '/register', getHref: () => '/register' },
    forgotPassword: { path: '/forgot-password', getHref: () => '/forgot-password' },
  },
  userInfo: {
    root: { path: '/userInfo', getHref: () => '/userInfo' },
    dashboard: { path: '/userInfo/dashboard', getHref: () => '/userInfo/dashboard' },
    collectGoods: { path: '/userInfo/collect-goods', getHref: () => '/userInfo/collect-goods' },
    collectShop: { path: '/userInfo/collect-shop', getHref: () => '/userInfo/collect-shop' },
    download: { path: '/userInfo/download', getHref: () => '/userInfo/download' },
    setup: {
      root: { path: '/userInfo/setup', getHref: () => '/userInfo/setup' },
      loginPassword: { path: '/userInfo/setup/login-password', getHref: () => '/userInfo/setup/login-password' },
      transactionPassword: { path: '/userInfo/setup/transaction-password', getHref: () => '/userInfo/setup/transaction-password' },
      shippingAddress: { path: '/userInfo/setup/shipping-address', getHref: () => '/userInfo/setup/shipping-address' },
      accountCancellation: { path: '/userInfo/setup/account-cancellation', getHref: () => '/userInfo/setup/account-cancellation' },
    },
  },
} as const;

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
