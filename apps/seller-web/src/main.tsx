import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { detectLanguage, initI18n, stripLangParam } from '@mall/i18n/web';

async function start() {
  const i18n = await initI18n(detectLanguage(), ['seller', 'errors', 'ui']);
  stripLangParam();
  // The app module creates the router from the address bar, so it loads after ?lang= is gone.
  const { App } = await import('./app/app');
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App i18n={i18n} />
    </StrictMode>,
  );
}

void start();
