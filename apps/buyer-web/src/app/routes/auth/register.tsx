import { useTranslation } from 'react-i18next';
import { RegisterForm } from '@mall/storefront/auth/register-form';
import { usePageTitle } from '@mall/storefront/shared/use-page-title';
import { paths } from '../../../config/paths';

export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('auth:register.title'));
  return <RegisterForm afterSignUpHref={paths.home.getHref()} loginHref={paths.auth.login.getHref()} />;
}
