import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client';
import { secretOrInsert } from './repo';

/**
 * A server secret by name: made at random the first time and kept in the database, so every server
 * process on the same database uses the same one.
 */
export function serverSecret(db: Db, name: string): Promise<string> {
  return secretOrInsert(db, name, randomBytes(32).toString('hex'));
}
