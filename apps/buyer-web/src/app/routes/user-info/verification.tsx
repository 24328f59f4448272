import { useTranslation } from 'react-i18next';
import { IdentityVerification } from '@mall/storefront/kyc/identity-verification';
import { usePageTitle } from '@mall/storefront/shared/use-page-title';

/** /userInfo/verification: the buyer's identity verification. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('kyc:title'));
  return <IdentityVerification />;
}
