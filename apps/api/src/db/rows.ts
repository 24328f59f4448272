import { SQL, sql, StringChunk } from 'drizzle-orm';
import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { PGlite, types } from '@electric-sql/pglite';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
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

const dialect = new PgDialect();
const preparedText = new Map<string, string>();
/** The statements each embedded database has prepared (its one session keeps them). */
const preparedOn = new WeakMap<PGlite, Map<string, Promise<unknown>>>();
/**
 * The text and values of a statement made only of text, nested statements and plain values (what the
 * repositories' hand-written reads are), as Drizzle's dialect would give them, in one walk; anything
 * else (columns, tables, encoded values, inlined statements) is Drizzle's to write: null. Drizzle's
 * general walk was a tenth of the API's time on a list page.
 */
export function plainQuery(query: SQL): { sql: string; params: unknown[] } | null {
  const params: unknown[] = [];
  let text = '';
  const walk = (chunks: unknown[]): boolean => {
    for (const c of chunks) {
      if (c instanceof StringChunk) text += c.value.join('');
      else if (c instanceof SQL) {
        if ((c as unknown as { shouldInlineParams: boolean }).shouldInlineParams || !walk(c.queryChunks)) return false;
      } else if (typeof c === 'string' || typeof c === 'number' || typeof c === 'boolean' || c === null) {
        params.push(c);
        text += `$${params.length}`;
      } else if (c !== undefined) return false;
    }
    return true;
  };
  return walk(query.queryChunks) ? { sql: text, params } : null;
}

/** The names made from statements' texts (a few hundred shapes; a lookup costs less than hashing the text again). */
const namesByText = new Map<string, string>();
function nameOf(text: string): string {
  let name = namesByText.get(text);
  if (name === undefined) {
    name = `mall_q_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    if (namesByText.size >= 20_000) namesByText.clear();
    namesByText.set(text, name);
  }
  return name;
}
/** Times, dates and numeric arrays stay text, as Drizzle's drivers read them in `execute`. */
const AS_TEXT = new Set<number>([types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182]);
const keepAsText = (v: string) => v;
const EMBEDDED_PARSERS = Object.fromEntries([...AS_TEXT].map((t) => [t, keepAsText]));
const SERVER_TYPES = {
  getTypeParser: ((id: number, format?: 'text' | 'binary') => (AS_TEXT.has(id) ? keepAsText : pg.types.getTypeParser(id, format))) as typeof pg.types.getTypeParser,
};

/** A value written into an `EXECUTE` as a literal: only numbers and strings, which is all a prepared read takes. */
function literal(v: unknown): string {
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  if (typeof v === 'string') return `'${v.replace(/'/g, "''")}'`;
  throw new Error(`a prepared statement takes numbers and strings, not ${typeof v}`);
}

/**
 * How many pipelined connections a server opens for its prepared reads: one per core, at least two
 * so that one slow statement does not hold up every read, at most eight so that several servers stay
 * well inside PostgreSQL's default of 100 connections.
 */
export const READ_CONNECTIONS = Math.min(8, Math.max(2, availableParallelism()));

/**
 * Connections in the protocol's pipeline mode, for the prepared reads: a statement is written as soon
 * as it is asked, behind those still running, each with its own Sync (one that fails, fails alone). A
 * busy backend reads the next statement from its buffer instead of sleeping until the API has read
 * the last answer and sent another, and the API writes without waiting for a free connection; on a
 * machine of few cores those wake-ups were most of what a short read cost. A statement goes to the
 * connection with the fewest in flight, so one held up by a slow statement takes no more until it
 * catches up. A lost connection fails what it had in flight, as a pool's would, and is opened again
 * for the next statement. Each connection plans a statement once, for any values.
 */
export class ReadPipeline {
  private readonly conns: { client: pg.Client; ready: Promise<void>; inflight: number; lost: boolean }[] = [];
  private closed = false;

  constructor(private readonly config: pg.ClientConfig, private readonly size = READ_CONNECTIONS) {}

  private open(i: number) {
    const client = new pg.Client({ ...this.config, pipeline: true });
    const c = { client, ready: client.connect().then(() => undefined), inflight: 0, lost: false };
    const lose = (err?: Error) => {
      if (c.lost) return;
      c.lost = true;
      if (err) process.stderr.write(`mall: database connection lost: ${err.message}\n`);
      client.end().catch(() => undefined);
    };
    client.on('error', lose);
    client.on('end', () => lose());
    c.ready.catch(lose);
    this.conns[i] = c;
    return c;
  }

