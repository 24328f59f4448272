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
import { Address, Caption } from './cell-parts';

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
          t('admin:walletReview.columns.coin'), t('admin:recharges.columns.volume'), t('admin:recharges.columns.amount'),
          t('admin:recharges.columns.actualAmount'), t('admin:recharges.columns.proof'),
        ]}
        onApprove={approval.open}
        onReject={rejection.open}
        cells={(r) => (
          <>
            <TableCell sx={{ minWidth: 150 }}>
              <Typography variant="body2">{r.coin} · {r.blockchain_name}</Typography>
              <Typography variant="caption" color="text.secondary" component="div">{t(`admin:recharges.kinds.${r.kind}`)}</Typography>
              {r.channel_address && <Address text={r.channel_address} />}
              {(r.bank_name || r.bank_card_no) && <Address label={r.bank_name || t('admin:recharges.columns.bank')} text={r.bank_card_no || '--'} />}
            </TableCell>
            {/* A coin quantity and its price keep every decimal: 0.0015 BTC must not read 0.00. */}
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              <Typography variant="body2">{fmt.exact(r.volume)} {r.coin}</Typography>
              <Caption label={t('admin:recharges.columns.rate')} value={fmt.exact(r.rate)} />
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              <Typography variant="body2">{fmt.amount(r.amount)}</Typography>
              <Caption label={t('admin:walletReview.columns.fee')} value={fmt.amount(r.fee)} />
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>{fmt.amount(r.actual_amount)}</TableCell>
            <TableCell><ProofImage src={r.img} orderNo={r.order_no} /></TableCell>
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
