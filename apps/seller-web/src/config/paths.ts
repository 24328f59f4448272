// The typed route table of the seller zone (relative to the router basename /seller).
export const paths = {
  signIn: { path: '/sign-in', getHref: () => '/sign-in' },
  /** The approval mail's one-time link (`?token=`): the new seller sets a password. */
  setPassword: { path: '/set-password', getHref: (token: string) => `/set-password?token=${encodeURIComponent(token)}` },
  home: { path: '/', getHref: () => '/' },
  storeProfile: { path: '/store', getHref: () => '/store' },
  goods: { path: '/goods', getHref: () => '/goods' },
  goodsPlatform: { path: '/goods/platform', getHref: () => '/goods/platform' },
  goodsCreate: { path: '/goods/new', getHref: () => '/goods/new' },
  orders: { path: '/orders', getHref: () => '/orders' },
  orderDetail: { path: '/orders/:orderId', getHref: (orderId: string) => `/orders/${encodeURIComponent(orderId)}` },
  reviews: { path: '/reviews', getHref: () => '/reviews' },
  wallet: { path: '/wallet', getHref: () => '/wallet' },
  walletWithdraw: { path: '/wallet/withdraw', getHref: () => '/wallet/withdraw' },
  walletSafeword: { path: '/wallet/safeword', getHref: () => '/wallet/safeword' },
  statistics: { path: '/statistics', getHref: () => '/statistics' },
  loan: { path: '/loan', getHref: () => '/loan' },
  /** The store's invitation code and the buyers it brought. */
  referral: { path: '/referral', getHref: () => '/referral' },
  /** Identity (real-name) verification of the seller. */
  verification: { path: '/verification', getHref: () => '/verification' },
  messages: { path: '/messages', getHref: () => '/messages' },
} as const;

export type PathName = keyof typeof paths;
