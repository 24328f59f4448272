import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useToast } from '@mall/ui/toast-provider';
import { useCancelOrder } from '../api/cancel-order';
import { ReasonChoice } from './reason-choice';

/** Cancels an unpaid order after the buyer picks one of the six cancel reasons (`order!cancel`), not the after-sales ones. */
export function CancelDialog({ open, orderId, onClose }: { open: boolean; orderId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const cancel = useCancelOrder();
  const [reason, setReason] = useState(0);
  const [shown, setShown] = useState(false);
  const close = () => { setReason(0); setShown(false); onClose(); };
  const confirm = () => {
    setShown(true);
    if (!reason) return;
    cancel.mutate({ orderId, reason }, { onSuccess: () => { toast.show(t('orders:feedback.cancelled'), 'success'); close(); } });
  };
  return (
    <Dialog open={open} onClose={cancel.isPending ? undefined : close} maxWidth="xs" fullWidth aria-labelledby={`cancel-${orderId}`}>
      <DialogTitle id={`cancel-${orderId}`}>{t('orders:cancel.title')}</DialogTitle>
      <DialogContent>
        <ReasonChoice
          kind="cancel"
          label={t('orders:cancel.message')}
          value={reason}
          onChange={setReason}
          disabled={cancel.isPending}
          error={shown && !reason ? t('errors:RETURN_REASON_REQUIRED') : undefined}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={cancel.isPending}>{t('orders:cancel.keep')}</Button>
        <Button onClick={confirm} variant="contained" color="error" disabled={cancel.isPending}>{t('orders:cancel.confirm')}</Button>
      </DialogActions>
    </Dialog>
  );
}
