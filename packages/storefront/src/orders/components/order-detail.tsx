import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { OrderInfo } from '@mall/api-client/orders';
import { formatLocalTime } from '@mall/domain/format';
import { maskPhone } from '@mall/domain/validation';
import { QueryState } from '@mall/ui/query-state';
import { useOrder } from '../api/get-order';
import { useOrderGoods } from '../api/list-order-goods';
import { useOrderLog } from '../api/list-order-log';
import { usePrice } from '../hooks/use-price';
import type { OrdersLinks } from '../orders-links';
import { reasonKey } from '../utils/order-labels';
import { InfoList, type InfoItem } from './info-list';
import { OrderActions } from './order-actions';
import { OrderGoodsList } from './order-goods-list';
import { OrderStatusChip } from './order-status-chip';
import { OrderTimeline } from './order-timeline';
import { Section } from './section';

export interface OrderDetailProps {
  /** The order's id (`?id=`); '' shows that none was chosen. */
  orderId: string;
  links: Pick<OrdersLinks, 'returns' | 'review' | 'transactionPassword' | 'recharge'>;
  /** More buttons beside the order's actions, composed by the app (e.g. contact the seller). */
  extraActions?: (order: OrderInfo) => ReactNode;
}

const dash = (v: string) => v || '--';

function Body({ order, links, extraActions }: { order: OrderInfo } & Pick<OrderDetailProps, 'links' | 'extraActions'>) {
  const { t } = useTranslation();
  const price = usePrice();
  const goods = useOrderGoods(order.id);
  const log = useOrderLog(order.id);
  const reason = reasonKey(order.returnReason);
  const info: InfoItem[] = [
    { label: t('orders:detail.orderNo'), value: order.orderNo, ltr: true },
    { label: t('orders:detail.store'), value: dash(order.sellerName) },
    { label: t('orders:detail.createTime'), value: formatLocalTime(order.createTime), ltr: true },
    { label: t('orders:detail.payTime'), value: formatLocalTime(order.payTime), ltr: true },
    { label: t('orders:detail.shipTime'), value: formatLocalTime(order.shipTime), ltr: true },
    { label: t('orders:detail.receiptTime'), value: formatLocalTime(order.receiptTime), ltr: true },
  ];
  const fees: InfoItem[] = [
    { label: t('orders:detail.goodsAmount'), value: price(order.prizeOriginal), ltr: true },
    { label: t('orders:detail.freight'), value: price(order.fees), ltr: true },
    { label: t('orders:detail.tax'), value: price(order.tax), ltr: true },
    { label: t('orders:detail.discount'), value: order.discount > 0 ? `-${price(order.discount)}` : price(0), ltr: true },
    { label: t('orders:detail.handlingFee'), value: price(order.handlingFee), ltr: true },
    { label: t('orders:detail.serviceFee'), value: price(order.serviceFee), ltr: true },
    { label: t('orders:detail.total'), value: price(order.total), ltr: true, strong: true },
  ];
  const receiver: InfoItem[] = [
    { label: t('orders:detail.contacts'), value: dash(order.contacts) },
    { label: t('orders:detail.phone'), value: order.phone ? maskPhone(order.phone) : '--', ltr: true },
    { label: t('orders:detail.email'), value: dash(order.email), ltr: true },
    { label: t('orders:detail.address'), value: dash(order.address) },
    { label: t('orders:detail.city'), value: dash(order.city) },
    { label: t('orders:detail.province'), value: dash(order.province) },
    { label: t('orders:detail.country'), value: dash(order.country) },
    { label: t('orders:detail.postcode'), value: dash(order.postcode), ltr: true },
  ];
  return (
    <Stack spacing={2}>
      <Section title={t('orders:detail.info')} aside={<OrderStatusChip status={order.status} returnStatus={order.returnStatus} />}>
        <InfoList items={info} />
        <Box sx={{ marginBlockStart: 2 }}>
          <OrderActions order={{ id: order.id, status: order.status, total: order.total }} links={links} />
        </Box>
        {extraActions && <Box sx={{ marginBlockStart: 1, display: 'flex', justifyContent: 'flex-end', gap: 1 }}>{extraActions(order)}</Box>}
      </Section>
      <Section title={t('orders:detail.goods')}>
        <QueryState isPending={goods.isPending} isError={goods.isError} onRetry={() => void goods.refetch()}>
          <OrderGoodsList goods={goods.data ?? []} />
        </QueryState>
      </Section>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2, alignItems: 'start' }}>
        <Section title={t('orders:detail.fees')}><InfoList items={fees} testId="order-fees" /></Section>
        <Section title={t('orders:detail.receiver')}><InfoList items={receiver} /></Section>
      </Box>
      {order.returnStatus !== 0 && (
        <Section title={t('orders:detail.refund')}>
          <InfoList
            items={[
              { label: t('orders:detail.returnReason'), value: reason ? t(`orders:reasons.${reason}`) : '--' },
              { label: t('orders:detail.returnMoney'), value: price(order.returnMoney), ltr: true },
              { label: t('orders:detail.returnDetail'), value: dash(order.returnDetail) },
            ]}
          />
        </Section>
      )}
      <Section title={t('orders:detail.shipping')}>
        <InfoList
          items={[
            { label: t('orders:detail.carrier'), value: dash(order.carrier) },
            { label: t('orders:detail.trackingNo'), value: dash(order.trackingNo), ltr: true },
          ]}
        />
        <Box sx={{ marginBlockStart: 2 }}>
          <Typography variant="subtitle2" component="h3" sx={{ marginBlockEnd: 1 }}>{t('orders:detail.timeline')}</Typography>
          <QueryState isPending={log.isPending} isError={log.isError} onRetry={() => void log.refetch()}>
            <OrderTimeline entries={log.data ?? []} />
          </QueryState>
        </Box>
      </Section>
    </Stack>
  );
}

/** One order: status and actions, products, amounts, receiver, refund, carrier and the timeline. */
export function OrderDetail({ orderId, links, extraActions }: OrderDetailProps) {
  const { t } = useTranslation();
  const order = useOrder(orderId);
  if (!orderId) return <Alert severity="info">{t('orders:detail.missing')}</Alert>;
  return (
    <QueryState isPending={order.isPending} isError={order.isError} onRetry={() => void order.refetch()}>
      {order.data && <Body order={order.data} links={links} extraActions={extraActions} />}
    </QueryState>
  );
}
