import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { DataDirLockedError, lockDataDir, processStart } from './lock';

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

  it('takes over the lock of a server killed with SIGKILL', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mall-lock-'));
    const lockModule = join(__dirname, 'lock.ts');
    const child = spawn(process.execPath, ['--import', 'tsx', '-e',
      `import(${JSON.stringify(lockModule)}).then((m) => { m.lockDataDir(${JSON.stringify(dir)}); console.log('locked'); setInterval(() => {}, 1000); })`],
    { stdio: ['ignore', 'pipe', 'inherit'] });
    await new Promise<void>((ok) => child.stdout!.on('data', (c) => { if (String(c).includes('locked')) ok(); }));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    child.kill('SIGKILL');
    await new Promise((ok) => child.on('exit', ok));
    expect(existsSync(join(dir, 'mall.lock'))).toBe(true);
    const release = lockDataDir(dir);
    release();
  }, 30_000);

  it('treats a lock naming this pid with another start time as stale (a recycled pid, e.g. pid 1 in a container)', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mall-lock-'));
    writeFileSync(join(dir, 'mall.lock'), `${process.pid}:1`);
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, 'mall.lock'), 'utf8')).toBe(`${process.pid}:${processStart(process.pid)}`);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    release();
  });
});
