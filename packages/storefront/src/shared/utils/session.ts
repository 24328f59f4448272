import { useSyncExternalStore } from 'react';
import { readStored, STORAGE_KEYS, writeStored } from '@mall/api-client/storage';

// The session is the token in localStorage ("a stored token marks logged in").
const listeners = new Set<() => void>();
const emit = () => { for (const l of listeners) l(); };

if (typeof window !== 'undefined') {
  // Another tab signing in or out changes this tab too.
  window.addEventListener('storage', (e) => { if (e.key === STORAGE_KEYS.token || e.key === null) emit(); });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => { listeners.delete(listener); };
}

/** The stored session token, or null. */
export function getToken(): string | null {
  return readStored(STORAGE_KEYS.token);
}

/** Stores the token of a new session. */
export function setToken(token: string): void {
  writeStored(STORAGE_KEYS.token, token);
  emit();
}

/**
 * Forgets everything tied to the signed-in buyer (docs/product-rules.md): token, search text,
 * saved message marker, cart and the session storage.
 */
export function clearSession(): void {
  for (const key of [STORAGE_KEYS.token, STORAGE_KEYS.searchResult, STORAGE_KEYS.messageLastId, STORAGE_KEYS.cart]) writeStored(key, null);
  try { sessionStorage.clear(); } catch { /* storage may be unavailable */ }
  emit();
}

/** The current token; re-renders when it changes. */
export function useToken(): string | null {
  return useSyncExternalStore(subscribe, getToken, () => null);
}
