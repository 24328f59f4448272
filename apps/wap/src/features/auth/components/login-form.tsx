import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { FormCard } from '@mall/ui/form-card';
import { BrandLogo } from '@mall/ui/brand-logo';
import { PasswordField } from '@mall/ui/password-field';
import { phoneUsername } from '@mall/domain/validation';
import { useValidation } from '../../../hooks/use-validation';
import { paths } from '../../../config/paths';
import { useLogin } from '../api/session-mutations';
import { loginErrors, type IdentityValues } from '../utils/auth-errors';
import { CaptchaDialog } from './captcha-dialog';
import { IdentityFields } from './identity-fields';

export interface LoginFormProps {
  /** Runs after a successful sign-in. */
  onSignedIn: () => void;
}

/** Sign-in by email, or area code and phone, with password and slider puzzle. */
export function LoginForm({ onSignedIn }: LoginFormProps) {
  const { t } = useTranslation();
  const { brand } = useTheme();
  const [identity, setIdentity] = useState<IdentityValues>({ kind: 'email', email: '', areaCode: '', phone: '' });
  const [password, setPassword] = useState('');
  const [captchaOpen, setCaptchaOpen] = useState(false);
  const login = useLogin();
  const { fieldProps, validate } = useValidation(() => loginErrors({ ...identity, password }));

  const submit = (captchaToken: string) => {
    setCaptchaOpen(false);
    const username = identity.kind === 'email' ? identity.email.trim() : phoneUsername(identity.areaCode, identity.phone);
    login.mutate({ username, password, captchaToken }, { onSuccess: onSignedIn });
  };

  return (
    <FormCard
      logo={<BrandLogo height={48} />}
      title={t('auth:login.title')}
      subtitle={t('auth:login.subtitle', { brandName: brand.name })}
      onSubmit={() => { if (validate()) setCaptchaOpen(true); }}
      footer={(
        <Typography variant="body2">
          {t('auth:login.noAccount')}{' '}
          <Link component={RouterLink} to={paths.auth.register.getHref()}>{t('auth:login.toRegister')}</Link>
        </Typography>
      )}
    >
      <IdentityFields value={identity} onChange={setIdentity} fieldProps={fieldProps} />
      <PasswordField label={t('auth:fields.password')} value={password} onChange={(e) => setPassword(e.target.value)} {...fieldProps('password')} />
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Link component={RouterLink} to={paths.auth.forgotPassword.getHref()} variant="body2">{t('auth:login.forgot')}</Link>
      </Stack>
      <Button type="submit" variant="contained" size="large" disabled={login.isPending}>{t('auth:login.submit')}</Button>
      <CaptchaDialog open={captchaOpen} onClose={() => setCaptchaOpen(false)} onVerified={submit} />
    </FormCard>
  );
}
