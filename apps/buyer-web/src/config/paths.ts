// The typed route table of the desktop storefront (SPEC.md §2): routes and links both read it.

/** Info pages linked from the footer; each is a child of /info. */
export const infoPages = [
  'about', 'news', 'recruitment', 'modern-slavery', 'privacy', 'service', 'return-policy',
  'buyer-rules', 'seller-rules', 'delivery-pickup', 'contact', 'help',
] as const;
export type InfoPage = (typeof infoPages)[number];

export const paths = {
  root: { path: '/', getHref: () => '/' },
  home: { path: '/index', getHref: () => '/index' },
  classification: { path: '/classification', getHref: () => '/classification' },
  commodity: { path: '/commodity', getHref: () => '/commodity' },
  information: { path: '/information', getHref: () => '/information' },
  discounted: { path: '/discounted', getHref: () => '/discounted' },
  merchantSettled: { path: '/merchantSettled', getHref: () => '/merchantSettled' },
  credit: { path: '/credit/*', getHref: () => '/credit' },
  /** `k` is the JSON-encoded keyword (SPEC.md §2). */
  searchGoods: { path: '/searchGoods', getHref: (keyword: string) => `/searchGoods?k=${encodeURIComponent(JSON.stringify(keyword))}` },
  info: { path: '/info/:page', getHref: (page: InfoPage) => `/info/${page}` },
  auth: {
    login: { path: '/login', getHref: () => '/login' },
    register: { path: '/register', getHref: () => '/register' },
    forgotPassword: { path: '/forgot-password', getHref: () => '/forgot-password' },
  },
  userInfo: {
    root: { path: '/userInfo', getHref: () => '/userInfo' },
    dashboard: { path: '/userInfo/dashboard', getHref: () => '/userInfo/dashboard' },
    setup: {
      root: { path: '/userInfo/setup', getHref: () => '/userInfo/setup' },
      loginPassword: { path: '/userInfo/setup/login-password', getHref: () => '/userInfo/setup/login-password' },
      transactionPassword: { path: '/userInfo/setup/transaction-password', getHref: () => '/userInfo/setup/transaction-password' },
      shippingAddress: { path: '/userInfo/setup/shipping-address', getHref: () => '/userInfo/setup/shipping-address' },
      accountCancellation: { path: '/userInfo/setup/account-cancellation', getHref: () => '/userInfo/setup/account-cancellation' },
    },
  },
} as const;
