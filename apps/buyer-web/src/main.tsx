import { detectLanguage } from '@mall/i18n/web';
import { startStorefront } from '@mall/storefront/shared/start-storefront';
import { mobileRedirectTarget } from './lib/mobile-redirect';

const lang = detectLanguage();
const mobile = mobileRedirectTarget({ userAgent: navigator.userAgent, pathname: location.pathname, search: location.search, lang });
if (mobile) {
  location.replace(mobile);
} else {
  void startStorefront(lang, () => import('./app/app').then((m) => m.App));
}
