import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import { Money } from '@mall/domain/money';
import { QueryState } from '@mall/ui/query-state';
import { usePageTitle } from '../../shared/hooks/use-page-title';
import { usePaidOrders } from '../api/get-paid-orders';
import type { CartLinks } from '../cart-links';
import { useFormatMoney } from '../hooks/use-format-money';
import { PAID_ORDERS_PARAM, paidOrderIds } from '../utils/pay-success';

/**
 * The page after a successful payment: the message, the paid orders' numbers (each linking to its
 * details) and the amount paid, read from the server by the ids in the address; then the order list or home.
 */
export function PaySuccess({ links }: { links: Pick<CartLinks, 'orders' | 'home' | 'order'> }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  usePageTitle(t('cart:paySuccess.title'));
  const [params] = useSearchParams();
  const ids = paidOrderIds(params.get(PAID_ORDERS_PARAM));
  const paid = usePaidOrders(ids);
  const amount = paid.orders.reduce((sum, o) => sum.plus(Money.fromWire(o.total)), Money.zero());
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', paddingBlock: 6, paddingInline: 2 }}>
      <CheckCircleOutlineIcon color="success" sx={{ fontSize: 72 }} />
      <Typography variant="h5" component="h1">{t('cart:paySuccess.title')}</Typography>
      <Typography color="text.secondary">{t('cart:paySuccess.text')}</Typography>
      {ids.length > 0 && (
        <Paper variant="outlined" component="section" aria-label={t('cart:paySuccess.paidOrders')} sx={{ padding: 2, alignSelf: 'stretch', textAlign: 'start' }}>
          <QueryState isPending={paid.isPending} isError={paid.isError} onRetry={paid.refetch}>
            <Stack spacing={1}>
              <Typography variant="subtitle2" component="h2">{t('cart:paySuccess.paidOrders')}</Typography>
              <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', margin: 0, padding: 0 }}>
                {paid.orders.map((o) => (
                  <Stack component="li" key={o.id} direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
                    <Link component={RouterLink} to={links.order(o.id)} data-testid="paid-order" aria-label={t('cart:paySuccess.orderLink', { orderNo: o.orderNo })}>
                      <bdi>{o.orderNo}</bdi>
                    </Link>
                    <Typography variant="body2"><bdi>{money(o.total)}</bdi></Typography>
                  </Stack>
                ))}
              </Stack>
              <Divider />
              <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
                <Typography variant="body2" sx={{ fontWeight: 700 }}>{t('cart:paySuccess.amountPaid')}</Typography>
                <Typography variant="body2" data-testid="amount-paid" sx={{ fontWeight: 700, color: 'primary.main' }}><bdi>{money(amount)}</bdi></Typography>
              </Stack>
            </Stack>
          </QueryState>
        </Paper>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button variant="contained" component={RouterLink} to={links.orders}>{t('cart:paySuccess.orders')}</Button>
        <Button variant="outlined" component={RouterLink} to={links.home}>{t('cart:paySuccess.home')}</Button>
      </Stack>
    </Stack>
  );
}
