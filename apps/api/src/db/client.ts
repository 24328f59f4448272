import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema';
import { lockDataDir } from './lock';
import { ReadPipeline, usePipeline } from './rows';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/** Finds the committed migrations from the source tree or from the bundle in dist/. */
function migrationsFolder(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    if (existsSync(join(dir, 'drizzle', 'meta', '_journal.json'))) return join(dir, 'drizzle');
    dir = dirname(dir);
  }
  throw new Error('drizzle/ migrations folder not found');
}

export interface OpenOptions {
  /** postgres:// URL; absent selects PGlite. */
  url?: string;
  /** PGlite directory (under DATA_DIR); absent with no url means in memory (tests). */
  dataDir?: string;
}

/** Opens the database, applies the committed migrations, and (for PGlite on disk) holds the directory lock. */
export async function openDatabase(opts: OpenOptions): Promise<Database> {
  if (opts.url) {
    // No JIT compilation: the shop's statements read a few rows by index, and a generic plan's cost
    // estimate (which assumes values it cannot see) passed the JIT threshold, compiling for 0.6 s a
    // search that runs in 20 ms.
    const pool = new pg.Pool({ connectionString: opts.url, max: 10, options: '-c jit=off' });
    // Prepared reads (preparedRows, pageRows) are planned once for any values on their connections,
    // where PostgreSQL would plan a big one again on every call while a plan for its values looks
    // cheaper. They share a few pipelined connections (ReadPipeline, READ_CONNECTIONS).
    const reads = new ReadPipeline({ connectionString: opts.url, options: '-c plan_cache_mode=force_generic_plan -c jit=off' });
    usePipeline(pool, reads);
    // An idle connection dropped by the server (restart, failover) must not crash the process;
    // the pool replaces it on the next query.
    pool.on('error', (err) => { process.stderr.write(`mall: idle database connection lost: ${err.message}\n`); });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    // Several servers may start at once: one migrates, the others wait on the advisory lock.
    const client = await pool.connect();
    try {
      await client.query('SELECT pg_advisory_lock(72007001)');
      await client.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
      await migratePg(drizzlePg(client), { migrationsFolder: migrationsFolder() });
    } finally {
      await client.query('SELECT pg_advisory_unlock(72007001)').catch(() => undefined);
      client.release();
    }
    return { db, kind: 'postgres', close: async () => { await Promise.all([pool.end(), reads.end()]); } };
  }
  const release = opts.dataDir ? lockDataDir(opts.dataDir) : () => undefined;
  try {
    const client = new PGlite({ dataDir: opts.dataDir ? join(opts.dataDir, 'pglite') : undefined, extensions: { pg_trgm } });
    await client.waitReady;
    await client.exec('CREATE EXTENSION IF NOT EXISTS pg_trgm');
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    await migratePglite(drizzlePglite(client), { migrationsFolder: migrationsFolder() });
    await dropRowArrayParsers(client);
    return {
      db,
      kind: 'pglite',
      close: async () => { await client.close(); release(); },
    };
  } catch (e) {
    release();
    throw e;
  }
}

/**
 * The embedded engine copies its table of value parsers into a new object for every statement it
 * answers. The table holds a parser for the array type of every table's rows (the system catalogue's
 * and ours, about 270 of its 380 entries): without them the simplest statement takes 0.12 ms instead
 * of 0.20. Nothing here reads an array of rows, so those parsers go; every scalar type and every
 * other array keeps its parser.
 */
async function dropRowArrayParsers(client: PGlite): Promise<void> {
  const rowArrays = await rowArrayTypes(client);
  client.parsers = Object.fromEntries(Object.entries(client.parsers).filter(([type]) => !rowArrays.has(type)));
}

/** The array types whose elements are rows (of a table or other composite type), as parser keys. */
export async function rowArrayTypes(client: PGlite): Promise<Set<string>> {
  const { rows } = await client.query<{ oid: number }>(`SELECT a.oid::int AS oid FROM pg_type a JOIN pg_type e ON e.oid = a.typelem
    WHERE a.typcategory = 'A' AND e.typtype = 'c'`);
  return new Set(rows.map((r) => String(r.oid)));
}
