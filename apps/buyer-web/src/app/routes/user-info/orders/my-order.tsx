import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { OrderList } from '@mall/storefront/orders/order-list';
import { usePageTitle } from '@mall/storefront/shared/use-page-title';
import { ordersLinks } from '../../../../config/paths';

/** /userInfo/my-order: the buyer's orders by status tab, 20 a page. */
export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('orders:title'));
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">{t('orders:title')}</Typography>
      <OrderList links={ordersLinks} />
    </Stack>
  );
}
