import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';

// The only file of the audit module that speaks SQL.

export type AuditRow = typeof auditLog.$inferSelect;
export type NewAuditRow = Omit<typeof auditLog.$inferInsert, 'id' | 'createdAt'>;

export async function insert(db: Db, row: NewAuditRow): Promise<void> {
  await db.insert(auditLog).values(row);
}

/** A page of entries, newest first, of one action or of all. */
export async function page(db: Db, action: string, pageNum: number, pageSize: number): Promise<{ rows: AuditRow[]; total: number }> {
  const where = action ? eq(auditLog.action, action) : undefined;
  const [{ n }] = await db.select({ n: count() }).from(auditLog).where(and(where));
  const rows = await db.select().from(auditLog).where(and(where)).orderBy(desc(auditLog.id)).limit(pageSize).offset((pageNum - 1) * pageSize);
  return { rows, total: n };
}
