import { StrictMode, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import type { i18n as I18n } from 'i18next';
import type { Namespace } from '@mall/i18n/languages';
import { detectLanguage, initI18n, stripLangParam } from '@mall/i18n/web';

/**
 * Boots a staff app: loads its namespace (and `more`, such as the loan texts it shares with the storefronts) with the error and UI texts in the detected language, then the
 * app's code, and renders it into #root.
 */
export async function startBackoffice(namespace: Namespace, loadApp: () => Promise<ComponentType<{ i18n: I18n }>>, more: readonly Namespace[] = []): Promise<void> {
  const i18n = await initI18n(detectLanguage(), [namespace, 'backoffice', ...more, 'errors', 'ui']);
  stripLangParam();
  // The app module creates the router from the address bar, so it loads after ?lang= is gone.
  const App = await loadApp();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App i18n={i18n} />
    </StrictMode>,
  );
}
