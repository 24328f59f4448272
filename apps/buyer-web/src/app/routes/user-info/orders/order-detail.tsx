import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { OrderDetail } from '@mall/storefront/orders/order-detail';
import { usePageTitle } from '@mall/storefront/shared/use-page-title';
import { ContactSellerButton } from '@mall/storefront/chat/contact-seller-button';
import { ordersLinks } from '../../../../config/paths';

/** /userInfo/order-detail?id=…: products, amounts, receiver, shipping, timeline and actions. */
export function Component() {
  const { t } = useTranslation();
  const orderId = useSearchParams()[0].get('id') ?? '';
  usePageTitle(t('orders:detail.title'));
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h5" component="h1">{t('orders:detail.title')}</Typography>
        <Button component={RouterLink} to={ordersLinks.list}>{t('orders:detail.back')}</Button>
      </Stack>
      <OrderDetail
        orderId={orderId}
        links={ordersLinks}
        extraActions={(order) => <ContactSellerButton about={{ sellerId: order.sellerId, orderNo: order.orderNo }} size="small" />}
      />
    </Stack>
  );
}
