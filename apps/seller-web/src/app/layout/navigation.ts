import { paths } from '../../config/paths';

/** One entry of the seller zone's side navigation. */
export interface NavItem {
  id: 'home' | 'storeProfile' | 'goods' | 'orders' | 'messages' | 'reviews' | 'wallet' | 'loan' | 'referral' | 'verification' | 'statistics';
  href: string;
  labelKey: `nav.${string}`;
}

export const navItems: readonly NavItem[] = [
  { id: 'home', href: paths.home.getHref(), labelKey: 'nav.home' },
  { id: 'storeProfile', href: paths.storeProfile.getHref(), labelKey: 'nav.storeProfile' },
  { id: 'goods', href: paths.goods.getHref(), labelKey: 'nav.goods' },
  { id: 'orders', href: paths.orders.getHref(), labelKey: 'nav.orders' },
  { id: 'messages', href: paths.messages.getHref(), labelKey: 'nav.messages' },
  { id: 'reviews', href: paths.reviews.getHref(), labelKey: 'nav.reviews' },
  { id: 'wallet', href: paths.wallet.getHref(), labelKey: 'nav.wallet' },
  { id: 'loan', href: paths.loan.getHref(), labelKey: 'nav.loan' },
  { id: 'referral', href: paths.referral.getHref(), labelKey: 'nav.referral' },
  { id: 'verification', href: paths.verification.getHref(), labelKey: 'nav.kyc' },
  { id: 'statistics', href: paths.statistics.getHref(), labelKey: 'nav.statistics' },
];
