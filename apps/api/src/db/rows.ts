import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './client';

/** A database or an open transaction (anything that runs a raw query). */
export type Executor = Pick<Db, 'execute'>;

/** A database or an open transaction, with the query builder. */
export type Conn = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

/** Rows of a raw query on either driver (node-postgres answers `{ rows }`, PGlite the same shape via Drizzle). */
export async function rows<T>(db: Executor, query: SQL): Promise<T[]> {
  const r = await db.execute(query);
  return ((r as unknown as { rows?: T[] }).rows ?? (r as unknown as T[]));
}

/** Rows of a query written out as text: for tests and scripts that inspect the database, never for a request's input. */
export function rawRows<T>(db: Executor, text: string): Promise<T[]> {
  return rows<T>(db, sql.raw(text));
}

/** A LIKE/ILIKE pattern that finds `text` anywhere, its own %, _ and \ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
