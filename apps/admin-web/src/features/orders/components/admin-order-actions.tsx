import { useState } from 'react';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import type { OrderInfo } from '@mall/api-client/orders';
import { RefundDecision } from '@mall/backoffice/orders/refund-decision';
import { TextPromptDialog } from '@mall/backoffice/shared/text-prompt-dialog';
import { useNumberFormat } from '@mall/backoffice/shared/use-number-format';
import { availableActions } from '@mall/domain/order-status';
import { useToast } from '@mall/ui/toast-provider';
import { usePlatformRefund } from '../api/platform-refund';

/** What the platform may do with an order: refund a paid order by hand (reason required) or decide a pending request. */
export function AdminOrderActions({ order }: { order: OrderInfo }) {
  const { t } = useTranslation();
  const fmt = useNumberFormat();
  const toast = useToast();
  const [refunding, setRefunding] = useState(false);
  const refund = usePlatformRefund({ onSuccess: () => { toast.show(t('admin:orders.platformRefund.done', { orderNo: order.orderNo }), 'success'); setRefunding(false); } });
  const mayRefund = availableActions(order.status, 'platform').includes('platformRefund');
  return (
    <>
      <RefundDecision order={order} actor="platform" />
      {mayRefund && <Button color="error" variant="outlined" onClick={() => setRefunding(true)}>{t('admin:orders.platformRefund.action')}</Button>}
      {refunding && (
        <TextPromptDialog
          title={t('admin:orders.platformRefund.title')}
          message={t('admin:orders.platformRefund.message', { orderNo: order.orderNo, amount: fmt.amount(order.total) })}
          label={t('backoffice:orders.refund.reason')}
          requiredMessage={t('admin:orders.platformRefund.reasonRequired')}
          confirmLabel={t('admin:orders.platformRefund.confirm')}
          multiline
          destructive
          busy={refund.isPending}
          onCancel={() => setRefunding(false)}
          onSubmit={(reason) => refund.mutate({ orderId: order.id, reason })}
        />
      )}
    </>
  );
}
