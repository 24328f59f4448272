import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { WalletState } from '@mall/api-client/wallet-staff';
import { ReviewResult } from './review-result';

export interface ReviewActionsProps {
  orderNo: string;
  state: WalletState;
  reviewer: string;
  reviewTime: string;
  onApprove: () => void;
  onReject: () => void;
}

/** Approve and reject, named after the order, while it is in progress; who decided it once it is not. */
export function ReviewActions({ orderNo, state, reviewer, reviewTime, onApprove, onReject }: ReviewActionsProps) {
  const { t } = useTranslation();
  if (state !== 0) return <ReviewResult reviewer={reviewer} reviewTime={reviewTime} />;
  return (
    // One above the other: the queue's table keeps to the width of a laptop screen.
    <Stack spacing={0.75} sx={{ alignItems: 'stretch', maxWidth: 140 }}>
      <Button size="small" variant="contained" onClick={onApprove} aria-label={t('admin:walletReview.approveNamed', { orderNo })}>{t('admin:walletReview.approve')}</Button>
      <Button size="small" variant="outlined" color="error" onClick={onReject} aria-label={t('admin:walletReview.rejectNamed', { orderNo })}>{t('admin:walletReview.reject')}</Button>
    </Stack>
  );
}
