import { useMemo } from 'react';
import {
  canCheckout, checkedTotal, groupBySeller, removeLines, setChecked, setLineCount, type CartLine,
} from '@mall/domain/cart';
import { useCurrentUser } from '../../shared/hooks/use-current-user';
import { readCart, saveCheckoutSelection, useCartRestored, useStoredCart, writeCart } from '../../shared/utils/cart-store';
import { useMaxBuy } from '../api/get-max-buy';

const EMPTY: CartLine[] = [];

/**
 * The signed-in buyer's cart (docs/product-rules.md): restored from storage 1.5 s after start, grouped per
 * seller with check-all and the indeterminate state, quantities kept between buyMin and the
 * configured maximum, and checkout allowed only with a checked line and a non-zero total.
 */
export function useCart() {
  const { signedIn, user } = useCurrentUser();
  const usercode = user?.usercode;
  const restored = useCartRestored();
  const stored = useStoredCart(usercode);
  const maxBuy = useMaxBuy();
  const lines = restored ? stored : EMPTY;
  const groups = useMemo(() => groupBySeller(lines), [lines]);
  const total = useMemo(() => checkedTotal(lines), [lines]);

  const update = (change: (lines: CartLine[]) => CartLine[]) => { if (usercode) writeCart(usercode, change(readCart(usercode))); };
  const idsOf = (pick: (l: CartLine) => boolean) => (usercode ? readCart(usercode).filter(pick).map((l) => l.identifier) : []);

  return {
    signedIn,
    /** False during the start-up wait (and until the buyer is known). */
    ready: restored && Boolean(usercode),
    lines,
    groups,
    /** The total of the checked lines. */
    total,
    maxBuy,
    allChecked: lines.length > 0 && lines.every((l) => l.checked),
    someChecked: lines.some((l) => l.checked),
    canCheckout: canCheckout(lines),
    setCount: (identifier: string, count: number) => update((ls) => setLineCount(ls, identifier, count, maxBuy)),
    toggleLine: (identifier: string, checked: boolean) => update((ls) => setChecked(ls, [identifier], checked)),
    toggleSeller: (sellerId: string, checked: boolean) => update((ls) => setChecked(ls, idsOf((l) => l.seller.id === sellerId), checked)),
    toggleAll: (checked: boolean) => update((ls) => setChecked(ls, idsOf(() => true), checked)),
    remove: (identifier: string) => update((ls) => removeLines(ls, [identifier])),
    /** Saves the checked lines as the checkout selection; false (nothing saved) when checkout is refused. */
    checkout: (): boolean => {
      if (!canCheckout(lines)) return false;
      saveCheckoutSelection(lines.filter((l) => l.checked).map((l) => l.identifier));
      return true;
    },
  };
}

export type Cart = ReturnType<typeof useCart>;
