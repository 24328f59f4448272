import { paths } from '../../config/paths';

/** One entry of the seller zone's side navigation. */
export interface NavItem {
  id: 'home' | 'storeProfile' | 'goods' | 'orders' | 'messages' | 'reviews' | 'wallet' | 'loan' | 'referral' | 'verification' | 'statistics';
  href: string;
  labelKey: `nav.${string}`;
  /** False while the section is a "coming in a later release" placeholder. */
  ready: boolean;
}

export const navItems: readonly NavItem[] = [
  { id: 'home', href: paths.home.getHref(), labelKey: 'nav.home', ready: true },
  { id: 'storeProfile', href: paths.storeProfile.getHref(), labelKey: 'nav.storeProfile', ready: true },
  { id: 'goods', href: paths.goods.getHref(), labelKey: 'nav.goods', ready: true },
  { id: 'orders', href: paths.orders.getHref(), labelKey: 'nav.orders', ready: true },
  { id: 'messages', href: paths.messages.getHref(), labelKey: 'nav.messages', ready: true },
  { id: 'reviews', href: paths.reviews.getHref(), labelKey: 'nav.reviews', ready: true },
  { id: 'wallet', href: paths.wallet.getHref(), labelKey: 'nav.wallet', ready: true },
  { id: 'loan', href: paths.loan.getHref(), labelKey: 'nav.loan', ready: true },
  { id: 'referral', href: paths.referral.getHref(), labelKey: 'nav.referral', ready: true },
  { id: 'verification', href: paths.verification.getHref(), labelKey: 'nav.kyc', ready: true },
  { id: 'statistics', href: paths.statistics.getHref(), labelKey: 'nav.statistics', ready: true },
];
