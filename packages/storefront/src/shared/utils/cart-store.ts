import { useSyncExternalStore } from 'react';
import { readStored, writeStored } from '@mall/api-client/storage';
import { CART_STORAGE_PREFIX, cartStorageKey, normalizeLine, type CartLine } from '@mall/domain/cart';

// The stored carts (per user code under ES_SHOP_CART_<usercode>) as one external
// store, so the product page adding a line and the cart drawer showing it stay in step.

/** docs/product-rules.md: the cart is restored from storage this long after start. */
export const CART_RESTORE_DELAY_MS = 1500;

/** Where the lines chosen for checkout are kept until the order is placed (per tab, cleared on sign-out). */
const SELECTION_KEY = 'ES_SETTLEMENT';

const listeners = new Set<() => void>();
const snapshots = new Map<string, CartLine[]>();
let restored = false;
let restoreTimer: ReturnType<typeof setTimeout> | undefined;
const EMPTY: CartLine[] = [];

const emit = () => { for (const l of listeners) l(); };

if (typeof window !== 'undefined') {
  // Another tab changing a cart changes this tab too.
  window.addEventListener('storage', (e) => {
    if (e.key === null || e.key.startsWith(CART_STORAGE_PREFIX)) { snapshots.clear(); emit(); }
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  scheduleCartRestore();
  return () => { listeners.delete(listener); };
}

/** Starts the start-up wait (once; the app calls it at start, the first cart view at the latest). */
export function scheduleCartRestore(delayMs = CART_RESTORE_DELAY_MS): void {
  if (!restored && !restoreTimer) restoreTimer = setTimeout(markCartRestored, delayMs);
}

/** A buyer's stored cart; a damaged value reads as empty, lines without a checked flag read as checked. */
export function readCart(usercode: string): CartLine[] {
  const cached = snapshots.get(usercode);
  if (cached) return cached;
  let lines: CartLine[] = [];
  try {
    const v: unknown = JSON.parse(readStored(cartStorageKey(usercode)) ?? '[]');
    if (Array.isArray(v)) {
      lines = v
        .filter((l): l is CartLine => Boolean(l) && typeof (l as CartLine).identifier === 'string' && Boolean((l as CartLine).seller))
        .map((l) => normalizeLine(l));
    }
  } catch { /* damaged: empty */ }
  snapshots.set(usercode, lines);
  return lines;
}

/** Replaces a buyer's stored cart. */
export function writeCart(usercode: string, lines: CartLine[]): void {
  writeStored(cartStorageKey(usercode), JSON.stringify(lines));
  snapshots.set(usercode, lines);
  emit();
}

/** Forgets a buyer's cart (signing out clears the cart). */
export function clearCart(usercode: string | undefined): void {
  if (usercode) writeStored(cartStorageKey(usercode), null);
  writeStored(CART_STORAGE_PREFIX, null);
  try { sessionStorage.removeItem(SELECTION_KEY); } catch { /* storage may be unavailable */ }
  snapshots.clear();
  emit();
}

/** Ends the start-up wait: the cart shows its stored lines from now on. */
export function markCartRestored(): void {
  if (restoreTimer) clearTimeout(restoreTimer);
  restoreTimer = undefined;
  if (!restored) { restored = true; emit(); }
}

/** Saves the lines chosen for checkout (their identifiers). */
export function saveCheckoutSelection(identifiers: readonly string[]): void {
  try { sessionStorage.setItem(SELECTION_KEY, JSON.stringify(identifiers)); } catch { /* storage may be unavailable */ }
}

/** The saved checkout selection, or null when none was saved. */
export function readCheckoutSelection(): string[] | null {
  try {
    const v: unknown = JSON.parse(sessionStorage.getItem(SELECTION_KEY) ?? 'null');
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : null;
  } catch {
    return null;
  }
}

/** A buyer's cart lines (empty without a buyer); re-renders when they change. */
export function useStoredCart(usercode: string | undefined): CartLine[] {
  return useSyncExternalStore(subscribe, () => (usercode ? readCart(usercode) : EMPTY), () => EMPTY);
}

/** False during the start-up wait before the cart is restored (docs/product-rules.md). */
export function useCartRestored(): boolean {
  return useSyncExternalStore(subscribe, () => restored, () => false);
}
