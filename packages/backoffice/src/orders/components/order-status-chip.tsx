import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '@mall/domain/order-status';

/** The states in the order staff work through them: what to ship first, then the rest, then unpaid ones. */
export const STAFF_ORDER_STATUSES: readonly OrderStatus[] = [1, 2, 3, 4, 5, 6, -1, 0];

const colours = { '-1': 'default', 0: 'warning', 1: 'info', 2: 'info', 3: 'primary', 4: 'success', 5: 'success', 6: 'error' } as const;

/** An order's state; a refund order also says how far its refund is. */
export function OrderStatusChip({ status, returnStatus = 0 }: { status: OrderStatus; returnStatus?: 0 | 1 | 2 | 3 }) {
  const { t } = useTranslation();
  const label = status === 6 && returnStatus
    ? `${t(`backoffice:orders.status.6`)} · ${t(`backoffice:orders.returnStatus.${returnStatus}`)}`
    : t(`backoffice:orders.status.${status}`);
  return <Chip size="small" color={colours[status]} label={label} />;
}
