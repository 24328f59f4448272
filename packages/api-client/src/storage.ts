// Local storage keys of docs/product-rules.md.
export const STORAGE_KEYS = {
  token: 'ES_TOKEN',
  lang: 'ES_LANG',
  cart: 'ES_SHOP_CART',
  searchHistory: 'ES_SEARCH_HISTORY',
  searchResult: 'ES_SEARCH_RESULT',
  remindOrder: 'ES_REMIND_ORDER',
  messageLastId: 'ES_MESSAGE_LAST_ID',
  agentCode: 'agentCode',
  scroll: 'scroll',
  currentIndex: 'currentIndex',
  sellerToken: 'ES_SELLER_TOKEN',
  adminToken: 'ES_ADMIN_TOKEN',
} as const;

/** Reads a stored value; null when storage is unavailable. */
export function readStored(key: string): string | null {
  try { return localStorage.getItem(key); } catch { return null; }
}

/** Writes (or, with null, removes) a stored value. */
export function writeStored(key: string, value: string | null): void {
  try {
    if (value == null) localStorage.removeItem(key); else localStorage.setItem(key, value);
  } catch { /* storage may be unavailable */ }
}
