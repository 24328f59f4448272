import { useTranslation } from 'react-i18next';
import { TransactionPasswordForm } from '@mall/storefront/account/transaction-password-form';
import { usePageTitle } from '@mall/storefront/shared/use-page-title';
import { useUser } from '../use-user';

export function Component() {
  const { t } = useTranslation();
  const user = useUser();
  usePageTitle(t('account:setup.transactionPassword.title'));
  // Remount when the flag flips, so the "change" form starts empty after the first set.
  return <TransactionPasswordForm key={user.safeword} isSet={user.safeword === 1} />;
}
