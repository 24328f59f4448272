import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from './placeholder-page';

/** Store page (`?sellerId=`), a placeholder until the store issue. */
export function Component() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('common:comingSoon.title')} />;
}
