import { useMatches } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from './placeholder-page';

/** Route handle of a placeholder: which navigation label titles it. */
export interface ComingSoonHandle {
  title: 'nav.classification' | 'nav.commodity' | 'nav.information' | 'nav.discounted' | 'nav.merchantSettled';
}

/** Placeholder of a navigation page (classification, commodity, discounted, merchant…). */
export function Component() {
  const { t } = useTranslation();
  const handle = useMatches().at(-1)?.handle as ComingSoonHandle | undefined;
  return <PlaceholderPage title={handle ? t(`common:${handle.title}`) : t('common:comingSoon.title')} />;
}
