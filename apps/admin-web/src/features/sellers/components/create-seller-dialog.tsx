import { useState } from 'react';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { accountFieldErrors } from '@mall/backoffice/shared/account-errors';
import { FormDialog } from '@mall/backoffice/shared/form-dialog';
import { PasswordField } from '@mall/ui/password-field';
import { useToast } from '@mall/ui/toast-provider';
import { useCreateSeller } from '../api/create-seller';

export interface CreateSellerDialogProps {
  open: boolean;
  onClose: () => void;
}

const empty = { email: '', password: '', name: '', storeName: '' };

/** Form that opens a seller account and its store. */
export function CreateSellerDialog({ open, onClose }: CreateSellerDialogProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const [form, setForm] = useState(empty);
  const [touched, setTouched] = useState(false);
  const close = () => { setForm(empty); setTouched(false); onClose(); };
  const create = useCreateSeller({
    onSuccess: () => { toast.show(t('admin:sellers.created', { storeName: form.storeName.trim() }), 'success'); close(); },
  });

  const errors = {
    ...accountFieldErrors(t, form),
    storeName: form.storeName.trim() ? null : t('backoffice:validation.required'),
  };
  const show = (e: string | null) => (touched ? e : null);
  const set = (k: keyof typeof empty) => (e: React.ChangeEvent<HTMLInputElement>) => setForm((f) => ({ ...f, [k]: e.target.value }));

  const submit = () => {
    setTouched(true);
    if (Object.values(errors).some(Boolean)) return;
    create.mutate({ email: form.email.trim(), password: form.password, name: form.name.trim(), storeName: form.storeName.trim() });
  };

  return (
    <FormDialog open={open} title={t('admin:sellers.createTitle')} busy={create.isPending} onClose={close} onSubmit={submit} submitLabel={t('admin:common.create')}>
      <TextField label={t('admin:sellers.storeName')} value={form.storeName} onChange={set('storeName')} error={Boolean(show(errors.storeName))} helperText={show(errors.storeName)} required fullWidth autoFocus />
      <TextField label={t('admin:sellers.name')} value={form.name} onChange={set('name')} error={Boolean(show(errors.name))} helperText={show(errors.name)} required fullWidth />
      <TextField label={t('admin:sellers.email')} type="email" autoComplete="off" value={form.email} onChange={set('email')} error={Boolean(show(errors.email))} helperText={show(errors.email)} required fullWidth />
      <PasswordField label={t('admin:sellers.password')} autoComplete="new-password" value={form.password} onChange={set('password')} error={Boolean(show(errors.password))} helperText={show(errors.password) ?? t('admin:sellers.passwordHint')} required fullWidth />
    </FormDialog>
  );
}
