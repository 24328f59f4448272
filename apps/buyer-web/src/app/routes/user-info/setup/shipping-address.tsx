import { useTranslation } from 'react-i18next';
import { AddressBook } from '../../../../features/address/components/address-book';
import { usePageTitle } from '../../../../hooks/use-page-title';

export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('account:setup.shippingAddress.title'));
  return <AddressBook />;
}
