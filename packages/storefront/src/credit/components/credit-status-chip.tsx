import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import type { CreditStatus } from '@mall/api-client/credit';

const COLOR = { 1: 'info', 2: 'primary', 3: 'error', 4: 'warning', 5: 'success' } as const;

/** A loan's state as a coloured chip. */
export function CreditStatusChip({ status }: { status: CreditStatus }) {
  const { t } = useTranslation();
  return <Chip size="small" color={COLOR[status]} variant="outlined" label={t(`credit:status.${status}`)} />;
}
