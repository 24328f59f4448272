import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client';
import { AppError } from './app-error';
import { checkPassword, hashPassword } from './passwords';
import * as repo from './repo';

export const LOGIN_MAX_FAILS = 3;
export const LOGIN_LOCK_MS = 3 * 60_000;

/** An argon2id hash of a random password (made once): unknown accounts are checked against it. */
let dummyHash: Promise<string> | null = null;

/** Spends the time of a password check when there is no account, so timing does not reveal which accounts exist. */
export async function checkNobodysPassword(password: string): Promise<void> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await checkPassword(await dummyHash, password);
}

/**
 * Three wrong passwords in a row lock the account for three minutes; while locked even the right
 * password is refused. Each attempt holds the account's row lock while it reads the count, compares
 * and records the outcome, so parallel attempts are checked one after another: after the third
 * failure the rest are refused without their password being compared.
 */
export async function guardedPasswordCheck(db: Db, actor: repo.Actor, id: number, password: string): Promise<void> {
  const outcome = await db.transaction(async (tx) => {
    const r = await repo.lockedLoginState(tx, actor, id);
    if (!r) return 'LOGIN_FAILED' as const;
    const now = new Date(r.now);
    if (r.lockedUntil && new Date(r.lockedUntil) > now) return 'LOGIN_LOCKED' as const;
    // An expired lock starts a new count.
    const fails = r.lockedUntil ? 0 : r.fails;
    if (await checkPassword(r.hash, password)) {
      if (r.fails !== 0 || r.lockedUntil) await repo.setLoginFailures(tx, actor, id, 0, null);
      return null;
    }
    if (fails + 1 >= LOGIN_MAX_FAILS) {
      await repo.setLoginFailures(tx, actor, id, fails + 1, new Date(now.getTime() + LOGIN_LOCK_MS));
      return 'LOGIN_LOCKED' as const;
    }
    await repo.setLoginFailures(tx, actor, id, fails + 1, null);
    return 'LOGIN_FAILED' as const;
  });
  // Thrown after the transaction, so the recorded failure is kept.
  if (outcome) throw new AppError(outcome);
}
