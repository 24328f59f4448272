import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { rows } from './rows';

describe('the embedded database', () => {
  it('plans with sequential scans allowed, as PostgreSQL does (PGlite starts with them off)', async () => {
    const database = await openDatabase({});
    try {
      expect(await rows(database.db, sql`SHOW enable_seqscan`)).toEqual([{ enable_seqscan: 'on' }]);
    } finally {
      await database.close();
    }
  }, 60_000);
});