  async query<T extends pg.QueryResultRow>(config: pg.QueryConfig): Promise<pg.QueryResult<T>> {
    if (this.closed) throw new Error('the database is closed');
    let c = this.conns[0];
    for (let i = 0; i < this.size; i++) {
      const k = this.conns[i];
      if (!k || k.lost) { c = this.open(i); break; }
      if (k.inflight < c.inflight) c = k;
    }
    c.inflight++;
    try {
      await c.ready;
      return await c.client.query<T>(config);
    } finally {
      c.inflight--;
    }
  }

  async end(): Promise<void> {
    this.closed = true;
    await Promise.all(this.conns.map((c) => c.client.end().catch(() => undefined)));
  }
}

/** Where each PostgreSQL database's prepared reads run. */
const pipelines = new WeakMap<pg.Pool, ReadPipeline>();

/** Sends the prepared reads of `pool` to `reads`. */
export function usePipeline(pool: pg.Pool, reads: ReadPipeline): void {
  pipelines.set(pool, reads);
}

/**
 * Rows of a hot read by keys, as a prepared statement: it is planned once per connection and then
 * runs a generic plan, where planning would cost several times the lookup itself. Only for queries
 * whose best plan does not depend on the values (ids, a language) and whose text is the same on
 * every call: `name`, or with null a name made from the text. PostgreSQL names it on each pooled
 * connection. The embedded engine, whose protocol takes no named statements, gets `PREPARE` once and
 * then `EXECUTE` with the values as literals. Inside a transaction it is an ordinary query.
 */
export async function preparedRows<T>(db: Executor, givenName: string | null, query: SQL): Promise<T[]> {
  return prepared<T>(db, givenName, query, true);
}

/** A prepared statement; `generic`: one plan for any values (otherwise planned for them while that looks cheaper). */
async function prepared<T>(db: Executor, givenName: string | null, query: SQL, generic: boolean): Promise<T[]> {
  const client = (db as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool) && !(client instanceof PGlite)) return rows<T>(db, query);
  const { sql: text, params } = plainQuery(query) ?? dialect.sqlToQuery(query);
  const name = givenName ?? nameOf(text);
  const known = preparedText.get(name);
  if (known === undefined) preparedText.set(name, text);
  else if (known !== text) throw new Error(`prepared statement ${name} was given another text`);
  if (client instanceof pg.Pool) {
    const config: pg.QueryConfig = { name, text, values: params, types: SERVER_TYPES };
    const reads = pipelines.get(client);
    return (await (reads ? reads.query<T & pg.QueryResultRow>(config) : client.query<T & pg.QueryResultRow>(config))).rows;
  }
  let done = preparedOn.get(client);
  if (!done) preparedOn.set(client, (done = new Map()));
  let ready = done.get(name);
  if (!ready) {
    const preparing = client.exec(`PREPARE ${name} AS ${text}`);
    done.set(name, (ready = preparing));
    preparing.catch(() => done.delete(name));
  }
  await ready;
  // The simple protocol: one message, where a parameterised query would parse, describe and bind an EXECUTE.
  const args = params.length ? `(${params.map(literal).join(', ')})` : '';
  // One message either way: the setting lasts for this statement only (and rolls back with it).
  const results = await client.exec(generic ? `SET plan_cache_mode = force_generic_plan; EXECUTE ${name}${args}; RESET plan_cache_mode` : `EXECUTE ${name}${args}`, { parsers: EMBEDDED_PARSERS });
  return results[generic ? 1 : 0].rows as T[];
}

/**
 * Rows of a page of a list, prepared. PostgreSQL plans it once per connection for any values, as the
 * prepared reads: its indexes give each shape of list (filters, order) one best plan, and planning it
 * again on every call cost more than reading the page. The embedded engine plans it for the values
 * while that looks cheaper (its one backend holds every plan it keeps).
 */
export async function pageRows<T>(db: Executor, query: SQL): Promise<T[]> {
  return prepared<T>(db, null, query, !((db as { $client?: unknown }).$client instanceof PGlite));
}

/** Rows of a query written out as text: for tests and scripts that inspect the database, never for a request's input. */
export function rawRows<T>(db: Executor, text: string): Promise<T[]> {
  return rows<T>(db, sql.raw(text));
}

/** A LIKE/ILIKE pattern that finds `text` anywhere, its own %, _ and \ taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
