import { useTranslation } from 'react-i18next';
import { AddressBook } from '@mall/storefront/address/address-book';
import { usePageTitle } from '@mall/storefront/shared/use-page-title';

export function Component() {
  const { t } = useTranslation();
  usePageTitle(t('account:setup.shippingAddress.title'));
  return <AddressBook withHeading />;
}
