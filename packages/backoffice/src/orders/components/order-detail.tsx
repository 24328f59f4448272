import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { formatLocalTime } from '@mall/domain/format';
import { QueryData } from '../../shared/components/query-data';
import { useNumberFormat } from '../../shared/hooks/use-number-format';
import { useStaffOrder, type StaffOrder } from '../api/get-staff-order';
import { DetailSection, Facts } from './detail-section';
import { OrderLines } from './order-lines';
import { OrderStatusChip } from './order-status-chip';
import { OrderTimeline } from './order-timeline';

export interface OrderDetailProps {
  orderId: string;
  /** The orders list, for the way back. */
  backHref: string;
  /** What this app's staff may do with the order in its current state (buttons with their dialogs). */
  actions?: (order: StaffOrder) => ReactNode;
}

/** One order: its state and actions, lines, amounts, receiver, shipping, refund request and timeline. */
export function OrderDetail({ orderId, backHref, actions }: OrderDetailProps) {
  const { t } = useTranslation();
  const order = useStaffOrder(orderId);
  return (
    <>
      <Button component={Link} to={backHref} startIcon={<ArrowBack sx={{ '[dir=rtl] &': { transform: 'scaleX(-1)' } }} />} sx={{ marginBlockEnd: 2 }}>
        {t(`backoffice:orders.detail.back`)}
      </Button>
      <QueryData query={order}>{(data) => <OrderDetailView order={data} actions={actions?.(data)} />}</QueryData>
    </>
  );
}

function OrderDetailView({ order, actions }: { order: StaffOrder; actions: ReactNode }) {
  const { t } = useTranslation();
  const fmt = useNumberFormat();
  const o = order.orderInfo;
  const label = (key: string) => t(`backoffice:orders.detail.${key}`);
  const time = (v: string) => (v ? <bdi>{formatLocalTime(v)}</bdi> : null);
  const hasRefund = o.status === 6 || o.returnStatus !== 0;
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between' }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Typography component="h2" variant="h6"><bdi>{t(`backoffice:orders.detail.title`, { orderNo: o.orderNo })}</bdi></Typography>
          <OrderStatusChip status={o.status} returnStatus={o.returnStatus} />
          {o.reminded === 1 && <Chip size="small" variant="outlined" color="warning" label={t(`backoffice:orders.reminded`)} />}
        </Stack>
        {actions && <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>{actions}</Stack>}
      </Stack>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }, alignItems: 'start' }}>
        <Stack spacing={2}>
          <DetailSection title={label('lines')}><OrderLines lines={order.goods} /></DetailSection>
          <DetailSection title={label('amounts')}>
            <Facts rows={[
              [label('subtotal'), fmt.price(o.prizeOriginal)],
              [label('freight'), fmt.price(o.fees)],
              [label('tax'), fmt.price(o.tax)],
              [label('handlingFee'), fmt.price(o.handlingFee)],
              [label('serviceFee'), fmt.price(o.serviceFee)],
              o.discount ? [label('discount'), `−${fmt.price(o.discount)}`] : null,
              [label('total'), fmt.price(o.total), true],
            ]} />
          </DetailSection>
          {hasRefund && (
            <DetailSection title={label('refund')}>
              <Facts rows={[
                [label('refundState'), t(`backoffice:orders.returnStatus.${o.returnStatus}`)],
                o.returnReason ? [label('refundReason'), t(`backoffice:orders.reasons.${o.returnReason}`)] : null,
                o.returnDetail ? [label('refundDetail'), o.returnDetail] : null,
                [label('refundAmount'), fmt.price(o.returnMoney), true],
              ]} />
            </DetailSection>
          )}
        </Stack>
        <Stack spacing={2}>
          <DetailSection title={label('receiver')}>
            <Facts rows={[
              [label('buyer'), order.buyerName ? <bdi dir="ltr">{order.buyerName}</bdi> : '--'],
              [label('contact'), o.contacts || '--'],
              [label('phone'), o.phone ? <bdi dir="ltr">{o.phone}</bdi> : '--'],
              o.email ? [label('email'), <bdi dir="ltr">{o.email}</bdi>] : null,
              [label('address'), [o.address, o.city, o.province, o.postcode, o.country].filter(Boolean).join(', ') || '--'],
            ]} />
          </DetailSection>
          <DetailSection title={label('shipping')}>
            <Facts rows={[
              [label('store'), o.sellerName || '--'],
              [label('placed'), time(o.createTime) ?? '--'],
              o.payTime ? [label('paid'), time(o.payTime)] : null,
              o.carrier ? [label('carrier'), o.carrier] : null,
              o.trackingNo ? [label('trackingNo'), <bdi dir="ltr">{o.trackingNo}</bdi>] : null,
              o.shipTime ? [label('shipped'), time(o.shipTime)] : null,
              o.receiptTime ? [label('received'), time(o.receiptTime)] : null,
            ]} />
          </DetailSection>
          <DetailSection title={label('timeline')}><OrderTimeline logs={order.logs} /></DetailSection>
        </Stack>
      </Box>
    </Stack>
  );
}
