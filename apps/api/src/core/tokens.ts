import { createHash, createHmac, randomBytes, randomInt } from 'node:crypto';
import { shanghaiDay } from '@mall/domain/time';
import type { Executor } from '../db/rows';
import { nextBusinessSeq } from './repo';

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

/** Keyed hash (HMAC-SHA256) of a secret value such as a verification code. */
export function hmac(key: string, v: string): string {
  return createHmac('sha256', key).update(v).digest('hex');
}

/**
 * A business number (O… orders, R… recharges, P… provider payments, W… withdrawals, A… adjustments):
 * the letter, the Shanghai date and a number from one database sequence, so it is unique by
 * construction, across requests in the same second and across server processes.
 */
export async function nextBusinessNo(db: Executor, prefix: string, now = new Date()): Promise<string> {
  const n = await nextBusinessSeq(db);
  return `${prefix}${shanghaiDay(now).replace(/\D/g, '')}${n.padStart(8, '0')}`;
}
