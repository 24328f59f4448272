import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import { usePageTitle } from '../../shared/hooks/use-page-title';
import type { CartLinks } from '../cart-links';

/** The page after a successful payment: the message, then the order list or home. */
export function PaySuccess({ links }: { links: Pick<CartLinks, 'orders' | 'home'> }) {
  const { t } = useTranslation();
  usePageTitle(t('cart:paySuccess.title'));
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', paddingBlock: 6, paddingInline: 2 }}>
      <CheckCircleOutlineIcon color="success" sx={{ fontSize: 72 }} />
      <Typography variant="h5" component="h1">{t('cart:paySuccess.title')}</Typography>
      <Typography color="text.secondary">{t('cart:paySuccess.text')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button variant="contained" component={RouterLink} to={links.orders}>{t('cart:paySuccess.orders')}</Button>
        <Button variant="outlined" component={RouterLink} to={links.home}>{t('cart:paySuccess.home')}</Button>
      </Stack>
    </Stack>
  );
}
