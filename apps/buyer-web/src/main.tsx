import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { detectLanguage, initI18n, stripLangParam } from '@mall/i18n/web';
import { mobileRedirectTarget } from './lib/mobile-redirect';
import { captureAgentCode } from './lib/agent-code';
import { NAMESPACES } from './app/i18n';
import { applyBrandIcon } from './lib/brand-icon';

async function start() {
  const lang = detectLanguage();
  const mobile = mobileRedirectTarget({ userAgent: navigator.userAgent, pathname: location.pathname, search: location.search, lang });
  if (mobile) {
    location.replace(mobile);
    return;
  }
  captureAgentCode(location.search);
  applyBrandIcon();
  const [i18n, { App }] = await Promise.all([initI18n(lang, NAMESPACES), import('./app/app')]);
  stripLangParam();
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App i18n={i18n} />
    </StrictMode>,
  );
}

void start();
