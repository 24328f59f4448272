import Button from '@mui/material/Button';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@mall/ui/empty-state';
import { useBackoffice } from '../backoffice-context';

/** A staff app's page for an unknown address, with a way back to its overview. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const { homePath } = useBackoffice();
  return (
    <EmptyState
      message={t('backoffice:notFound.message')}
      action={<Button component={Link} to={homePath} variant="contained">{t('backoffice:notFound.home')}</Button>}
    />
  );
}
