import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { usePageTitle } from '@mall/storefront/shared/use-page-title';
import { infoPages, paths } from '../../config/paths';

/** /information: every info page, each with its opening line. */
export function Component() {
  const { t } = useTranslation();
  const { brand } = useTheme();
  usePageTitle(t('common:nav.information'));
  return (
    <Container maxWidth="lg" sx={{ paddingBlock: 4 }}>
      <Typography variant="h4" component="h1">{t('common:nav.information')}</Typography>
      <Typography color="text.secondary" sx={{ marginBlockEnd: 3 }}>{t('catalogue:information.lead', { brandName: brand.name })}</Typography>
      <Box component="ul" sx={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' }, gap: 2 }}>
        {infoPages.map((page) => (
          <li key={page}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardActionArea component={RouterLink} to={paths.info.getHref(page)} sx={{ padding: 2, height: '100%', display: 'block' }}>
                <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>{t(`common:info.${page}.title`)}</Typography>
                <Typography variant="body2" color="text.secondary">{t(`info:${page}.lead`, { brandName: brand.name })}</Typography>
              </CardActionArea>
            </Card>
          </li>
        ))}
      </Box>
    </Container>
  );
}
