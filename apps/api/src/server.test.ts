import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';

// Real processes: what an operator sees when starting a second server on the same DATA_DIR.
const dataDir = mkdtempSync(join(tmpdir(), 'mall-proc-'));
const env = (port: number) => ({
  ...process.env, DATA_DIR: dataDir, PORT: String(port), WS_PORT: String(port + 1), HOST: '127.0.0.1',
  SLIDER_CHECK: 'off', LOG_LEVEL: 'warn', ADMIN_EMAIL: 'a@mall.test', ADMIN_PASSWORD: 'adminpass1', DATABASE_URL: '',
});
const start = (port: number): ChildProcess => spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], { env: env(port), stdio: ['ignore', 'pipe', 'pipe'] });
const procs: ChildProcess[] = [];
afterAll(() => { for (const p of procs) p.kill('SIGTERM'); });

async function waitHealthy(port: number): Promise<void> {
  for (let i = 0; i < 120; i++) {
    try { if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return; } catch { /* not yet */ }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not start');
}

describe('the server process', () => {
  it('refuses a second server on the same DATA_DIR while the first keeps serving', async () => {
    const first = start(18931);
    procs.push(first);
    await waitHealthy(18931);
    const reg = await fetch('http://127.0.0.1:18931/api/localuser!registerNoVerifcode?username=p@mall.test&password=abc123&re_password=abc123&type=2');
    const token = ((await reg.json()) as { data: { token: string } }).data.token;

    const second = start(18941);
    procs.push(second);
    let stderr = '';
    second.stderr!.on('data', (c) => { stderr += String(c); });
    const code = await new Promise<number | null>((ok) => second.on('exit', ok));
    expect(code).toBe(2);
    expect(stderr).toContain('is in use by another mall server');

    const me = await (await fetch(`http://127.0.0.1:18931/api/localuser!get?token=${token}`)).json();
    expect(me).toMatchObject({ code: '0', data: { username: 'p@mall.test' } });

    // The websocket port answers too, and knows the signed-in user.
    const hello = await new Promise<any>((ok, fail) => {
      const ws = new WebSocket(`ws://127.0.0.1:18932/?token=${token}`);
      ws.on('message', (m) => { ok(JSON.parse(String(m))); ws.close(); });
      ws.on('error', fail);
    });
    expect(hello).toEqual({ type: 'hello', authenticated: true });
  }, 90_000);

  // In a container the server is pid 1; after kill -9 the restarted server is pid 1 again and finds
  // "its own" pid in the lock file. It must recognise the lock as stale and start.
  const canUnshare = process.platform === 'linux' && spawnSync('unshare', ['-fp', '--mount-proc', 'true']).status === 0;
  it.skipIf(!canUnshare)('restarts as pid 1 after being killed with SIGKILL', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mall-pid1-'));
    const asPid1 = (port: number) => spawn('unshare', ['-fp', '--kill-child', '--mount-proc', process.execPath, '--import', 'tsx', 'src/server.ts'],
      { env: { ...env(port), DATA_DIR: dir }, stdio: ['ignore', 'pipe', 'pipe'] });
    const first = asPid1(18951);
    procs.push(first);
    await waitHealthy(18951);
    // SIGKILL the namespace's init (the server): unshare's child, whose host pid we find from its parent.
    const child = Number(spawnSync('pgrep', ['-P', String(first.pid)]).stdout.toString().trim().split('\n')[0]);
    expect(child).toBeGreaterThan(0);
    process.kill(child, 'SIGKILL');
    await new Promise((ok) => first.on('exit', ok));
    const again = asPid1(18961);
    procs.push(again);
    let stderr = '';
    again.stderr!.on('data', (c) => { stderr += String(c); });
    await waitHealthy(18961);
    expect(stderr).not.toContain('in use by another mall server');
  }, 120_000);
});
