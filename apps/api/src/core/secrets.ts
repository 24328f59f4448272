import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { appSecrets } from '../db/schema';

/**
 * A server secret by name: made at random the first time and kept in the database, so every server
 * process on the same database uses the same one.
 */
export async function serverSecret(db: Db, name: string): Promise<string> {
  await db.insert(appSecrets).values({ name, value: randomBytes(32).toString('hex') }).onConflictDoNothing();
  const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, name));
  return row.value;
}
