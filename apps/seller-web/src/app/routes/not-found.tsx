import Button from '@mui/material/Button';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@mall/ui/empty-state';
import { paths } from '../../config/paths';

export default function NotFoundRoute() {
  const { t } = useTranslation();
  return (
    <EmptyState
      message={t('backoffice:notFound.message')}
      action={<Button component={Link} to={paths.home.getHref()} variant="contained">{t('backoffice:notFound.home')}</Button>}
    />
  );
}
