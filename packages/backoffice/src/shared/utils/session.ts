import { readStored, writeStored } from '@mall/api-client/storage';

/** A staff app's session: the token of its own API, kept in localStorage. */
export interface StaffSession {
  get: () => string | null;
  set: (token: string) => void;
  clear: () => void;
  isSignedIn: () => boolean;
}

/** The session kept under `storageKey` (ES_SELLER_TOKEN, ES_ADMIN_TOKEN): each zone signs in on its own. */
export function createStaffSession(storageKey: string): StaffSession {
  return {
    get: () => readStored(storageKey),
    set: (token) => writeStored(storageKey, token),
    clear: () => writeStored(storageKey, null),
    isSignedIn: () => Boolean(readStored(storageKey)),
  };
}
