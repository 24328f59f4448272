import { useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from './brand-logo';
import { FormCard } from './form-card';
import { PasswordField } from './password-field';

export interface EmailSignInValues {
  /** Already trimmed. */
  email: string;
  password: string;
}

/** The message to show under each field, or nothing when the field is fine. */
export interface EmailSignInErrors {
  email?: string | null;
  password?: string | null;
}

export interface EmailSignInFormProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** Defaults to the brand logo. */
  logo?: ReactNode;
  /** Checks the fields; messages show once a submit has been tried, and a submit with any message is held back. */
  validate?: (values: EmailSignInValues) => EmailSignInErrors;
  /** Runs with the trimmed email and the password once they pass `validate`; the app makes the call. */
  onSubmit: (email: string, password: string) => void;
  /** True while the sign-in call runs: the button is disabled and says so. */
  pending?: boolean;
}

/** Email and password sign-in card. It only collects and checks the fields; signing in is the caller's. */
export function EmailSignInForm({ title, subtitle, logo, validate, onSubmit, pending = false }: EmailSignInFormProps) {
  const { t } = useTranslation('ui');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);

  const values = { email: email.trim(), password };
  const errors = validate?.(values) ?? {};
  const emailError = touched ? errors.email : null;
  const passwordError = touched ? errors.password : null;

  const submit = () => {
    setTouched(true);
    if (errors.email || errors.password) return;
    onSubmit(values.email, values.password);
  };

  return (
    <FormCard logo={logo ?? <BrandLogo height={48} />} title={title} subtitle={subtitle} onSubmit={submit}>
      <TextField
        label={t('emailSignInForm.email')}
        type="email"
        autoComplete="username"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={Boolean(emailError)}
        helperText={emailError || undefined}
        required
        fullWidth
        autoFocus
      />
      <PasswordField
        label={t('emailSignInForm.password')}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        error={Boolean(passwordError)}
        helperText={passwordError || undefined}
        required
        fullWidth
      />
      <Button type="submit" variant="contained" size="large" disabled={pending} fullWidth>
        {pending ? t('emailSignInForm.submitting') : t('emailSignInForm.submit')}
      </Button>
    </FormCard>
  );
}
