import { useState } from 'react';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import type { OrderInfo } from '@mall/api-client/orders';
import { RefundDecision } from '@mall/backoffice/orders/refund-decision';
import { availableActions } from '@mall/domain/order-status';
import { ConfirmDialog } from '@mall/ui/confirm-dialog';
import { useToast } from '@mall/ui/toast-provider';
import { useConfirmOrder } from '../api/confirm-order';
import { ShipDialog } from './ship-dialog';

/** What the seller may do with an order in its state: confirm it (stocking), ship it, decide a refund request. */
export function SellerOrderActions({ order }: { order: OrderInfo }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [open, setOpen] = useState<'confirm' | 'ship' | null>(null);
  const confirm = useConfirmOrder({ onSuccess: () => { toast.show(t('seller:orders.confirm.done', { orderNo: order.orderNo }), 'success'); setOpen(null); } });
  const actions = availableActions(order.status, 'seller');
  return (
    <>
      {actions.includes('confirm') && <Button variant="outlined" onClick={() => setOpen('confirm')}>{t('seller:orders.confirm.action')}</Button>}
      {actions.includes('ship') && <Button variant="contained" onClick={() => setOpen('ship')}>{t('seller:orders.ship.action')}</Button>}
      <RefundDecision order={order} actor="seller" />
      <ConfirmDialog
        open={open === 'confirm'}
        title={t('seller:orders.confirm.title')}
        message={t('seller:orders.confirm.message', { orderNo: order.orderNo })}
        confirmLabel={t('seller:orders.confirm.action')}
        busy={confirm.isPending}
        onCancel={() => setOpen(null)}
        onConfirm={() => confirm.mutate(order.id)}
      />
      {open === 'ship' && <ShipDialog order={order} onClose={() => setOpen(null)} />}
    </>
  );
}
