import { readStored, STORAGE_KEYS, writeStored } from '@mall/api-client/storage';

/** The admin session token, kept in localStorage under ES_ADMIN_TOKEN. */
export const session = {
  get: (): string | null => readStored(STORAGE_KEYS.adminToken),
  set: (token: string): void => writeStored(STORAGE_KEYS.adminToken, token),
  clear: (): void => writeStored(STORAGE_KEYS.adminToken, null),
  isSignedIn: (): boolean => Boolean(readStored(STORAGE_KEYS.adminToken)),
};
