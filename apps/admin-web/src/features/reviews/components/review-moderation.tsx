import { useState } from 'react';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import type { StaffReview } from '@mall/api-client/orders';
import { ReviewTable } from '@mall/backoffice/orders/review-table';
import { ConfirmDialog } from '@mall/ui/confirm-dialog';
import { useToast } from '@mall/ui/toast-provider';
import { useModerateReview } from '../api/moderate-review';

/** Reviews by moderation state; one still open can be published or rejected (after confirming). */
export function ReviewModeration() {
  const { t } = useTranslation();
  const toast = useToast();
  const [rejecting, setRejecting] = useState<StaffReview | null>(null);
  const moderate = useModerateReview();
  const decide = (review: StaffReview, approve: boolean) => moderate.mutate({ id: review.id, approve }, {
    onSuccess: () => { toast.show(t(approve ? 'admin:reviews.approved' : 'admin:reviews.rejected'), 'success'); setRejecting(null); },
  });
  return (
    <>
      <ReviewTable
        initialStatus="submitted"
        actions={{
          label: t('backoffice:common.actions'),
          cell: (r) => (r.status === 'submitted' || r.status === 'reviewing') && (
            <>
              <Button size="small" variant="contained" disabled={moderate.isPending} onClick={() => decide(r, true)} aria-label={t('admin:reviews.approveNamed', { name: r.goodsName })}>
                {t('admin:reviews.approve')}
              </Button>{' '}
              <Button size="small" color="error" disabled={moderate.isPending} onClick={() => setRejecting(r)} aria-label={t('admin:reviews.rejectNamed', { name: r.goodsName })}>
                {t('admin:reviews.reject')}
              </Button>
            </>
          ),
        }}
      />
      <ConfirmDialog
        open={rejecting !== null}
        title={t('admin:reviews.rejectTitle')}
        message={t('admin:reviews.rejectMessage', { name: rejecting?.goodsName ?? '' })}
        confirmLabel={t('admin:reviews.reject')}
        destructive
        busy={moderate.isPending}
        onCancel={() => setRejecting(null)}
        onConfirm={() => rejecting && decide(rejecting, false)}
      />
    </>
  );
}
