import { createApiClient } from '@mall/api-client/client';
import { detectLanguage } from '@mall/i18n/web';
import { session } from './session';

/** The admin API client: every call carries the admin token and the interface language. */
export const api = createApiClient({
  // Absolute, so that the same client also runs where relative URLs cannot be fetched (jsdom tests).
  prefix: new URL('/api/admin', location.origin).href,
  getToken: session.get,
  // The start-up detection has already stored any ?lang= choice, so the stored language is the current one.
  getLang: () => detectLanguage(''),
});
