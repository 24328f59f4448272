import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { OrderInfo } from '@mall/api-client/orders';
import { useToast } from '@mall/ui/toast-provider';
import { useShipOrder } from '../api/ship-order';

/** Ships an order: the carrier and the tracking number the buyer follows, both required. */
export function ShipDialog({ order, onClose }: { order: Pick<OrderInfo, 'id' | 'orderNo'>; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const titleId = useId();
  const [form, setForm] = useState({ carrier: '', trackingNo: '' });
  const [touched, setTouched] = useState(false);
  const ship = useShipOrder({ onSuccess: () => { toast.show(t('seller:orders.ship.done', { orderNo: order.orderNo }), 'success'); onClose(); } });
  const errors = {
    carrier: form.carrier.trim() ? null : t('seller:orders.ship.carrierRequired'),
    trackingNo: form.trackingNo.trim() ? null : t('seller:orders.ship.trackingRequired'),
  };
  const submit = () => {
    setTouched(true);
    if (errors.carrier || errors.trackingNo) return;
    ship.mutate({ orderId: order.id, carrier: form.carrier.trim(), trackingNo: form.trackingNo.trim() });
  };
  const field = (k: keyof typeof form, ltr = false) => (
    <TextField
      label={t(`seller:orders.ship.${k}`)}
      value={form[k]}
      onChange={(e) => setForm((f) => ({ ...f, [k]: e.target.value }))}
      error={touched && Boolean(errors[k])}
      helperText={touched ? errors[k] : null}
      required
      fullWidth
      slotProps={{ htmlInput: { maxLength: 100, ...(ltr ? { dir: 'ltr' } : {}) } }}
    />
  );
  return (
    <Dialog
      open
      onClose={ship.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      slotProps={{ paper: { component: 'form', noValidate: true, onSubmit: (e: React.FormEvent) => { e.preventDefault(); submit(); } } as object }}
    >
      <DialogTitle id={titleId}>{t('seller:orders.ship.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ marginBlockEnd: 2 }}>{t('seller:orders.ship.message', { orderNo: order.orderNo })}</DialogContentText>
        <Stack spacing={2}>
          {field('carrier')}
          {field('trackingNo', true)}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={ship.isPending}>{t('backoffice:common.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={ship.isPending}>{t('seller:orders.ship.action')}</Button>
      </DialogActions>
    </Dialog>
  );
}
