import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import type { OrderRow } from '@mall/api-client/orders';
import { formatLocalTime } from '@mall/domain/format';
import { usePrice } from '../hooks/use-price';
import type { OrdersLinks } from '../orders-links';
import { OrderActions } from './order-actions';
import { OrderStatusChip } from './order-status-chip';

/** Product pictures shown on a card before the rest is left to the details page. */
const CARD_GOODS = 3;

/** One order in the list: store, number, time, status, its first products, total and actions. */
export function OrderCard({ order, links }: { order: OrderRow; links: Pick<OrdersLinks, 'detail' | 'returns' | 'review' | 'transactionPassword' | 'recharge'> }) {
  const { t } = useTranslation();
  const price = usePrice();
  const goods = order.goods.slice(0, CARD_GOODS);
  return (
    <Paper component="li" variant="outlined" aria-label={`${t('orders:card.orderNo')} ${order.orderNo}`} data-testid="order-card" sx={{ padding: { xs: 1.5, md: 2 } }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}>
        <Stack sx={{ minWidth: 0 }}>
          <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center', minWidth: 0 }}>
            <StorefrontOutlined fontSize="small" color="primary" aria-hidden />
            <Typography variant="subtitle2" component="h3" noWrap>{order.sellerName}</Typography>
          </Stack>
          <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {t('orders:card.orderNo')}: <bdi>{order.orderNo}</bdi>
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {t('orders:card.time')}: <bdi>{formatLocalTime(order.createTime)}</bdi>
          </Typography>
        </Stack>
        <OrderStatusChip status={order.status} returnStatus={order.returnStatus} />
      </Stack>
      <Divider sx={{ marginBlock: 1.5 }} />
      <Stack component={RouterLink} to={links.detail(order.id)} spacing={1} sx={{ color: 'inherit', textDecoration: 'none' }}>
        {goods.map((g, i) => (
          <Stack key={`${i}-${g.goodsName}`} direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
            <Box
              component="img"
              src={g.goodsIcon}
              alt={t('orders:card.picture', { name: g.goodsName })}
              loading="lazy"
              sx={{ width: { xs: 56, md: 64 }, height: { xs: 56, md: 64 }, flexShrink: 0, objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider' }}
            />
            <Typography variant="body2" sx={{ flex: 1, minWidth: 0, display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
              {g.goodsName}
            </Typography>
            <Typography variant="body2" color="text.secondary" dir="ltr">×{g.goodsNum}</Typography>
          </Stack>
        ))}
      </Stack>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', alignItems: 'baseline', marginBlockStart: 1.5 }}>
        <Typography variant="body2" color="text.secondary">{t('orders:card.goodsCount')}: {order.goodsCount}</Typography>
        <Typography variant="body2" color="text.secondary">{t('orders:card.total')}:</Typography>
        <Typography variant="subtitle1" component="p" dir="ltr" data-testid="order-total" sx={{ fontWeight: 700, color: 'primary.main' }}>{price(order.total)}</Typography>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between', alignItems: { xs: 'stretch', sm: 'center' }, marginBlockStart: 1.5 }}>
        <Button size="small" component={RouterLink} to={links.detail(order.id)} sx={{ alignSelf: { xs: 'flex-start', sm: 'center' } }}>{t('orders:card.details')}</Button>
        <OrderActions order={{ id: order.id, status: order.status, total: order.total }} links={links} />
      </Stack>
    </Paper>
  );
}
