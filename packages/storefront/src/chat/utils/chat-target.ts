/** Which conversation to show: a store's (by the store, a product of it or an order from it), or support when empty. */
export interface ChatTarget {
  sellerId?: string;
  productId?: string;
  orderNo?: string;
}

/** True when the target names a store's conversation rather than support. */
export function isStoreTarget(t: ChatTarget | null | undefined): t is ChatTarget {
  return Boolean(t && (t.sellerId || t.productId || t.orderNo));
}

/**
 * The target of a chat link's query: `partnerId` (a store; none = support), `productId` (the thread
 * about that product) and `orderNo`.
 */
export function targetFromQuery(params: URLSearchParams): ChatTarget {
  const pick = (k: string) => params.get(k)?.trim() || undefined;
  return { sellerId: pick('partnerId'), productId: pick('productId'), orderNo: pick('orderNo') };
}

/** The query of a chat link to a target (`partnerId`, `productId`, `orderNo`), "" for support. */
export function targetQuery(t: ChatTarget = {}): string {
  const q = new URLSearchParams();
  if (t.sellerId) q.set('partnerId', t.sellerId);
  if (t.productId) q.set('productId', t.productId);
  if (t.orderNo) q.set('orderNo', t.orderNo);
  const s = q.toString();
  return s ? `?${s}` : '';
}
