import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { EmptyState } from '@mall/ui/empty-state';
import { usePageTitle } from '@mall/storefront/shared/use-page-title';
import { paths } from '../../config/paths';

/** Any unknown address. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('common:notFound.title'));
  return (
    <Container maxWidth="md" sx={{ paddingBlock: 6 }}>
      <Typography variant="h4" component="h1">{t('common:notFound.title')}</Typography>
      <EmptyState
        message={t('common:notFound.text')}
        action={<Button component={RouterLink} to={paths.home.getHref()}>{t('common:notFound.backHome')}</Button>}
      />
    </Container>
  );
}
