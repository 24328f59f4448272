import { useTranslation } from 'react-i18next';
import { AccountCancellationForm } from '@mall/storefront/account/account-cancellation-form';
import { usePageTitle } from '@mall/storefront/shared/use-page-title';
import { paths } from '../../../../config/paths';
import { useUser } from '../use-user';

export function Component() {
  const { t } = useTranslation();
  const user = useUser();
  usePageTitle(t('account:setup.accountCancellation.title'));
  return <AccountCancellationForm username={user.username} homeHref={paths.home.getHref()} />;
}
