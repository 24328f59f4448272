import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onPostgres, testDatabase } from '../test/harness';
import { rowArrayTypes, type Database } from './client';
import { PgDialect } from 'drizzle-orm/pg-core';
import { pageRows, plainQuery, preparedRows, READ_CONNECTIONS, rows } from './rows';
import { sellerGoods } from './schema';

describe('prepared reads', () => {
  let database: Database;
  beforeAll(async () => {
    database = await testDatabase();
    await database.db.execute(sql`CREATE TABLE prep_probe (id int PRIMARY KEY, name text NOT NULL, price numeric(12, 2) NOT NULL, at timestamptz NOT NULL)`);
    await database.db.execute(sql`INSERT INTO prep_probe SELECT g, 'name ' || g, g * 1.10, '2026-01-02T03:04:05Z' FROM generate_series(1, 50) g`);
    await database.db.execute(sql`INSERT INTO prep_probe VALUES (51, 'it''s a \\ quote', 0.10, '2026-01-02T03:04:05Z')`);
  }, 60_000);
  afterAll(() => database.close());

  const byId = (id: number, name: string) => sql`SELECT id, name, price, at FROM prep_probe WHERE id = ${id} OR name = ${name} ORDER BY id`;

  it('answers what the same query answers unprepared, call after call, with the same value types', async () => {
    for (const id of [1, 7, 50, 7, 99, 3, 3, 3, 3, 3, 3, 3, 3]) {
      expect(await preparedRows(database.db, 'prep_probe_by_id', byId(id, ''))).toEqual(await rows(database.db, byId(id, '')));
    }
    const [r] = await preparedRows<{ id: number; price: string; at: string }>(database.db, 'prep_probe_by_id', byId(2, ''));
    expect(r.price).toBe('2.20');
    expect(typeof r.at).toBe('string');
  });

  it('takes a text value as a value, quotes and backslashes included', async () => {
    const found = await preparedRows<{ id: number }>(database.db, 'prep_probe_by_id', byId(0, "it's a \\ quote"));
    expect(found.map((r) => Number(r.id))).toEqual([51]);
    const none = await preparedRows(database.db, 'prep_probe_by_id', byId(0, "x'); DROP TABLE prep_probe; --"));
    expect(none).toEqual([]);
    expect(await rows(database.db, sql`SELECT count(*)::int AS n FROM prep_probe`)).toEqual([{ n: 51 }]);
  });

  it('prepares once when many first calls arrive together', async () => {
    const q = (id: number) => sql`SELECT name FROM prep_probe WHERE id = ${id}`;
    const all = await Promise.all(Array.from({ length: 30 }, (_, i) => preparedRows<{ name: string }>(database.db, 'prep_probe_name', q(i + 1))));
    expect(all.map(([r]) => r.name)).toEqual(Array.from({ length: 30 }, (_, i) => `name ${i + 1}`));
  });

  it('refuses a second text under a name already used', async () => {
    await preparedRows(database.db, 'prep_probe_once', sql`SELECT 1 AS one`);
    await expect(preparedRows(database.db, 'prep_probe_once', sql`SELECT 2 AS two`)).rejects.toThrow(/another text/);
  });

  it('plans a prepared read once for any values, and leaves every other statement planned for its own', async () => {
    const mode = sql`SELECT current_setting('plan_cache_mode') AS m`;
    expect(await preparedRows(database.db, 'prep_probe_mode', mode)).toEqual([{ m: 'force_generic_plan' }]);
    expect(await rows(database.db, mode)).toEqual([{ m: 'auto' }]);
    // A page of a list is planned once on PostgreSQL; the embedded engine plans it for its values.
    expect(await pageRows(database.db, mode)).toEqual([{ m: onPostgres ? 'force_generic_plan' : 'auto' }]);
    expect(await preparedRows(database.db, 'prep_probe_mode', mode)).toEqual([{ m: 'force_generic_plan' }]);
    expect(await rows(database.db, mode)).toEqual([{ m: 'auto' }]);
    // A prepared read that fails leaves the setting as it was for what follows.
    await expect(preparedRows(database.db, 'prep_probe_fails', sql`SELECT 1 / ${0}::int AS x`)).rejects.toThrow(/division by zero/);
    expect(await rows(database.db, mode)).toEqual([{ m: 'auto' }]);
  });

  it('refuses values it cannot write as literals', async () => {
    await expect(preparedRows(database.db, 'prep_probe_by_id', byId(Number.NaN, ''))).rejects.toThrow();
  });

  // On PostgreSQL the prepared reads share a few pipelined connections (one per core, two to eight).
  const backend = (k: number) => sql`SELECT pg_backend_pid() AS pid, ${k}::int AS k`;
  const read = (k: number) => preparedRows<{ pid: number; k: number }>(database.db, 'prep_probe_backend', backend(k)).then(([r]) => r);

  it.runIf(onPostgres)('answers each of many reads in flight together with its own rows, on a few connections', async () => {
    const all = await Promise.all(Array.from({ length: 300 }, (_, i) => read(i)));
    expect(all.map((r) => r.k)).toEqual(Array.from({ length: 300 }, (_, i) => i));
    const pids = new Set(all.map((r) => r.pid));
    expect(pids.size).toBeGreaterThanOrEqual(2);
    expect(pids.size).toBeLessThanOrEqual(READ_CONNECTIONS);
  });

  it.runIf(onPostgres)('fails only the statement that fails, while those written behind it on the same connection answer', async () => {
    const div = (d: number) => sql`SELECT 10 / ${d}::int AS q`;
    const settled = await Promise.allSettled(Array.from({ length: 40 }, (_, i) => preparedRows<{ q: number }>(database.db, 'prep_probe_div', div(i % 5))));
    settled.forEach((s, i) => {
      if (i % 5 === 0) expect(s.status === 'rejected' && String(s.reason)).toMatch(/division by zero/);
      else expect(s.status === 'fulfilled' && s.value[0].q).toBe(Math.trunc(10 / (i % 5)));
    });
  });

  it.runIf(onPostgres)('opens a lost connection again for the reads after it', async () => {
    const before = new Set((await Promise.all(Array.from({ length: 20 }, (_, i) => read(i)))).map((r) => r.pid));
    await rows(database.db, sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE pid = ANY(${`{${[...before].join(',')}}`}::int[])`);
    // What was in flight on a lost connection fails (as on a pool); the connection is noticed lost and replaced.
    await new Promise((r) => setTimeout(r, 300));
    const after = await Promise.all(Array.from({ length: 20 }, (_, i) => read(i)));
    expect(after.map((r) => r.k)).toEqual(Array.from({ length: 20 }, (_, i) => i));
    for (const r of after) expect(before.has(r.pid)).toBe(false);
  });
});

describe('plainQuery', () => {
  const dialect = new PgDialect();
  const shapes = [
    sql`SELECT 1`,
    sql`SELECT ${1}, ${"a'b"}, ${true}, ${null}, ${2.5}`,
    sql`SELECT x FROM t WHERE ${sql.join([sql`a = ${1}`, sql`b = ${'x'}`, sql.raw('c IS NULL')], sql` AND `)} ORDER BY ${sql.raw('x DESC')} LIMIT ${20}`,
    sql`WITH q AS (${sql`SELECT ${'{1,2}'}::int[] AS ids`}) SELECT ${sql`(${sql`${3} + ${4}`})`} FROM q WHERE ${undefined}true`,
  ];

  it('writes the text and values Drizzle writes for statements of text, nested statements and plain values', () => {
    for (const q of shapes) {
      const { sql: text, params } = dialect.sqlToQuery(q);
      expect(plainQuery(q)).toEqual({ sql: text, params });
    }
  });

  it('leaves columns, inlined statements and encoded values to Drizzle', () => {
    expect(plainQuery(sql`SELECT ${sellerGoods.id} FROM ${sellerGoods}`)).toBeNull();
    expect(plainQuery(sql`SELECT ${sql`${1}`.inlineParams()}`)).toBeNull();
    expect(plainQuery(sql`SELECT ${[1, 2]}`)).toBeNull();
    expect(plainQuery(sql`SELECT ${new Date(0)}`)).toBeNull();
  });
});

describe.skipIf(onPostgres)('the embedded engine’s value parsers', () => {
  let database: Database;
  let bare: PGlite;
  beforeAll(async () => {
    database = await testDatabase();
    bare = new PGlite();
    await bare.waitReady;
  }, 60_000);
  afterAll(async () => { await database.close(); await bare.close(); });

  const embedded = () => (database.db as unknown as { $client: PGlite }).$client;

  it('keeps no parser for arrays of rows, which every statement’s results would copy', async () => {
    const rowArrays = await rowArrayTypes(embedded());
    expect(rowArrays.size).toBeGreaterThan(200);
    const kept = Object.keys(embedded().parsers);
    expect(kept.filter((k) => rowArrays.has(k))).toEqual([]);
    expect(kept.length).toBeLessThan(Object.keys(bare.parsers).length / 2);
  });

  it('reads every scalar and array value as an engine with all its parsers does', async () => {
    const q = `SELECT 1::int2 AS a, 2::int4 AS b, 3::int8 AS c, 1.5::float8 AS d, 2.25::numeric AS e, true AS f, 'x'::text AS g, 'y'::varchar AS h,
      '{"k":[1,2]}'::json AS i, '{"k":1}'::jsonb AS j, '2026-01-02T03:04:05Z'::timestamptz AS k, '2026-01-02'::date AS l, '\\x0102'::bytea AS m,
      ARRAY[1, 2]::int4[] AS n, ARRAY['a', 'b,c']::text[] AS o, ARRAY[true, false] AS p, ARRAY[1.50, 2]::numeric[] AS q, ARRAY[5]::int8[] AS r,
      ARRAY['{"k":1}'::json] AS s, ARRAY[int4range(1, 3)] AS t, ARRAY['2026-01-02'::date] AS u, '{{1,2},{3,4}}'::int[] AS v`;
    const mine = (await embedded().query(q)).rows;
    expect(mine).toEqual((await bare.query(q)).rows);
    expect(mine[0]).toMatchObject({ b: 2, n: [1, 2], o: ['a', 'b,c'], q: ['1.50', '2'], v: [[1, 2], [3, 4]] });
  });
});
