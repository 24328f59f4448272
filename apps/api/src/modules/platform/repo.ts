import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rows, type Conn, type Executor } from '../../db/rows';
import { activities, subscriptions, sysparas, uploads } from '../../db/schema';

// The only file of the platform module that speaks SQL: parameters, the pop-up activity, newsletter
// sign-ups and the record of uploads.

export type ActivityRow = typeof activities.$inferSelect;
export type ActivityValues = Omit<typeof activities.$inferInsert, 'id'>;
export type SysparaRow = typeof sysparas.$inferSelect;
export type NewSyspara = Pick<typeof sysparas.$inferInsert, 'code' | 'value' | 'description' | 'isPublic'>;

// ---- parameters ----

/** Inserts the parameters that are missing; existing values are kept. */
export async function insertMissingSysparas(db: Db, list: NewSyspara[]): Promise<void> {
  await db.insert(sysparas).values(list).onConflictDoNothing();
}

export async function sysparaValue(db: Db, code: string): Promise<string | undefined> {
  const [row] = await db.select({ value: sysparas.value }).from(sysparas).where(eq(sysparas.code, code));
  return row?.value;
}

export async function sysparasByCode(db: Db, codes: string[]): Promise<SysparaRow[]> {
  return db.select().from(sysparas).where(inArray(sysparas.code, codes));
}

export async function allSysparas(db: Db): Promise<SysparaRow[]> {
  return db.select().from(sysparas).orderBy(sysparas.code);
}

export async function setSysparaValue(db: Db, code: string, value: string): Promise<void> {
  await db.update(sysparas).set({ value, updatedAt: new Date() }).where(eq(sysparas.code, code));
}

// ---- pop-up activity and newsletter ----

/** The most recently saved pop-up (only among the enabled ones with `onlyEnabled`). */
export async function latestActivity(db: Db, onlyEnabled: boolean): Promise<ActivityRow | undefined> {
  const [a] = await db.select().from(activities).where(onlyEnabled ? eq(activities.enabled, true) : undefined).orderBy(desc(activities.updatedAt)).limit(1);
  return a;
}

/** Replaces the pop-up of `id`, or adds the first one (`id` null). */
export async function saveActivity(db: Db, id: number | null, values: ActivityValues): Promise<void> {
  if (id !== null) await db.update(activities).set(values).where(eq(activities.id, id));
  else await db.insert(activities).values(values);
}

/** Adds a newsletter address; false when it is signed up already. */
export async function insertSubscription(db: Db, email: string, lang: string): Promise<boolean> {
  const added = await db.insert(subscriptions).values({ email, lang }).onConflictDoNothing().returning({ email: subscriptions.email });
  return added.length > 0;
}

// ---- uploads ----

/** Whether the file was uploaded by this account (of one upload module, when given). */
export async function uploadedBy(db: Executor & Pick<Db, 'select'>, fileName: string, actor: string, actorId: number, module?: string): Promise<boolean> {
  const [row] = await db.select({ id: uploads.id }).from(uploads).where(and(
    eq(uploads.fileName, fileName), eq(uploads.actor, actor), eq(uploads.actorId, actorId), module ? eq(uploads.module, module) : undefined,
  ));
  return Boolean(row);
}

/**
 * Holds the account's upload lock until the transaction ends and answers its uploads of the last
 * minute and the bytes of the last day.
 */
export async function lockUploadUsage(tx: Conn, actor: string, actorId: number): Promise<{ recent: number; todayBytes: number }> {
  await rows(tx, sql`SELECT pg_advisory_xact_lock(hashtext(${`upload:${actor}:${actorId}`}))`);
  const [used] = await rows<{ recent: number; today: string }>(tx, sql`
    SELECT COUNT(*) FILTER (WHERE created_at > now() - interval '1 minute')::int AS recent,
      COALESCE(SUM(size) FILTER (WHERE created_at > now() - interval '1 day'), 0)::text AS today
    FROM uploads WHERE actor = ${actor} AND actor_id = ${actorId} AND created_at > now() - interval '1 day'`);
  return { recent: Number(used.recent), todayBytes: Number(used.today) };
}

export async function insertUpload(tx: Conn, u: { actor: string; actorId: number; module: string; fileName: string; mime: string; size: number }): Promise<void> {
  await tx.insert(uploads).values(u);
}
