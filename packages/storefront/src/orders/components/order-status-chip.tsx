import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { OrderStatus } from '@mall/domain/order-status';
import { RETURN_STATUS_KEY, STATUS_KEY } from '../utils/order-labels';

const colour = {
  [-1]: 'default', 0: 'warning', 1: 'info', 2: 'info', 3: 'primary', 4: 'success', 5: 'default', 6: 'secondary',
} as const satisfies Record<OrderStatus, string>;

/** The order's status, and the state of its refund when one was requested. */
export function OrderStatusChip({ status, returnStatus }: { status: OrderStatus; returnStatus: 0 | 1 | 2 | 3 }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexShrink: 0, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
      <Chip size="small" variant="outlined" color={colour[status]} label={t(`orders:status.${STATUS_KEY[status]}`)} />
      {returnStatus !== 0 && (
        <Chip size="small" variant="outlined" color={returnStatus === 3 ? 'error' : 'secondary'} label={t(`orders:returnStatus.${RETURN_STATUS_KEY[returnStatus]}`)} />
      )}
    </Stack>
  );
}
