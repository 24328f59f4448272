import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { availableActions, type OrderStatus } from '@mall/domain/order-status';
import { ConfirmDialog } from '@mall/ui/confirm-dialog';
import { useToast } from '@mall/ui/toast-provider';
import { useConfirmReceipt } from '../api/confirm-receipt';
import { useRemindOrder } from '../api/remind-order';
import type { OrdersLinks } from '../orders-links';
import { CancelDialog } from './cancel-dialog';
import { PayDialog } from './pay-dialog';

export interface OrderActionsProps {
  order: { id: string; status: OrderStatus; total: number };
  links: Pick<OrdersLinks, 'returns' | 'review' | 'transactionPassword' | 'recharge'>;
}

/**
 * The buyer's buttons for an order, as the state machine allows them (`availableActions`): pay and
 * cancel while unpaid, remind and refund before shipping, confirm receipt once shipped, review and
 * return once received. Renders nothing when no action is open.
 */
export function OrderActions({ order, links }: OrderActionsProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const actions = new Set(availableActions(order.status, 'buyer'));
  const remind = useRemindOrder();
  const receipt = useConfirmReceipt();
  const [dialog, setDialog] = useState<'pay' | 'cancel' | 'receipt' | null>(null);
  const close = () => setDialog(null);
  if (actions.size === 0) return null;
  return (
    <Stack role="group" aria-label={t('orders:actions.label')} direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'flex-end' }}>
      {actions.has('cancel') && <Button size="small" variant="outlined" color="inherit" onClick={() => setDialog('cancel')}>{t('orders:actions.cancel')}</Button>}
      {actions.has('pay') && <Button size="small" variant="contained" onClick={() => setDialog('pay')}>{t('orders:actions.pay')}</Button>}
      {actions.has('requestRefund') && <Button size="small" variant="outlined" color="inherit" component={RouterLink} to={links.returns(order.id)}>{t('orders:actions.refund')}</Button>}
      {actions.has('remind') && (
        <Button
          size="small"
          variant="outlined"
          disabled={remind.isPending}
          // A repeat is refused by the server ("order already reminded"), which the app's QueryClient shows.
          onClick={() => remind.mutate(order.id, { onSuccess: () => toast.show(t('orders:feedback.reminded'), 'success') })}
        >
          {t('orders:actions.remind')}
        </Button>
      )}
      {actions.has('requestReturn') && <Button size="small" variant="outlined" color="inherit" component={RouterLink} to={links.returns(order.id)}>{t('orders:actions.return')}</Button>}
      {actions.has('receipt') && <Button size="small" variant="contained" onClick={() => setDialog('receipt')}>{t('orders:actions.receipt')}</Button>}
      {actions.has('review') && <Button size="small" variant="contained" component={RouterLink} to={links.review(order.id)}>{t('orders:actions.review')}</Button>}

      {actions.has('pay') && (
        <PayDialog open={dialog === 'pay'} orderId={order.id} amount={order.total} onClose={close} transactionPasswordHref={links.transactionPassword} rechargeHref={links.recharge} />
      )}
      {actions.has('cancel') && <CancelDialog open={dialog === 'cancel'} orderId={order.id} onClose={close} />}
      {actions.has('receipt') && (
        <ConfirmDialog
          open={dialog === 'receipt'}
          title={t('orders:receipt.title')}
          message={t('orders:receipt.message')}
          confirmLabel={t('orders:actions.receipt')}
          busy={receipt.isPending}
          onCancel={close}
          onConfirm={() => receipt.mutate(order.id, { onSuccess: () => { toast.show(t('orders:feedback.received'), 'success'); close(); } })}
        />
      )}
    </Stack>
  );
}
