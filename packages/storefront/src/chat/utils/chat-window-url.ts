import type { ChatTarget } from './chat-target';

export interface ChatWindowParams {
  token: string;
  target: ChatTarget;
  /** The buyer's name and avatar, shown by the window. */
  name: string;
  avatar: string;
  lang: string;
}

/**
 * A chat link for a new window: `token`, `partnerId` (a store; none = support), `name`, `lang`,
 * `avatar`, `productId` (and `orderNo`) in the query.
 */
export function chatWindowUrl(path: string, p: ChatWindowParams): string {
  const q = new URLSearchParams();
  if (p.token) q.set('token', p.token);
  if (p.target.sellerId) q.set('partnerId', p.target.sellerId);
  if (p.name) q.set('name', p.name);
  q.set('lang', p.lang);
  if (p.avatar) q.set('avatar', p.avatar);
  if (p.target.productId) q.set('productId', p.target.productId);
  if (p.target.orderNo) q.set('orderNo', p.target.orderNo);
  return `${path}?${q}`;
}
