import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rows, type Conn } from '../../db/rows';
import { outbox, verifyCodes } from '../../db/schema';

// The only file of the notify module that speaks SQL: verification codes and the outbox.

export type OutboxRow = typeof outbox.$inferSelect;
export type NewMessage = Pick<typeof outbox.$inferInsert, 'channel' | 'recipient' | 'subject' | 'body'>;

/** When codes were sent to the target since `since`, newest first. */
export async function codeTimesSince(db: Db, target: string, since: Date): Promise<Date[]> {
  const list = await db.select({ createdAt: verifyCodes.createdAt }).from(verifyCodes)
    .where(and(eq(verifyCodes.target, target), gt(verifyCodes.createdAt, since))).orderBy(desc(verifyCodes.createdAt));
  return list.map((r) => r.createdAt);
}

export async function insertCode(db: Conn, c: { target: string; purpose: string; codeHash: string; expiresAt: Date }): Promise<void> {
  await db.insert(verifyCodes).values(c);
}

/**
 * Takes a try of the newest live code of the target and purpose, by one conditional UPDATE: answers
 * it, or undefined when there is none or its tries are used up.
 */
export async function takeCodeTry(db: Db, target: string, purpose: string, maxAttempts: number): Promise<{ id: number; codeHash: string } | undefined> {
  const [row] = await db.update(verifyCodes).set({ attempts: sql`${verifyCodes.attempts} + 1` })
    .where(sql`${verifyCodes.id} = (SELECT id FROM verify_codes WHERE target = ${target} AND purpose = ${purpose}
        AND consumed_at IS NULL AND expires_at > now() ORDER BY created_at DESC, id DESC LIMIT 1)
      AND ${verifyCodes.attempts} < ${maxAttempts}`)
    .returning({ id: verifyCodes.id, codeHash: verifyCodes.codeHash });
  return row;
}

/** Marks a code consumed; false when it was consumed already. */
export async function consumeCode(db: Db, id: number): Promise<boolean> {
  const done = await db.update(verifyCodes).set({ consumedAt: new Date() }).where(and(eq(verifyCodes.id, id), isNull(verifyCodes.consumedAt))).returning({ id: verifyCodes.id });
  return done.length === 1;
}

/** Queues a message in `db` (the database or the caller's transaction). */
export async function queueMessage(db: Conn, m: NewMessage): Promise<void> {
  await db.insert(outbox).values(m);
}

/** Claims up to 20 pending messages (rows another process holds are passed over) and answers them. */
export async function claimPending(db: Db): Promise<OutboxRow[]> {
  const claimed = await rows<{ id: number }>(db, sql`
    UPDATE outbox SET status = 'sending', attempts = attempts + 1
    WHERE id IN (SELECT id FROM outbox WHERE status = 'pending' AND attempts < 5 ORDER BY id LIMIT 20 FOR UPDATE SKIP LOCKED)
    RETURNING id`);
  if (!claimed.length) return [];
  return db.select().from(outbox).where(inArray(outbox.id, claimed.map((r) => r.id)));
}

export async function updateMessage(db: Db, id: number, values: Partial<Pick<OutboxRow, 'status' | 'body' | 'sentAt' | 'lastError'>>): Promise<void> {
  await db.update(outbox).set(values).where(eq(outbox.id, id));
}
