// The typed route table of the admin back office (relative to the router basename /admin).
export const paths = {
  signIn: { path: '/sign-in', getHref: () => '/sign-in' },
  home: { path: '/', getHref: () => '/' },
  systemParameters: { path: '/system-parameters', getHref: () => '/system-parameters' },
  auditLog: { path: '/audit-log', getHref: () => '/audit-log' },
  activity: { path: '/activity', getHref: () => '/activity' },
  users: { path: '/users', getHref: () => '/users' },
  sellers: { path: '/sellers', getHref: () => '/sellers' },
  stores: { path: '/stores', getHref: () => '/stores' },
  categories: { path: '/categories', getHref: () => '/categories' },
  platformGoods: { path: '/platform-goods', getHref: () => '/platform-goods' },
  warehouses: { path: '/warehouses', getHref: () => '/warehouses' },
  banners: { path: '/banners', getHref: () => '/banners' },
  staff: { path: '/staff', getHref: () => '/staff' },
} as const;

export type PathName = keyof typeof paths;
