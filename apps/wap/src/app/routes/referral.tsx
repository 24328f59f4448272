import { ReferralCentre } from '@mall/storefront/referral/referral-centre';
import { paths } from '../../config/paths';

/** /referral: the buyer's invitation code, link and QR code, and the accounts they invited. */
export function Component() {
  // The link opens this app's sign-up page, served under the build's base (/wap/).
  const base = import.meta.env.BASE_URL.replace(/\/$/, '');
  return <ReferralCentre registerPath={`${base}${paths.auth.register.getHref()}`} />;
}
