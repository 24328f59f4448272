import { useMemo, useRef } from 'react';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@mall/api-client/client';
import { checkEmail } from '@mall/domain/validation';
import { CaptchaDialog, usePuzzleGate } from '@mall/ui/captcha-dialog';
import { EmailSignInForm } from '@mall/ui/email-sign-in-form';
import { useToast } from '@mall/ui/toast-provider';
import { useBackoffice } from '../../shared/backoffice-context';
import { errorMessage } from '../../shared/utils/error-message';
import { useSignIn } from '../api/sign-in';

export interface SignInFormProps {
  onSignedIn: () => void;
}

/**
 * Email and password sign-in of a staff app: the kit's form wired to the app's `auth!login`, texts from
 * its namespace. The first attempt goes without the slider puzzle; when the server answers
 * CAPTCHA_REQUIRED the puzzle of the app's API opens and the sign-in is sent again with its token.
 */
export function SignInForm({ onSignedIn }: SignInFormProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const toast = useToast();
  const { namespace, api, captcha } = useBackoffice();
  const signIn = useSignIn({ onSuccess: onSignedIn });
  const credentials = useRef({ email: '', password: '' });
  const puzzle = usePuzzleGate((captchaToken) => {
    signIn.mutate({ ...credentials.current, captchaToken }, {
      onError: (error) => {
        if (error instanceof ApiError && error.key === 'CAPTCHA_REQUIRED') puzzle.ask();
        else toast.show(errorMessage(error, t));
      },
    });
  });
  // Stable per client, so the puzzle does not reload on render.
  const calls = useMemo(() => ({
    load: () => captcha.load(api),
    verify: (captchaId: string, x: number) => captcha.verify(api, captchaId, x),
  }), [api, captcha]);
  const message = (key: string | null) => (key ? t(`errors:${key}`) : null);
  return (
    <>
      <EmailSignInForm
        title={t(`${namespace}:signIn.title`)}
        subtitle={t(`${namespace}:signIn.subtitle`, { brandName: theme.brand.name })}
        validate={({ email, password }) => ({ email: message(checkEmail(email)), password: message(password ? null : 'PASSWORD_REQUIRED') })}
        onSubmit={(email, password) => { credentials.current = { email, password }; puzzle.start(); }}
        pending={signIn.isPending}
      />
      <CaptchaDialog {...puzzle.dialog} {...calls} />
    </>
  );
}
