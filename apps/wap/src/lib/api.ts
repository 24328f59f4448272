import { createApiClient } from '@mall/api-client/client';
import { readStored, STORAGE_KEYS } from '@mall/api-client/storage';
import { normalizeLanguage } from '@mall/i18n/languages';

/** The buyer API client of the mobile storefront (prefix /wap/api, 15 s timeout); token and language come from storage. */
export const api = createApiClient({
  prefix: '/wap/api',
  getToken: () => readStored(STORAGE_KEYS.token),
  getLang: () => normalizeLanguage(readStored(STORAGE_KEYS.lang)),
  timeout: 15_000,
});
