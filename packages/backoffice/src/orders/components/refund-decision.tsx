import { useState } from 'react';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import type { OrderInfo } from '@mall/api-client/orders';
import { availableActions } from '@mall/domain/order-status';
import { ConfirmDialog } from '@mall/ui/confirm-dialog';
import { useToast } from '@mall/ui/toast-provider';
import { TextPromptDialog } from '../../shared/components/text-prompt-dialog';
import { useNumberFormat } from '../../shared/hooks/use-number-format';
import { useDecideRefund } from '../api/decide-refund';

/** True when the order waits for a decision on its refund or return request. */
export function awaitsRefundDecision(order: Pick<OrderInfo, 'status' | 'returnStatus'>, actor: 'seller' | 'platform'): boolean {
  return order.returnStatus === 1 && availableActions(order.status, actor).includes('refundApproved');
}

/** Approve (after confirming) or refuse (with the reason the buyer sees) a pending refund or return request. */
export function RefundDecision({ order, actor }: { order: OrderInfo; actor: 'seller' | 'platform' }) {
  const { t } = useTranslation();
  const fmt = useNumberFormat();
  const toast = useToast();
  const [asking, setAsking] = useState<'approve' | 'refuse' | null>(null);
  const decide = useDecideRefund({
    onSuccess: () => { toast.show(t(asking === 'approve' ? `backoffice:orders.refund.approved` : `backoffice:orders.refund.refused`), 'success'); setAsking(null); },
  });
  if (!awaitsRefundDecision(order, actor)) return null;
  return (
    <>
      <Button variant="contained" onClick={() => setAsking('approve')}>{t(`backoffice:orders.refund.approve`)}</Button>
      <Button color="error" variant="outlined" onClick={() => setAsking('refuse')}>{t(`backoffice:orders.refund.refuse`)}</Button>
      <ConfirmDialog
        open={asking === 'approve'}
        title={t(`backoffice:orders.refund.approveTitle`)}
        message={t(`backoffice:orders.refund.approveMessage`, { orderNo: order.orderNo, amount: fmt.amount(order.returnMoney) })}
        confirmLabel={t(`backoffice:orders.refund.approve`)}
        busy={decide.isPending}
        onCancel={() => setAsking(null)}
        onConfirm={() => decide.mutate({ orderId: order.id, approve: true })}
      />
      {asking === 'refuse' && (
        <TextPromptDialog
          title={t(`backoffice:orders.refund.refuseTitle`)}
          message={t(`backoffice:orders.refund.refuseMessage`, { orderNo: order.orderNo })}
          label={t(`backoffice:orders.refund.reason`)}
          requiredMessage={t(`backoffice:orders.refund.reasonRequired`)}
          confirmLabel={t(`backoffice:orders.refund.refuse`)}
          multiline
          destructive
          busy={decide.isPending}
          onCancel={() => setAsking(null)}
          onSubmit={(reason) => decide.mutate({ orderId: order.id, approve: false, reason })}
        />
      )}
    </>
  );
}
