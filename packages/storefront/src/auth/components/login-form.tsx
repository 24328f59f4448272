import { useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { FormCard } from '@mall/ui/form-card';
import { BrandLogo } from '@mall/ui/brand-logo';
import { PasswordField } from '@mall/ui/password-field';
import { useToast } from '@mall/ui/toast-provider';
import { phoneUsername } from '@mall/domain/validation';
import { useValidation } from '../../shared/hooks/use-validation';
import { useLogin } from '../api/session-mutations';
import { loginErrors, type IdentityValues } from '../utils/auth-errors';
import { usePuzzleWhenAsked } from '../hooks/use-puzzle-when-asked';
import { CaptchaDialog } from '@mall/ui/captcha-dialog';
import { IdentityFields } from './identity-fields';
import type { FromState } from './require-sign-in';

export interface LoginFormProps {
  /** Where the buyer goes after signing in, unless a guarded page sent them here (they go back there). */
  afterSignInHref: string;
  /** The app's sign-up page. */
  registerHref: string;
  /** The app's forgotten-password page. */
  forgotPasswordHref: string;
}

/** Sign-in by email, or area code and phone, with password, and the slider puzzle when the server asks for it; confirms, then moves on. */
export function LoginForm({ afterSignInHref, registerHref, forgotPasswordHref }: LoginFormProps) {
  const { t } = useTranslation();
  const { brand } = useTheme();
  const navigate = useNavigate();
  const toast = useToast();
  const from = (useLocation().state as FromState | null)?.from;
  const [identity, setIdentity] = useState<IdentityValues>({ kind: 'email', email: '', areaCode: '', phone: '' });
  const [password, setPassword] = useState('');
  const login = useLogin();
  const { fieldProps, validate } = useValidation(() => loginErrors({ ...identity, password }));

  const puzzle = usePuzzleWhenAsked((captchaToken) => {
    const username = identity.kind === 'email' ? identity.email.trim() : phoneUsername(identity.areaCode, identity.phone);
    login.mutate({ username, password, captchaToken }, {
      onSuccess: () => {
        toast.show(t('auth:login.success'), 'success');
        navigate(from ?? afterSignInHref, { replace: true });
      },
      onError: puzzle.onError,
    });
  });

  return (
    <FormCard
      logo={<BrandLogo height={48} />}
      title={t('auth:login.title')}
      subtitle={t('auth:login.subtitle', { brandName: brand.name })}
      onSubmit={() => { if (validate()) puzzle.start(); }}
      footer={(
        <Typography variant="body2">
          {t('auth:login.noAccount')}{' '}
          <Link component={RouterLink} to={registerHref}>{t('auth:login.toRegister')}</Link>
        </Typography>
      )}
    >
      <IdentityFields value={identity} onChange={setIdentity} fieldProps={fieldProps} />
      <PasswordField label={t('auth:fields.password')} value={password} onChange={(e) => setPassword(e.target.value)} {...fieldProps('password')} />
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Link component={RouterLink} to={forgotPasswordHref} variant="body2">{t('auth:login.forgot')}</Link>
      </Stack>
      <Button type="submit" variant="contained" size="large" disabled={login.isPending}>{t('auth:login.submit')}</Button>
      <CaptchaDialog {...puzzle.dialog} />
    </FormCard>
  );
}
