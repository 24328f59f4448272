import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { FormCard } from '@mall/ui/form-card';
import { PasswordField } from '@mall/ui/password-field';
import { useToast } from '@mall/ui/toast-provider';
import { checkPassword } from '@mall/domain/validation';
import { useValidation, type FieldErrors } from '../../shared/hooks/use-validation';
import { useChangePassword } from '../api/account-mutations';

type Field = 'oldPassword' | 'password' | 'confirm';

/** Rules of the change-password form. */
export function loginPasswordErrors(v: Record<Field, string>): FieldErrors<Field> {
  const out: FieldErrors<Field> = {};
  if (!v.oldPassword) out.oldPassword = 'OLD_PASSWORD_REQUIRED';
  const p = checkPassword(v.password);
  if (p) out.password = p;
  else if (v.password !== v.confirm) out.confirm = 'PASSWORD_MISMATCH';
  return out;
}

/** Changes the login password: old, new and confirmation. */
export function LoginPasswordForm({ onDone }: { onDone?: () => void }) {
  const { t } = useTranslation();
  const toast = useToast();
  const [values, setValues] = useState<Record<Field, string>>({ oldPassword: '', password: '', confirm: '' });
  const change = useChangePassword();
  const { fieldProps, validate, reset } = useValidation(() => loginPasswordErrors(values));
  const bind = (field: Field) => ({
    value: values[field],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: e.target.value })),
    ...fieldProps(field),
  });

  const submit = () => {
    if (!validate()) return;
    change.mutate(values, {
      onSuccess: () => {
        toast.show(t('account:setup.loginPassword.success'), 'success');
        setValues({ oldPassword: '', password: '', confirm: '' });
        reset();
        onDone?.();
      },
    });
  };

  return (
    <FormCard title={t('account:setup.loginPassword.title')} onSubmit={submit}>
      <PasswordField label={t('account:fields.oldPassword')} {...bind('oldPassword')} />
      <PasswordField label={t('auth:fields.newPassword')} autoComplete="new-password" {...bind('password')} />
      <PasswordField label={t('auth:fields.confirmPassword')} autoComplete="new-password" {...bind('confirm')} />
      <Typography variant="caption" color="text.secondary">{t('auth:fields.passwordHint')}</Typography>
      <Button type="submit" variant="contained" disabled={change.isPending}>{t('common:actions.save')}</Button>
    </FormCard>
  );
}
