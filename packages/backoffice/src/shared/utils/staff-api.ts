import { createApiClient, type ApiClient } from '@mall/api-client/client';
import { detectLanguage } from '@mall/i18n/web';
import type { StaffSession } from './session';

/** A staff API client (`/api/seller`, `/api/admin`): every call carries the session's token and the interface language. */
export function createStaffApiClient(path: string, session: Pick<StaffSession, 'get'>): ApiClient {
  return createApiClient({
    // Absolute, so that the same client also runs where relative URLs cannot be fetched (jsdom tests).
    prefix: new URL(path, location.origin).href,
    getToken: session.get,
    // The start-up detection has already stored any ?lang= choice, so the stored language is the current one.
    getLang: () => detectLanguage(''),
  });
}
