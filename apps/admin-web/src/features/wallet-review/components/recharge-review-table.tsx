import TableCell from '@mui/material/TableCell';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { AdminRecharge } from '@mall/api-client/wallet-staff';
import { useNumberFormat } from '@mall/backoffice/shared/use-number-format';
import { ConfirmDialog } from '@mall/ui/confirm-dialog';
import { useApproveRecharge } from '../api/approve-recharge';
import { useRecharges } from '../api/get-recharges';
import { useRejectRecharge } from '../api/reject-recharge';
import { useReviewDecision } from '../hooks/use-review-decision';
import { useReviewQueue } from '../hooks/use-review-queue';
import { ProofImage } from './proof-image';
import { RejectDialog } from './reject-dialog';
import { ReviewQueueTable } from './review-queue-table';
import { StateCell } from './state-cell';

/** Recharges to review: filter by state and keyword, see the proof, approve (credits the wallet) or reject with a reason. */
export function RechargeReviewTable() {
  const { t } = useTranslation();
  const fmt = useNumberFormat();
  const queue = useReviewQueue();
  const recharges = useRecharges(queue.query);
  const approval = useReviewDecision<AdminRecharge, string>(useApproveRecharge, (orderNo) => t('admin:recharges.approved', { orderNo }));
  const rejection = useReviewDecision<AdminRecharge, { orderNo: string; reason: string }>(useRejectRecharge, (orderNo) => t('admin:recharges.rejected', { orderNo }));
  const { row: approving } = approval;
  const { row: rejecting } = rejection;

  return (
    <>
      <ReviewQueueTable
        queue={queue}
        list={recharges}
        label={t('admin:recharges.title')}
        columns={[
          t('admin:recharges.columns.kind'), t('admin:walletReview.columns.coin'), t('admin:recharges.columns.volume'),
          t('admin:recharges.columns.amount'), t('admin:walletReview.columns.fee'), t('admin:recharges.columns.actualAmount'),
          t('admin:recharges.columns.rate'), t('admin:recharges.columns.bank'), t('admin:recharges.columns.proof'), t('admin:walletReview.columns.state'),
        ]}
        onApprove={approval.open}
        onReject={rejection.open}
        cells={(r) => (
          <>
            <TableCell>{t(`admin:recharges.kinds.${r.kind}`)}</TableCell>
            <TableCell>
              <Typography variant="body2">{r.coin} · {r.blockchain_name}</Typography>
              {r.channel_address && <Typography variant="caption" color="text.secondary" dir="ltr" sx={{ overflowWrap: 'anywhere' }}>{r.channel_address}</Typography>}
            </TableCell>
            {/* A coin quantity and its price keep every decimal: 0.0015 BTC must not read 0.00. */}
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{fmt.exact(r.volume)} {r.coin}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{fmt.amount(r.amount)}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{fmt.amount(r.fee)}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>{fmt.amount(r.actual_amount)}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{fmt.exact(r.rate)}</TableCell>
            <TableCell>
              {r.bank_name || r.bank_card_no ? (
                <>
                  <Typography variant="body2">{r.bank_name || '--'}</Typography>
                  <Typography variant="caption" color="text.secondary" dir="ltr">{r.bank_card_no || '--'}</Typography>
                </>
              ) : '--'}
            </TableCell>
            <TableCell><ProofImage src={r.img} orderNo={r.order_no} /></TableCell>
            <TableCell><StateCell state={r.state} failureMsg={r.failure_msg} /></TableCell>
          </>
        )}
      />
      <ConfirmDialog
        open={approving !== null}
        title={t('admin:recharges.approveTitle')}
        message={approving ? t('admin:recharges.approveMessage', { orderNo: approving.order_no, amount: fmt.amount(approving.actual_amount), owner: approving.ownerName }) : ''}
        confirmLabel={t('admin:walletReview.approve')}
        busy={approval.isPending}
        onCancel={approval.close}
        onConfirm={() => approving && approval.mutate(approving.order_no)}
      />
      {rejecting && (
        <RejectDialog
          title={t('admin:recharges.rejectTitle')}
          message={t('admin:recharges.rejectMessage', { orderNo: rejecting.order_no, owner: rejecting.ownerName })}
          busy={rejection.isPending}
          onCancel={rejection.close}
          onSubmit={(reason) => rejection.mutate({ orderNo: rejecting.order_no, reason })}
        />
      )}
    </>
  );
}
