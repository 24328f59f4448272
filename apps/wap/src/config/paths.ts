// The typed route table of the mobile storefront, relative to the router basename /wap.

export const paths = {
  home: { path: '/', getHref: () => '/' },
  category: { path: '/category', getHref: () => '/category' },
  cart: { path: '/cart', getHref: () => '/cart' },
  me: { path: '/me', getHref: () => '/me' },
  /** Goods detail; the desktop site sends mobile visitors here with `sellerGoodsId`. */
  productDetails: { path: '/productDetails', getHref: (sellerGoodsId: string) => `/productDetails?sellerGoodsId=${encodeURIComponent(sellerGoodsId)}` },
  /** Store page; the desktop site sends mobile visitors here with `sellerId`. */
  shop: { path: '/shop', getHref: (sellerId: string) => `/shop?sellerId=${encodeURIComponent(sellerId)}` },
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
