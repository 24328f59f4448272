import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from './placeholder-page';

/** Cart (placeholder until the cart issue). */
export function Component() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('common:tabs.cart')} />;
}
