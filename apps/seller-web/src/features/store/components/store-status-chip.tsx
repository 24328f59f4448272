import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { SellerStore } from '@mall/api-client/catalogue-staff';

const colours = { pending: 'warning', active: 'success', disabled: 'default' } as const;

/** The store's approval state: pending approval, active or disabled. */
export function StoreStatusChip({ status }: { status: SellerStore['status'] }) {
  const { t } = useTranslation();
  return <Chip size="small" color={colours[status]} label={t(`seller:store.status.${status}`)} />;
}
