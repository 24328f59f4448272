import { createHash, randomBytes, randomInt } from 'node:crypto';
import { formatWireTime } from '@mall/domain/time';

/** A random session token of 256 bits, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens and codes are stored only as their SHA-256. */
export function sha256(v: string): string {
  return createHash('sha256').update(v).digest('hex');
}

/** A numeric code of the given length, uniformly random. */
export function numericCode(length = 6): string {
  let s = '';
  for (let i = 0; i < length; i++) s += String(randomInt(10));
  return s;
}

/** A business number: a letter, the Shanghai date-time and 6 random digits (R…, W…, O…). */
export function businessNo(prefix: string, now = new Date()): string {
  return `${prefix}${formatWireTime(now).replace(/\D/g, '')}${String(randomInt(1_000_000)).padStart(6, '0')}`;
}
