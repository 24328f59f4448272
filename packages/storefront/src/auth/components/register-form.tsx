import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { FormCard } from '@mall/ui/form-card';
import { BrandLogo } from '@mall/ui/brand-logo';
import { PasswordField } from '@mall/ui/password-field';
import { useToast } from '@mall/ui/toast-provider';
import { readStored, STORAGE_KEYS } from '@mall/api-client/storage';
import { useValidation } from '../../shared/hooks/use-validation';
import { useRegister } from '../api/session-mutations';
import { useRegisterNeedsCode } from '../api/codes';
import { registerErrors, type IdentityValues } from '../utils/auth-errors';
import { usePuzzleWhenAsked } from '../hooks/use-puzzle-when-asked';
import { CaptchaDialog } from '@mall/ui/captcha-dialog';
import { CodeField } from './code-field';
import { IdentityFields } from './identity-fields';

export interface RegisterFormProps {
  /** Where the new buyer, signed in at once, goes after the account was created. */
  afterSignUpHref: string;
  /** The app's sign-in page. */
  loginHref: string;
}

/** Sign-up by email or phone, with invitation code, optional verification code, and the slider puzzle when the server asks for it; confirms, then moves on. */
export function RegisterForm({ afterSignUpHref, loginHref }: RegisterFormProps) {
  const { t } = useTranslation();
  const { brand } = useTheme();
  const navigate = useNavigate();
  const toast = useToast();
  const needsCode = useRegisterNeedsCode();
  const [identity, setIdentity] = useState<IdentityValues>({ kind: 'email', email: '', areaCode: '', phone: '' });
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [code, setCode] = useState('');
  const [agentCode, setAgentCode] = useState(() => readStored(STORAGE_KEYS.agentCode) ?? '');
  const register = useRegister();
  const { fieldProps, validate } = useValidation(() => registerErrors({ ...identity, password, confirm, code }, needsCode));

  const puzzle = usePuzzleWhenAsked((captchaToken) => {
    register.mutate({
      kind: identity.kind,
      username: identity.kind === 'email' ? identity.email : identity.phone,
      areaCode: identity.areaCode,
      password,
      confirm,
      agentCode,
      verifcode: needsCode ? code : undefined,
      captchaToken,
    }, {
      onSuccess: () => {
        toast.show(t('auth:register.success', { brandName: brand.name }), 'success');
        navigate(afterSignUpHref, { replace: true });
      },
      onError: puzzle.onError,
    });
  });

  return (
    <FormCard
      logo={<BrandLogo height={48} />}
      title={t('auth:register.title')}
      subtitle={t('auth:register.subtitle', { brandName: brand.name })}
      onSubmit={() => { if (validate()) puzzle.start(); }}
      footer={(
        <Typography variant="body2">
          {t('auth:register.haveAccount')}{' '}
          <Link component={RouterLink} to={loginHref}>{t('auth:register.toLogin')}</Link>
        </Typography>
      )}
    >
      <IdentityFields value={identity} onChange={setIdentity} fieldProps={fieldProps} />
      <PasswordField label={t('auth:fields.password')} autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} {...fieldProps('password')} />
      <PasswordField label={t('auth:fields.confirmPassword')} autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} {...fieldProps('confirm')} />
      {needsCode && (
        <CodeField value={code} onChange={setCode} identity={identity} purpose="register" {...fieldProps('code')} />
      )}
      <TextField
        label={t('auth:fields.invitationCode')}
        value={agentCode}
        onChange={(e) => setAgentCode(e.target.value.trim())}
        helperText={t('auth:register.invitationHint')}
        slotProps={{ htmlInput: { dir: 'ltr' } }}
      />
      <Button type="submit" variant="contained" size="large" disabled={register.isPending}>{t('auth:register.submit')}</Button>
      <CaptchaDialog {...puzzle.dialog} />
    </FormCard>
  );
}
