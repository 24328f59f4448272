import { useState } from 'react';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { accountFieldErrors } from '@mall/backoffice/shared/account-errors';
import { FormDialog } from '@mall/backoffice/shared/form-dialog';
import { adminRoles, type AdminRole } from '@mall/contract/staff';
import { PasswordField } from '@mall/ui/password-field';
import { useToast } from '@mall/ui/toast-provider';
import { useCreateStaff } from '../api/create-staff';

export interface CreateStaffDialogProps {
  open: boolean;
  onClose: () => void;
}

const empty = { email: '', password: '', name: '' };

/** Form that creates an admin account with one or more roles. */
export function CreateStaffDialog({ open, onClose }: CreateStaffDialogProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const [form, setForm] = useState(empty);
  const [roles, setRoles] = useState<AdminRole[]>([]);
  const [touched, setTouched] = useState(false);
  const close = () => { setForm(empty); setRoles([]); setTouched(false); onClose(); };
  const create = useCreateStaff({
    onSuccess: () => { toast.show(t('admin:staff.created', { name: form.name.trim() }), 'success'); close(); },
  });

  const errors = {
    ...accountFieldErrors(t, form),
    roles: roles.length ? null : t('admin:validation.rolesRequired'),
  };
  const show = (e: string | null) => (touched ? e : null);
  const set = (k: keyof typeof empty) => (e: React.ChangeEvent<HTMLInputElement>) => setForm((f) => ({ ...f, [k]: e.target.value }));
  const toggle = (role: AdminRole, on: boolean) =>
    setRoles((rs) => (on ? adminRoles.filter((r) => r === role || rs.includes(r)) : rs.filter((r) => r !== role)));

  const submit = () => {
    setTouched(true);
    if (Object.values(errors).some(Boolean)) return;
    create.mutate({ email: form.email.trim(), password: form.password, name: form.name.trim(), roles });
  };

  return (
    <FormDialog open={open} title={t('admin:staff.createTitle')} busy={create.isPending} onClose={close} onSubmit={submit} submitLabel={t('admin:common.create')}>
      <TextField label={t('admin:staff.name')} value={form.name} onChange={set('name')} error={Boolean(show(errors.name))} helperText={show(errors.name)} required fullWidth autoFocus />
      <TextField label={t('admin:staff.email')} type="email" autoComplete="off" value={form.email} onChange={set('email')} error={Boolean(show(errors.email))} helperText={show(errors.email)} required fullWidth />
      <PasswordField label={t('admin:staff.password')} autoComplete="new-password" value={form.password} onChange={set('password')} error={Boolean(show(errors.password))} helperText={show(errors.password) ?? t('admin:staff.passwordHint')} required fullWidth />
      <FormControl component="fieldset" error={Boolean(show(errors.roles))} required>
        <FormLabel component="legend">{t('admin:staff.roles')}</FormLabel>
        <FormGroup>
          {adminRoles.map((role) => (
            <FormControlLabel
              key={role}
              control={<Checkbox checked={roles.includes(role)} onChange={(e) => toggle(role, e.target.checked)} />}
              label={t(`admin:roles.${role}`)}
            />
          ))}
        </FormGroup>
        {show(errors.roles) && <FormHelperText>{errors.roles}</FormHelperText>}
      </FormControl>
    </FormDialog>
  );
}
