import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { EmptyState } from '@mall/ui/empty-state';
import { usePageTitle } from '@mall/storefront/shared/use-page-title';
import { paths } from '../../config/paths';

/** Any unknown address: says so, and leads back home. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('common:notFound.title'));
  return (
    <Box component="main" sx={{ padding: 2 }}>
      <Typography variant="h5" component="h1">{t('common:notFound.title')}</Typography>
      <EmptyState
        message={t('common:notFound.text')}
        action={<Button component={RouterLink} to={paths.home.getHref()}>{t('common:notFound.backHome')}</Button>}
      />
    </Box>
  );
}
