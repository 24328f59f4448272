import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useToast } from '@mall/ui/toast-provider';
import { ForgotPasswordForm } from '../../../features/auth/components/forgot-password-form';
import { usePageTitle } from '../../../hooks/use-page-title';
import { paths } from '../../../config/paths';

export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  usePageTitle(t('auth:forgot.title'));
  return (
    <ForgotPasswordForm
      onReset={() => {
        toast.show(t('auth:forgot.success'), 'success');
        navigate(paths.auth.login.getHref());
      }}
    />
  );
}
