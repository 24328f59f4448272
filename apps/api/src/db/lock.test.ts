import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { DataDirLockedError, lockDataDir } from './lock';

describe('the PGlite data directory', () => {
  it('refuses a second open while the first keeps working, and opens again once released', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mall-lock-'));
    const first = await openDatabase({ dataDir: dir });
    await first.db.execute(sql`CREATE TABLE kept (v int)`);
    await first.db.execute(sql`INSERT INTO kept VALUES (42)`);
    await expect(openDatabase({ dataDir: dir })).rejects.toBeInstanceOf(DataDirLockedError);
    const rows = await first.db.execute(sql`SELECT v FROM kept`);
    expect((rows as any).rows[0].v).toBe(42);
    await first.close();
    const second = await openDatabase({ dataDir: dir });
    expect(((await second.db.execute(sql`SELECT v FROM kept`)) as any).rows[0].v).toBe(42);
    await second.close();
  }, 60_000);

  it('takes over a stale lock whose process is gone', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mall-lock-'));
    writeFileSync(join(dir, 'mall.lock'), '999999');
    const release = lockDataDir(dir);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    release();
  });

  it('names the directory and the running process in its message', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mall-lock-'));
    writeFileSync(join(dir, 'mall.lock'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(/in use by another mall server \(pid \d+\)/);
  });
});
