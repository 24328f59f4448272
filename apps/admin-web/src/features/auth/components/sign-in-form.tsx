import { useState } from 'react';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { checkEmail } from '@mall/domain/validation';
import { BrandLogo } from '@mall/ui/brand-logo';
import { FormCard } from '@mall/ui/form-card';
import { PasswordField } from '@mall/ui/password-field';
import { useSignIn } from '../api/sign-in';

export interface SignInFormProps {
  onSignedIn: () => void;
}

/** Email and password sign-in of the back office. */
export function SignInForm({ onSignedIn }: SignInFormProps) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const signIn = useSignIn({ onSuccess: onSignedIn });

  const emailError = checkEmail(email.trim());
  const passwordError = password ? null : 'PASSWORD_REQUIRED';

  const submit = () => {
    setTouched(true);
    if (emailError || passwordError) return;
    signIn.mutate({ email: email.trim(), password });
  };

  return (
    <FormCard logo={<BrandLogo height={48} />} title={t('admin:signIn.title')} subtitle={t('admin:signIn.subtitle')} onSubmit={submit}>
      <TextField
        label={t('admin:signIn.email')}
        type="email"
        autoComplete="username"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={touched && Boolean(emailError)}
        helperText={touched && emailError ? t(`errors:${emailError}`) : undefined}
        required
        fullWidth
        autoFocus
      />
      <PasswordField
        label={t('admin:signIn.password')}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={touched && Boolean(passwordError)}
        helperText={touched && passwordError ? t(`errors:${passwordError}`) : undefined}
        required
        fullWidth
      />
      <Button type="submit" variant="contained" size="large" disabled={signIn.isPending} fullWidth>
        {signIn.isPending ? t('admin:signIn.submitting') : t('admin:signIn.submit')}
      </Button>
    </FormCard>
  );
}
