import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useTheme } from '@mui/material/styles';
import { useToast } from '@mall/ui/toast-provider';
import { RegisterForm } from '../../../features/auth/components/register-form';
import { usePageTitle } from '../../../hooks/use-page-title';
import { paths } from '../../../config/paths';

export function Component() {
  const { t } = useTranslation();
  const { brand } = useTheme();
  const navigate = useNavigate();
  const toast = useToast();
  usePageTitle(t('auth:register.title'));
  return (
    <RegisterForm
      onRegistered={() => {
        toast.show(t('auth:register.success', { brandName: brand.name }), 'success');
        navigate(paths.home.getHref(), { replace: true });
      }}
    />
  );
}
