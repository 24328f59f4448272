import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import type { i18n as I18n } from 'i18next';
import type { LanguageCode } from '@mall/i18n/languages';
import { initI18n, stripLangParam } from '@mall/i18n/web';
import { captureAgentCode } from './utils/agent-code';
import { applyBrandTitle } from './utils/brand-title';
import { NAMESPACES } from './i18n';

/**
 * Boots a storefront in `lang`: keeps the referral code, titles the page with the brand, then loads the
 * translations and the app's code together and renders it into #root.
 */
export async function startStorefront(lang: LanguageCode, loadApp: () => Promise<ComponentType<{ i18n: I18n }>>): Promise<void> {
  captureAgentCode(location.search);
  applyBrandTitle();
  const [i18n, App] = await Promise.all([initI18n(lang, NAMESPACES), loadApp()]);
  stripLangParam();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App i18n={i18n} />
    </StrictMode>,
  );
}
