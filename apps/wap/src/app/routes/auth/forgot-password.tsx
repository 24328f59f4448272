import { useTranslation } from 'react-i18next';
import { ForgotPasswordForm } from '@mall/storefront/auth/forgot-password-form';
import { usePageTitle } from '@mall/storefront/shared/use-page-title';
import { paths } from '../../../config/paths';

export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('auth:forgot.title'));
  return <ForgotPasswordForm loginHref={paths.auth.login.getHref()} />;
}
