import { useTranslation } from 'react-i18next';
import { LoginPasswordForm } from '../../../../features/account/components/login-password-form';
import { usePageTitle } from '../../../../hooks/use-page-title';

export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('account:setup.loginPassword.title'));
  return <LoginPasswordForm />;
}
