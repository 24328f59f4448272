import { useTranslation } from 'react-i18next';
import { LoginPasswordForm } from '@mall/storefront/account/login-password-form';
import { usePageTitle } from '@mall/storefront/shared/use-page-title';

export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('account:setup.loginPassword.title'));
  return <LoginPasswordForm />;
}
