import { readStored, STORAGE_KEYS, writeStored } from '@mall/api-client/storage';

/** The seller session token, kept in localStorage under ES_SELLER_TOKEN. */
export const session = {
  get: (): string | null => readStored(STORAGE_KEYS.sellerToken),
  set: (token: string): void => writeStored(STORAGE_KEYS.sellerToken, token),
  clear: (): void => writeStored(STORAGE_KEYS.sellerToken, null),
  isSignedIn: (): boolean => Boolean(readStored(STORAGE_KEYS.sellerToken)),
};
