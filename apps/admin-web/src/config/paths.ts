// The typed route table of the admin back office (relative to the router basename /admin).
export const paths = {
  signIn: { path: '/sign-in', getHref: () => '/sign-in' },
  home: { path: '/', getHref: () => '/' },
  systemParameters: { path: '/system-parameters', getHref: () => '/system-parameters' },
  auditLog: { path: '/audit-log', getHref: () => '/audit-log' },
  activity: { path: '/activity', getHref: () => '/activity' },
  /** The referral tree per account, agent levels and the right to refer. */
  referral: { path: '/referral', getHref: () => '/referral' },
  users: { path: '/users', getHref: () => '/users' },
  sellers: { path: '/sellers', getHref: () => '/sellers' },
  merchantApplications: { path: '/merchant-applications', getHref: () => '/merchant-applications' },
  stores: { path: '/stores', getHref: () => '/stores' },
  categories: { path: '/categories', getHref: () => '/categories' },
  platformGoods: { path: '/platform-goods', getHref: () => '/platform-goods' },
  warehouses: { path: '/warehouses', getHref: () => '/warehouses' },
  banners: { path: '/banners', getHref: () => '/banners' },
  staff: { path: '/staff', getHref: () => '/staff' },
  rechargeReview: { path: '/finance/recharges', getHref: () => '/finance/recharges' },
  withdrawalReview: { path: '/finance/withdrawals', getHref: () => '/finance/withdrawals' },
  channels: { path: '/finance/channels', getHref: () => '/finance/channels' },
  walletSettings: { path: '/finance/settings', getHref: () => '/finance/settings' },
  balanceAdjustment: { path: '/finance/adjustments', getHref: () => '/finance/adjustments' },
  ledger: { path: '/finance/ledger', getHref: () => '/finance/ledger' },
  loans: { path: '/finance/loans', getHref: () => '/finance/loans' },
  loanSettings: { path: '/finance/loan-settings', getHref: () => '/finance/loan-settings' },
  orders: { path: '/orders', getHref: () => '/orders' },
  orderDetail: { path: '/orders/:orderId', getHref: (orderId: string) => `/orders/${encodeURIComponent(orderId)}` },
  reviews: { path: '/reviews', getHref: () => '/reviews' },
  /** Identity verifications waiting for review (support). */
  kyc: { path: '/kyc', getHref: () => '/kyc' },
  orderSettings: { path: '/order-settings', getHref: () => '/order-settings' },
  supportChat: { path: '/customer-service', getHref: () => '/customer-service' },
  supportChatFilter: { path: '/customer-service/filter', getHref: () => '/customer-service/filter' },
  supportChatStats: { path: '/customer-service/stats', getHref: () => '/customer-service/stats' },
} as const;

export type PathName = keyof typeof paths;
