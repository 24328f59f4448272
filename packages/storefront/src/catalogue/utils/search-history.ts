import { useSyncExternalStore } from 'react';
import { readStored, STORAGE_KEYS, writeStored } from '@mall/api-client/storage';

/** docs/product-rules.md: at most 10 keywords are remembered. */
export const SEARCH_HISTORY_MAX = 10;

/**
 * The history after searching `keyword`: newest first, without an earlier copy of the same word
 * (compared without case), at most 10. A blank keyword changes nothing.
 */
export function withKeyword(history: readonly string[], keyword: string): string[] {
  const k = keyword.trim();
  if (!k) return [...history];
  const lower = k.toLowerCase();
  return [k, ...history.filter((h) => h.toLowerCase() !== lower)].slice(0, SEARCH_HISTORY_MAX);
}

/** Parses the stored history; anything but a list of strings reads as empty. */
export function parseHistory(raw: string | null): string[] {
  if (!raw) return [];
  try {
    const v: unknown = JSON.parse(raw);
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string' && x.trim() !== '').slice(0, SEARCH_HISTORY_MAX) : [];
  } catch {
    return [];
  }
}

const listeners = new Set<() => void>();
const emit = () => { for (const l of listeners) l(); };
let cachedRaw: string | null | undefined;
let cached: string[] = [];

/** The stored search history (`ES_SEARCH_HISTORY`), newest first. */
export function readSearchHistory(): string[] {
  const raw = readStored(STORAGE_KEYS.searchHistory);
  // Same array for the same stored text, so React sees a stable snapshot.
  if (raw !== cachedRaw) { cachedRaw = raw; cached = parseHistory(raw); }
  return cached;
}

/** Remembers a searched keyword. */
export function saveSearchKeyword(keyword: string): void {
  writeStored(STORAGE_KEYS.searchHistory, JSON.stringify(withKeyword(readSearchHistory(), keyword)));
  emit();
}

/** Forgets every searched keyword. */
export function clearSearchHistory(): void {
  writeStored(STORAGE_KEYS.searchHistory, null);
  emit();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => { if (e.key === STORAGE_KEYS.searchHistory || e.key === null) listener(); };
  window.addEventListener('storage', onStorage);
  return () => { listeners.delete(listener); window.removeEventListener('storage', onStorage); };
}

const empty: string[] = [];

/** The search history; re-renders when it changes (also in another tab). */
export function useSearchHistory(): string[] {
  return useSyncExternalStore(subscribe, readSearchHistory, () => empty);
}
