import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { admins, sellers, users } from '../db/schema';
import { AppError } from './app-error';
import { randomBytes } from 'node:crypto';
import { checkPassword, hashPassword } from './passwords';

export const LOGIN_MAX_FAILS = 3;
export const LOGIN_LOCK_MS = 3 * 60_000;

type AccountTable = typeof users | typeof sellers | typeof admins;

/** An argon2id hash of a random password (made once): unknown accounts are checked against it. */
let dummyHash: Promise<string> | null = null;

/** Spends the time of a password check when there is no account, so timing does not reveal which accounts exist. */
export async function checkNobodysPassword(password: string): Promise<void> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await checkPassword(await dummyHash, password);
}

/**
 * Three wrong passwords in a row lock the account for three minutes; while locked even the right
 * password is refused. The attempt is counted before the password is compared, by one conditional
 * UPDATE: parallel attempts each take a slot, and once the slots are taken (or the account is
 * locked) an attempt is refused without its password ever being compared.
 */
export async function guardedPasswordCheck(db: Db, table: AccountTable, id: number, passwordHash: string, password: string): Promise<void> {
  const t = table;
  const reserved = await db.update(t).set({
    // An expired lock starts a new count.
    loginFailCount: sql`CASE WHEN ${t.loginLockedUntil} IS NOT NULL THEN 1 ELSE ${t.loginFailCount} + 1 END`,
    loginLockedUntil: null,
  }).where(sql`${t.id} = ${id} AND (${t.loginLockedUntil} IS NULL OR ${t.loginLockedUntil} <= now())
    AND (${t.loginFailCount} < ${LOGIN_MAX_FAILS} OR ${t.loginLockedUntil} IS NOT NULL)`).returning({ n: t.loginFailCount });
  if (!reserved.length) throw new AppError('LOGIN_LOCKED');
  if (await checkPassword(passwordHash, password)) {
    await db.update(t).set({ loginFailCount: 0, loginLockedUntil: null }).where(eq(t.id, id));
    return;
  }
  if (reserved[0].n >= LOGIN_MAX_FAILS) {
    await db.update(t).set({ loginLockedUntil: sql`now() + ${`${LOGIN_LOCK_MS} milliseconds`}::interval` }).where(eq(t.id, id));
    throw new AppError('LOGIN_LOCKED');
  }
  throw new AppError('LOGIN_FAILED');
}
