import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { testDatabase } from '../../test/harness';
import type { Database } from '../../db/client';

// Two server processes on one PostgreSQL: a message sent through one reaches a websocket held by the
// other, through LISTEN/NOTIFY. PGlite is one process by design, so this runs on PostgreSQL only.
const onPostgres = Boolean(process.env.DATABASE_URL);
const here = dirname(fileURLToPath(import.meta.url));
const apiRoot = join(here, '../../..');

interface Proc { child: ChildProcess; base: string; wsBase: string }

async function serve(url: string, dataDir: string): Promise<Proc> {
  const child = spawn(join(apiRoot, 'node_modules/.bin/tsx'), [join(apiRoot, 'src/test/serve-process.ts')], {
    cwd: apiRoot,
    env: { ...process.env, DATABASE_URL: url, DATA_DIR: dataDir, ADMIN_EMAIL: 'root@mall.test', ADMIN_PASSWORD: 'rootpass123' },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((ok, fail) => {
    let out = '';
    const timer = setTimeout(() => fail(new Error(`server did not start: ${out}`)), 60_000);
    child.stdout!.on('data', (d) => {
      out += String(d);
      const m = /port=(\d+)/.exec(out);
      if (m) { clearTimeout(timer); ok(Number(m[1])); }
    });
    child.once('exit', (code) => fail(new Error(`server exited ${code}: ${out}`)));
  });
  return { child, base: `http://127.0.0.1:${port}`, wsBase: `ws://127.0.0.1:${port}` };
}

async function post(p: Proc, path: string, params: Record<string, string>): Promise<{ code: string; data: any; key?: string }> {
  const res = await fetch(`${p.base}${path}?${new URLSearchParams(params)}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '' });
  return res.json() as Promise<{ code: string; data: any; key?: string }>;
}

/** Opens a socket and collects its events. */
async function socket(p: Proc, token: string, surface: string) {
  const events: any[] = [];
  const ws = new WebSocket(`${p.wsBase}/ws?token=${token}&surface=${surface}`);
  ws.on('message', (d) => events.push(JSON.parse(String(d))));
  await new Promise<void>((ok) => ws.once('open', () => ok()));
  await waitFor(() => events.some((e) => e.type === 'hello'), 5000);
  const next = (pred: (e: any) => boolean, ms: number) => waitFor(() => events.find(pred), ms);
  return { ws, events, next };
}

async function waitFor<T>(f: () => T | undefined | false, ms: number): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const v = f();
    if (v) return v;
    if (Date.now() > until) throw new Error(`not within ${ms} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

describe.runIf(onPostgres)('chat across two server processes on one PostgreSQL', () => {
  let database: Database & { url?: string };
  let a: Proc;
  let b: Proc;

  beforeAll(async () => {
    database = await testDatabase();
    const dir = `/tmp/mall-proc-${randomBytes(4).toString('hex')}`;
    a = await serve(database.url!, `${dir}-a`);
    b = await serve(database.url!, `${dir}-b`);
  }, 120_000);

  afterAll(async () => {
    for (const p of [a, b]) if (p) { p.child.stdin!.end(); await new Promise((r) => p.child.once('exit', r)); }
    await database?.close();
  }, 60_000);

  it('a message sent through A arrives on a websocket held on B within one second, and back', async () => {
    const reg = await fetch(`${a.base}/api/localuser!registerNoVerifcode?${new URLSearchParams({ username: `p${Date.now()}@mall.test`, password: 'abc123', re_password: 'abc123', type: '2' })}`);
    const buyer = ((await reg.json()) as { data: { token: string } }).data.token;
    const admin = (await post(b, '/api/admin/auth!login', { email: 'root@mall.test', password: 'rootpass123' })).data.token as string;
    const agentOnB = await socket(b, admin, 'admin');
    const buyerOnB = await socket(b, buyer, 'user');

    const t0 = Date.now();
    const sent = await post(a, '/api/newOnlinechat!send', { token: buyer, type: 'text', content: encodeURIComponent('hello\nworld') });
    expect(sent.code).toBe('0');
    const got = await agentOnB.next((e) => e.type === 'chat.message' && e.message.id === sent.data.id, 1000);
    expect(Date.now() - t0).toBeLessThan(1000);
    expect(got.message).toMatchObject({ content: 'hello\nworld', send_receive: 'receive', sender: 'buyer' });
    // The buyer's own socket on B hears its message too (another tab).
    await buyerOnB.next((e) => e.type === 'chat.message' && e.message.id === sent.data.id, 1000);

    // B's poll answers are not stale: the agent replies through B, the buyer polls A.
    const reply = await post(b, '/api/admin/supportChat!send', { token: admin, conversationId: got.conversationId, type: 'text', content: 'hi there' });
    expect(reply.code).toBe('0');
    const unread = await buyerOnB.next((e) => e.type === 'chat.unread' && e.counts.support === 1, 1000);
    expect(unread.counts).toEqual({ support: 1, stores: 0 });
    const polled = await fetch(`${a.base}/api/newOnlinechat!unread?token=${buyer}`).then((r) => r.json() as Promise<{ data: number }>);
    expect(polled.data).toBe(1);

    agentOnB.ws.close();
    buyerOnB.ws.close();
  }, 60_000);

  it('answers pings on either process', async () => {
    const { ws, next } = await socket(a, '', 'user');
    ws.send(JSON.stringify({ type: 'ping' }));
    await next((e) => e.type === 'pong', 1000);
    ws.close();
  });
});
