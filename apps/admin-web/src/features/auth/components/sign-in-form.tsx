import { useTranslation } from 'react-i18next';
import { checkEmail } from '@mall/domain/validation';
import { EmailSignInForm } from '@mall/ui/email-sign-in-form';
import { useSignIn } from '../api/sign-in';

export interface SignInFormProps {
  onSignedIn: () => void;
}

/** Email and password sign-in of the back office: the kit's form wired to `auth!login`. */
export function SignInForm({ onSignedIn }: SignInFormProps) {
  const { t } = useTranslation();
  const signIn = useSignIn({ onSuccess: onSignedIn });
  const message = (key: string | null) => (key ? t(`errors:${key}`) : null);
  return (
    <EmailSignInForm
      title={t('admin:signIn.title')}
      subtitle={t('admin:signIn.subtitle')}
      validate={({ email, password }) => ({ email: message(checkEmail(email)), password: message(password ? null : 'PASSWORD_REQUIRED') })}
      onSubmit={(email, password) => signIn.mutate({ email, password })}
      pending={signIn.isPending}
    />
  );
}
