import { useState } from 'react';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '@mall/backoffice/shared/form-dialog';
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
    <FormDialog title={warehouse ? t('admin:warehouses.editTitle') : t('admin:warehouses.createTitle')} busy={save.isPending} onClose={onClose} onSubmit={submit}>
      <TextField label={t('admin:warehouses.fields.name')} value={name} onChange={(e) => setName(e.target.value)} error={touched && Boolean(nameError)} helperText={touched ? nameError : null} required fullWidth autoFocus />
      <TextField label={t('admin:warehouses.fields.address')} value={address} onChange={(e) => setAddress(e.target.value)} multiline minRows={2} fullWidth />
    </FormDialog>
  );
}
