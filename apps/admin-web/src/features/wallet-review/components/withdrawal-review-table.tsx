import TableCell from '@mui/material/TableCell';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { AdminWithdraw } from '@mall/api-client/wallet-staff';
import { useNumberFormat } from '@mall/backoffice/shared/use-number-format';
import { useApproveWithdrawal } from '../api/approve-withdrawal';
import { useWithdrawals } from '../api/get-withdrawals';
import { useRejectWithdrawal } from '../api/reject-withdrawal';
import { useReviewDecision } from '../hooks/use-review-decision';
import { useReviewQueue } from '../hooks/use-review-queue';
import { RejectDialog } from './reject-dialog';
import { ReviewQueueTable } from './review-queue-table';
import { Address, Caption } from './cell-parts';
import { TextPromptDialog } from '@mall/backoffice/shared/text-prompt-dialog';

/** Withdrawals to review: approve once paid out (with the transaction hash) or reject with a reason, which returns the held amount. */
export function WithdrawalReviewTable() {
  const { t } = useTranslation();
  const fmt = useNumberFormat();
  const queue = useReviewQueue();
  const withdrawals = useWithdrawals(queue.query);
  const approval = useReviewDecision<AdminWithdraw, { orderNo: string; tx: string }>(useApproveWithdrawal, (orderNo) => t('admin:withdrawals.approved', { orderNo }));
  const rejection = useReviewDecision<AdminWithdraw, { orderNo: string; reason: string }>(useRejectWithdrawal, (orderNo) => t('admin:withdrawals.rejected', { orderNo }));
  const { row: approving } = approval;
  const { row: rejecting } = rejection;

  return (
    <>
      <ReviewQueueTable
        queue={queue}
        list={withdrawals}
        label={t('admin:withdrawals.title')}
        columns={[
          t('admin:walletReview.columns.coin'), t('admin:withdrawals.columns.volume'),
          t('admin:withdrawals.columns.amount'), t('admin:withdrawals.columns.tx'),
        ]}
        onApprove={approval.open}
        onReject={rejection.open}
        cells={(w) => (
          <>
            <TableCell sx={{ minWidth: 170 }}>
              <Typography variant="body2">{w.coin} · {w.blockchain_name}</Typography>
              <Address label={t('admin:withdrawals.columns.to')} text={w.to} />
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              <Typography variant="body2">{fmt.amount(w.volume)}</Typography>
              <Caption label={t('admin:walletReview.columns.fee')} value={fmt.amount(w.fee)} />
            </TableCell>
            {/* The amount to send is paid out by hand: every decimal counts. */}
            <TableCell sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>{fmt.exact(w.amount)}</TableCell>
            <TableCell sx={{ maxWidth: 160 }}>
              {w.tx ? <Address text={w.tx} /> : '--'}
            </TableCell>
          </>
        )}
      />
      {approving && (
        <TextPromptDialog
          title={t('admin:withdrawals.approveTitle')}
          message={t('admin:withdrawals.approveMessage', { orderNo: approving.order_no, amount: fmt.exact(approving.amount), coin: approving.coin, network: approving.blockchain_name })}
          label={t('admin:withdrawals.txHash')}
          requiredMessage={t('admin:withdrawals.txRequired')}
          confirmLabel={t('admin:walletReview.approve')}
          ltr
          busy={approval.isPending}
          onCancel={approval.close}
          onSubmit={(tx) => approval.mutate({ orderNo: approving.order_no, tx })}
        />
      )}
      {rejecting && (
        <RejectDialog
          title={t('admin:withdrawals.rejectTitle')}
          message={t('admin:withdrawals.rejectMessage', { orderNo: rejecting.order_no, amount: fmt.amount(rejecting.volume), owner: rejecting.ownerName })}
          busy={rejection.isPending}
          onCancel={rejection.close}
          onSubmit={(reason) => rejection.mutate({ orderNo: rejecting.order_no, reason })}
        />
      )}
    </>
  );
}
