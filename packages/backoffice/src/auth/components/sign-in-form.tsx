import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { checkEmail } from '@mall/domain/validation';
import { EmailSignInForm } from '@mall/ui/email-sign-in-form';
import { useBackoffice } from '../../shared/backoffice-context';
import { useSignIn } from '../api/sign-in';

export interface SignInFormProps {
  onSignedIn: () => void;
}

/** Email and password sign-in of a staff app: the kit's form wired to the app's `auth!login`, texts from its namespace. */
export function SignInForm({ onSignedIn }: SignInFormProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const { namespace } = useBackoffice();
  const signIn = useSignIn({ onSuccess: onSignedIn });
  const message = (key: string | null) => (key ? t(`errors:${key}`) : null);
  return (
    <EmailSignInForm
      title={t(`${namespace}:signIn.title`)}
      subtitle={t(`${namespace}:signIn.subtitle`, { brandName: theme.brand.name })}
      validate={({ email, password }) => ({ email: message(checkEmail(email)), password: message(password ? null : 'PASSWORD_REQUIRED') })}
      onSubmit={(email, password) => signIn.mutate({ email, password })}
      pending={signIn.isPending}
    />
  );
}
