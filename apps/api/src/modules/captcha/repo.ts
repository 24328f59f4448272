import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { captchas } from '../../db/schema';

// The only file of the captcha module that speaks SQL: challenges with their answers and pass tokens.

export type CaptchaRow = typeof captchas.$inferSelect;

/** Stores a new challenge, dropping the expired ones. */
export async function insertChallenge(db: Db, id: string, answerX: number, expiresAt: Date): Promise<void> {
  await db.delete(captchas).where(lt(captchas.expiresAt, new Date()));
  await db.insert(captchas).values({ id, answerX, expiresAt });
}

/** An unexpired challenge not passed yet. */
export async function openChallenge(db: Db, id: string): Promise<CaptchaRow | undefined> {
  const [c] = await db.select().from(captchas).where(and(eq(captchas.id, id), gt(captchas.expiresAt, new Date()), isNull(captchas.passTokenHash)));
  return c;
}

/** Counts a miss; answers the misses so far (undefined when the challenge is gone). */
export async function countMiss(db: Db, id: string): Promise<number | undefined> {
  const [row] = await db.update(captchas).set({ attempts: sql`${captchas.attempts} + 1` }).where(eq(captchas.id, id)).returning({ attempts: captchas.attempts });
  return row?.attempts;
}

export async function deleteChallenge(db: Db, id: string): Promise<void> {
  await db.delete(captchas).where(eq(captchas.id, id));
}

/** Records the pass token's hash once; false when the challenge was passed already. */
export async function setPassToken(db: Db, id: string, passTokenHash: string): Promise<boolean> {
  const done = await db.update(captchas).set({ passTokenHash }).where(and(eq(captchas.id, id), isNull(captchas.passTokenHash))).returning({ id: captchas.id });
  return done.length === 1;
}

/** Uses up an unexpired, unused pass token; false when there is none such. */
export async function usePassToken(db: Db, passTokenHash: string): Promise<boolean> {
  const used = await db.update(captchas).set({ usedAt: new Date() })
    .where(and(eq(captchas.passTokenHash, passTokenHash), isNull(captchas.usedAt), gt(captchas.expiresAt, new Date())))
    .returning({ id: captchas.id });
  return used.length === 1;
}
