// The typed route table of the mobile storefront, relative to the router basename /wap.
import type { InfoPage } from '@mall/storefront/catalogue/info-pages';
import { encodeKeyword } from '@mall/storefront/catalogue/utils/search-target';

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
  /** Checkout: built by a later issue. */
  settlement: { path: '/settlement', getHref: () => '/settlement' },
  info: { path: '/info/:page', getHref: (page: InfoPage) => `/info/${page}` },
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
