import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ConstructionOutlinedIcon from '@mui/icons-material/ConstructionOutlined';
import { EmptyState } from '@mall/ui/empty-state';
import { usePageTitle } from '@mall/storefront/shared/use-page-title';
import { paths } from '../../config/paths';

/** A section whose content comes in a later issue: its title and a translated "coming soon". */
export function PlaceholderPage({ title, children }: { title: string; children?: ReactNode }) {
  const { t } = useTranslation();
  usePageTitle(title);
  return (
    <Box component="main" sx={{ padding: 2 }}>
      <Typography variant="h5" component="h1">{title}</Typography>
      {children}
      <EmptyState
        icon={<ConstructionOutlinedIcon />}
        message={t('common:comingSoon.text')}
        action={<Button component={RouterLink} to={paths.home.getHref()}>{t('common:comingSoon.backHome')}</Button>}
      />
    </Box>
  );
}
