import { maskPhone } from './validation';

/**
 * An invited account's name as its referrer may see it: the first two letters of an email's name
 * and its domain, or a phone number with its middle digits hidden. Nothing else of the account is shown.
 */
export function maskAccountName(username: string): string {
  const s = username.trim();
  const at = s.lastIndexOf('@');
  if (at > 0) {
    const name = s.slice(0, at);
    return `${name.slice(0, Math.min(2, name.length - 1) || 1)}***${s.slice(at)}`;
  }
  const [cc, ...rest] = s.split(' ');
  if (rest.length > 0) return `${cc} ${maskPhone(rest.join(''))}`;
  return s.length <= 4 ? '***' : maskPhone(s);
}

const INVITE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A random invitation code of `length` characters without look-alikes (0/O, 1/I); `random(n)` answers 0..n-1. */
export function drawInviteCode(length: number, random: (n: number) => number): string {
  let s = '';
  for (let i = 0; i < length; i++) s += INVITE_ALPHABET[random(INVITE_ALPHABET.length)];
  return s;
}

/** Buyer codes have 6 characters, seller codes 8, so the two never collide. */
export const SELLER_CODE_LENGTH = 8;

/** Normalises a typed or linked invitation code (codes are upper case; spaces around are dropped). */
export function normalizeInviteCode(code: string): string {
  return code.trim().toUpperCase();
}
