import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ReturnForm } from '@mall/storefront/orders/return-form';
import { usePageTitle } from '@mall/storefront/shared/use-page-title';
import { ordersLinks } from '../../../../config/paths';

/** /userInfo/order-return?id=…: a refund (before shipping) or return (after receipt) request. */
export function Component() {
  const { t } = useTranslation();
  const orderId = useSearchParams()[0].get('id') ?? '';
  usePageTitle(t('orders:tabs.refund'));
  return (
    <Stack spacing={2} sx={{ maxWidth: 760 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h5" component="h1">{t('orders:tabs.refund')}</Typography>
        <Button component={RouterLink} to={ordersLinks.list}>{t('orders:detail.back')}</Button>
      </Stack>
      <ReturnForm orderId={orderId} links={ordersLinks} />
    </Stack>
  );
}
