import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from './placeholder-page';

/** Goods detail (`?sellerGoodsId=`), a placeholder until the catalogue issue. */
export function Component() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('common:comingSoon.title')} />;
}
