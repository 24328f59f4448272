import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useToast } from '@mall/ui/toast-provider';
import { LoginForm } from '../../../features/auth/components/login-form';
import { usePageTitle } from '../../../hooks/use-page-title';
import { paths } from '../../../config/paths';
import type { FromState } from '../../layouts/require-auth';

export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const from = (useLocation().state as FromState | null)?.from;
  usePageTitle(t('auth:login.title'));
  return (
    <LoginForm
      onSignedIn={() => {
        toast.show(t('auth:login.success'), 'success');
        navigate(from ?? paths.me.getHref(), { replace: true });
      }}
    />
  );
}
