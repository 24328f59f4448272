import type { AdminRole } from '@mall/contract/staff';
import { paths, type PathName } from '../../config/paths';

/** One entry of the side navigation: which page, its label key in the admin namespace, and who may open it. */
export interface NavItem {
  id: PathName;
  href: string;
  labelKey: `nav.${string}`;
  /** Roles that may see the page; empty means every signed-in admin. */
  roles: readonly AdminRole[];
}

/** The admin pages with the roles the API grants each (api.md and catalogue.md "Admin API"; super_admin may do everything). */
export const navItems: readonly NavItem[] = [
  { id: 'home', href: paths.home.getHref(), labelKey: 'nav.home', roles: [] },
  { id: 'systemParameters', href: paths.systemParameters.getHref(), labelKey: 'nav.systemParameters', roles: ['super_admin'] },
  { id: 'auditLog', href: paths.auditLog.getHref(), labelKey: 'nav.auditLog', roles: ['super_admin'] },
  { id: 'activity', href: paths.activity.getHref(), labelKey: 'nav.activity', roles: ['super_admin'] },
  { id: 'users', href: paths.users.getHref(), labelKey: 'nav.users', roles: ['super_admin', 'support'] },
  { id: 'referral', href: paths.referral.getHref(), labelKey: 'nav.referral', roles: ['super_admin', 'support'] },
  { id: 'sellers', href: paths.sellers.getHref(), labelKey: 'nav.sellers', roles: ['super_admin', 'catalogue', 'support'] },
  { id: 'merchantApplications', href: paths.merchantApplications.getHref(), labelKey: 'nav.merchantApplications', roles: ['super_admin', 'catalogue'] },
  { id: 'stores', href: paths.stores.getHref(), labelKey: 'nav.stores', roles: ['super_admin', 'catalogue'] },
  { id: 'categories', href: paths.categories.getHref(), labelKey: 'nav.categories', roles: ['super_admin', 'catalogue'] },
  { id: 'platformGoods', href: paths.platformGoods.getHref(), labelKey: 'nav.platformGoods', roles: ['super_admin', 'catalogue'] },
  { id: 'warehouses', href: paths.warehouses.getHref(), labelKey: 'nav.warehouses', roles: ['super_admin', 'catalogue'] },
  { id: 'banners', href: paths.banners.getHref(), labelKey: 'nav.banners', roles: ['super_admin', 'catalogue'] },
  { id: 'staff', href: paths.staff.getHref(), labelKey: 'nav.staff', roles: ['super_admin'] },
  { id: 'rechargeReview', href: paths.rechargeReview.getHref(), labelKey: 'nav.rechargeReview', roles: ['super_admin', 'finance'] },
  { id: 'withdrawalReview', href: paths.withdrawalReview.getHref(), labelKey: 'nav.withdrawalReview', roles: ['super_admin', 'finance'] },
  { id: 'channels', href: paths.channels.getHref(), labelKey: 'nav.channels', roles: ['super_admin', 'finance'] },
  { id: 'walletSettings', href: paths.walletSettings.getHref(), labelKey: 'nav.walletSettings', roles: ['super_admin', 'finance'] },
  { id: 'balanceAdjustment', href: paths.balanceAdjustment.getHref(), labelKey: 'nav.balanceAdjustment', roles: ['super_admin', 'finance'] },
  { id: 'ledger', href: paths.ledger.getHref(), labelKey: 'nav.ledger', roles: ['super_admin', 'finance'] },
  { id: 'loans', href: paths.loans.getHref(), labelKey: 'nav.loans', roles: ['super_admin', 'finance'] },
  { id: 'loanSettings', href: paths.loanSettings.getHref(), labelKey: 'nav.loanSettings', roles: ['super_admin', 'finance'] },
  { id: 'orders', href: paths.orders.getHref(), labelKey: 'nav.orders', roles: ['super_admin', 'support'] },
  { id: 'reviews', href: paths.reviews.getHref(), labelKey: 'nav.reviews', roles: ['super_admin', 'support'] },
  // Support reviews identities, not finance: the desk that grants loans and pays out does not vouch for the borrower too.
  { id: 'kyc', href: paths.kyc.getHref(), labelKey: 'nav.kyc', roles: ['super_admin', 'support'] },
  { id: 'supportChat', href: paths.supportChat.getHref(), labelKey: 'nav.supportChat', roles: ['super_admin', 'support'] },
  { id: 'orderSettings', href: paths.orderSettings.getHref(), labelKey: 'nav.orderSettings', roles: ['super_admin'] },
];

/** True when an admin holding `roles` may open the page. */
export function canAccess(item: Pick<NavItem, 'roles'>, roles: readonly string[]): boolean {
  return item.roles.length === 0 || item.roles.some((r) => roles.includes(r));
}

/** The navigation entries an admin holding `roles` sees, in table order. */
export function visibleNavItems(roles: readonly string[], items: readonly NavItem[] = navItems): NavItem[] {
  return items.filter((item) => canAccess(item, roles));
}

/** The navigation entry of a page. */
export function navItem(id: PathName): NavItem | undefined {
  return navItems.find((i) => i.id === id);
}

/** Write actions inside a page that fewer roles may use than may open the page. */
export const actionRoles = {
  createSeller: ['super_admin', 'catalogue'],
  /** The platform dashboard on the overview page (money figures: the API serves it to finance). */
  platformOverview: ['super_admin', 'finance'],
  /** Agent levels and the right to refer (support may only look). */
  editReferral: ['super_admin'],
} as const satisfies Record<string, readonly AdminRole[]>;

/** True when an admin holding `roles` may use the action (the API refuses it otherwise). */
export function canDo(action: keyof typeof actionRoles, roles: readonly string[]): boolean {
  return actionRoles[action].some((r) => roles.includes(r));
}
