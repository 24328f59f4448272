import { useTranslation } from 'react-i18next';
import { LoginForm } from '@mall/storefront/auth/login-form';
import { usePageTitle } from '@mall/storefront/shared/use-page-title';
import { paths } from '../../../config/paths';

export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('auth:login.title'));
  return (
    <LoginForm
      afterSignInHref={paths.home.getHref()}
      registerHref={paths.auth.register.getHref()}
      forgotPasswordHref={paths.auth.forgotPassword.getHref()}
    />
  );
}
