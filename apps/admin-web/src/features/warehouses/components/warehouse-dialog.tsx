import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { Warehouse } from '@mall/api-client/catalogue-staff';
import { useToast } from '@mall/ui/toast-provider';
import { useSaveWarehouse } from '../api/save-warehouse';

/** Creates or edits a warehouse (name and address). */
export function WarehouseDialog({ warehouse, onClose }: { warehouse?: Warehouse; onClose: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [name, setName] = useState(warehouse?.name ?? '');
  const [address, setAddress] = useState(warehouse?.address ?? '');
  const [touched, setTouched] = useState(false);
  const save = useSaveWarehouse({ onSuccess: () => { toast.show(t('admin:warehouses.saved', { name: name.trim() }), 'success'); onClose(); } });
  const nameError = name.trim() ? null : t('backoffice:validation.required');
  const submit = () => {
    setTouched(true);
    if (nameError) return;
    save.mutate({ id: warehouse?.id, name: name.trim(), address: address.trim() });
  };
  return (
    <Dialog
      open
      onClose={save.isPending ? undefined : onClose}
      fullWidth
      maxWidth="sm"
      slotProps={{ paper: { component: 'form', noValidate: true, onSubmit: (e: React.FormEvent) => { e.preventDefault(); submit(); } } as object }}
    >
      <DialogTitle>{warehouse ? t('admin:warehouses.editTitle') : t('admin:warehouses.createTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ paddingBlockStart: 1 }}>
          <TextField label={t('admin:warehouses.fields.name')} value={name} onChange={(e) => setName(e.target.value)} error={touched && Boolean(nameError)} helperText={touched ? nameError : null} required fullWidth autoFocus />
          <TextField label={t('admin:warehouses.fields.address')} value={address} onChange={(e) => setAddress(e.target.value)} multiline minRows={2} fullWidth />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={save.isPending}>{t('backoffice:common.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={save.isPending}>{t('backoffice:common.save')}</Button>
      </DialogActions>
    </Dialog>
  );
}
