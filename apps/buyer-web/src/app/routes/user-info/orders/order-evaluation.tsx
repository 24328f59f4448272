import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ReviewForm } from '@mall/storefront/orders/review-form';
import { usePageTitle } from '@mall/storefront/shared/use-page-title';
import { ordersLinks } from '../../../../config/paths';

/** /userInfo/order-evaluation?id=…: reviews of the products not yet reviewed. */
export function Component() {
  const { t } = useTranslation();
  const orderId = useSearchParams()[0].get('id') ?? '';
  usePageTitle(t('orders:review.title'));
  return (
    <Stack spacing={2} sx={{ maxWidth: 760 }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h5" component="h1">{t('orders:review.title')}</Typography>
        <Button component={RouterLink} to={ordersLinks.list}>{t('orders:detail.back')}</Button>
      </Stack>
      <ReviewForm orderId={orderId} links={ordersLinks} />
    </Stack>
  );
}
