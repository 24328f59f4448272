import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { FormCard } from '@mall/ui/form-card';
import { PasswordField } from '@mall/ui/password-field';
import { useToast } from '@mall/ui/toast-provider';
import { phoneUsername } from '@mall/domain/validation';
import { useValidation } from '../../shared/hooks/use-validation';
import { useResetPassword } from '../api/codes';
import { resetErrors, type IdentityValues } from '../utils/auth-errors';
import { CodeField } from './code-field';
import { IdentityFields } from './identity-fields';

export interface ForgotPasswordFormProps {
  /** The app's sign-in page, where the buyer goes once the new password is saved. */
  loginHref: string;
}

/** Resets the login password with a code sent to the account's email or phone, then goes to sign in. */
export function ForgotPasswordForm({ loginHref }: ForgotPasswordFormProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const [identity, setIdentity] = useState<IdentityValues>({ kind: 'email', email: '', areaCode: '', phone: '' });
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const reset = useResetPassword();
  const { fieldProps, validate } = useValidation(() => resetErrors({ ...identity, password, confirm, code }));

  const submit = () => {
    if (!validate()) return;
    const username = identity.kind === 'email' ? identity.email.trim() : phoneUsername(identity.areaCode, identity.phone);
    reset.mutate({ username, verifcode: code, password, confirm }, {
      onSuccess: () => {
        toast.show(t('auth:forgot.success'), 'success');
        navigate(loginHref);
      },
    });
  };

  return (
    <FormCard
      title={t('auth:forgot.title')}
      subtitle={t('auth:forgot.subtitle')}
      onSubmit={submit}
      footer={<Link component={RouterLink} to={loginHref} variant="body2">{t('auth:forgot.backToLogin')}</Link>}
    >
      <IdentityFields value={identity} onChange={setIdentity} fieldProps={fieldProps} />
      <CodeField value={code} onChange={setCode} identity={identity} purpose="reset" {...fieldProps('code')} />
      <PasswordField label={t('auth:fields.newPassword')} autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} {...fieldProps('password')} />
      <PasswordField label={t('auth:fields.confirmPassword')} autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} {...fieldProps('confirm')} />
      <Typography variant="caption" color="text.secondary">{t('auth:fields.passwordHint')}</Typography>
      <Button type="submit" variant="contained" size="large" disabled={reset.isPending}>{t('auth:forgot.submit')}</Button>
    </FormCard>
  );
}
