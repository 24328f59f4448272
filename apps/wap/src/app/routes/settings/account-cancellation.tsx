import { useTranslation } from 'react-i18next';
import { AccountCancellationForm } from '../../../features/account/components/account-cancellation-form';
import { useSignOut } from '../../../hooks/use-sign-out';
import { usePageTitle } from '../../../hooks/use-page-title';
import { useUser } from '../../../hooks/use-user';

export function Component() {
  const { t } = useTranslation();
  const user = useUser();
  const signOut = useSignOut();
  usePageTitle(t('account:setup.accountCancellation.title'));
  return (
    <AccountCancellationForm
      username={user.username}
      onCancelled={() => void signOut({ callServer: false, message: t('account:setup.accountCancellation.done') })}
    />
  );
}
