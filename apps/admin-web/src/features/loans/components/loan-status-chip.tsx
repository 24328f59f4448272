import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { CreditStatus } from '@mall/api-client/loan-staff';

export const LOAN_STATUSES: readonly CreditStatus[] = [1, 2, 3, 4, 5];
const COLOR = { 1: 'info', 2: 'primary', 3: 'error', 4: 'warning', 5: 'success' } as const;

/** A loan's state as a chip. */
export function LoanStatusChip({ status }: { status: CreditStatus }) {
  const { t } = useTranslation();
  return <Chip size="small" variant="outlined" color={COLOR[status]} label={t(`admin:loans.status.${status}`)} />;
}
