import { detectLanguage } from '@mall/i18n/web';
import { startStorefront } from '@mall/storefront/shared/start-storefront';

void startStorefront(detectLanguage(), () => import('./app/app').then((m) => m.App));
