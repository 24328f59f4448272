import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import AssignmentReturnOutlinedIcon from '@mui/icons-material/AssignmentReturnOutlined';
import WarehouseOutlinedIcon from '@mui/icons-material/WarehouseOutlined';
import { usePageTitle } from '@mall/storefront/shared/use-page-title';
import { paths } from '../../config/paths';

/** Home shell: welcome banner, promises and the become-a-merchant banner; product lists come later. */
export function Component() {
  const { t } = useTranslation();
  const { brand } = useTheme();
  usePageTitle(t('common:nav.home'));
  const promises = [
    { icon: <LocalShippingOutlinedIcon fontSize="large" />, text: t('common:home.promises.shipping') },
    { icon: <AssignmentReturnOutlinedIcon fontSize="large" />, text: t('common:home.promises.returns') },
    { icon: <WarehouseOutlinedIcon fontSize="large" />, text: t('common:home.promises.warehouses') },
  ];
  return (
    <Container maxWidth="lg" sx={{ paddingBlock: 4 }}>
      <Paper sx={{ padding: { xs: 4, md: 8 }, backgroundColor: 'primary.main', color: 'primary.contrastText', borderRadius: 3 }}>
        <Typography variant="h3" component="h1" sx={{ fontWeight: 700 }}>{t('common:home.welcome', { brandName: brand.name })}</Typography>
        <Typography variant="h6" component="p" sx={{ marginBlockStart: 2, opacity: 0.9 }}>{t('common:home.tagline')}</Typography>
        <Button component={RouterLink} to={paths.commodity.getHref()} variant="contained" color="secondary" size="large" sx={{ marginBlockStart: 4 }}>
          {t('common:home.shopNow')}
        </Button>
      </Paper>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, gap: 2, marginBlock: 4 }}>
        {promises.map((p) => (
          <Paper key={p.text} variant="outlined" sx={{ padding: 3 }}>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', color: 'primary.main' }}>
              {p.icon}
              <Typography color="text.primary">{p.text}</Typography>
            </Stack>
          </Paper>
        ))}
      </Box>
      <Paper variant="outlined" sx={{ padding: 4, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between', borderColor: 'secondary.main' }}>
        <Box>
          <Typography variant="h5" component="h2">{t('common:home.merchant.title')}</Typography>
          <Typography color="text.secondary">{t('common:home.merchant.text', { brandName: brand.name })}</Typography>
        </Box>
        <Button component={RouterLink} to={paths.merchantSettled.getHref()} variant="outlined">{t('common:home.merchant.action')}</Button>
      </Paper>
    </Container>
  );
}
