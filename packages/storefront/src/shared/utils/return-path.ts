/** The query parameter that carries where a page returns to when its task is done (e.g. a recharge). */
export const RETURN_PARAM = 'return';

/** `href` with a return path: the page opened there comes back to `returnTo` afterwards. */
export function withReturn(href: string, returnTo: string): string {
  const sep = href.includes('?') ? '&' : '?';
  return `${href}${sep}${RETURN_PARAM}=${encodeURIComponent(returnTo)}`;
}

/**
 * A return path read from the address, if it is one of this app's own paths (`/…`, not `//host` or
 * `/\host`): a link cannot send the buyer to another site after a recharge.
 */
export function safeReturnPath(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value;
}
