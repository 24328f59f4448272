// `pnpm bench`: measures sellerGoods!list, sellerGoods!search and sellerGoods!info at SEED_PRODUCTS
// (default 50,000) against a bare Fastify hello-world started in the same run on the same machine,
// on PGlite and, when DATABASE_URL is set, on PostgreSQL. Requests vary the page, keyword and
// product so that the read cache does not answer everything.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

const here = dirname(fileURLToPath(import.meta.url));
const dist = existsSync(join(here, 'server.js')) ? here : join(here, '..', 'dist');
const PRODUCTS = Number(process.env.SEED_PRODUCTS ?? 50_000);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const KEYWORDS = ['teapot', 'lamp', 'leather', 'classic', 'bamboo', 'jacket', 'mug', 'wireless', 'steel', 'vintage', '茶壶', 'กาน้ำชา', 'smart', 'kettle', 'rug'];

const rnd = (n: number) => 1 + Math.floor(Math.random() * n);

async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 240; i++) {
    try { if ((await fetch(url)).ok) return; } catch { /* not yet */ }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer`);
}

function run(cmd: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((ok, fail) => {
    const p = spawn(cmd, args, { env, stdio: ['ignore', 'inherit', 'inherit'] });
    p.on('exit', (code) => (code === 0 ? ok() : fail(new Error(`${args.join(' ')} exited ${code}`))));
  });
}

async function measure(name: string, port: number, path: () => string) {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`, connections: CONNECTIONS, duration: DURATION, method: 'POST',
    requests: [{ method: 'POST', setupRequest: (req: any) => ({ ...req, path: path() }) }],
  });
  return { name, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

async function benchTarget(label: string, env: NodeJS.ProcessEnv, port: number, hello: number) {
  process.stdout.write(`\n== ${label}: seeding ${PRODUCTS} products if the database is empty ==\n`);
  await run(process.execPath, [join(dist, 'seed.js'), '--if-empty'], { ...env, SEED_PRODUCTS: String(PRODUCTS) });
  if (env.DATABASE_URL) {
    // A running shop's tables have been vacuumed; without this, autovacuum of the fresh seed
    // competes for the same two cores during the first runs.
    const c = new pg.Client({ connectionString: env.DATABASE_URL });
    await c.connect();
    await c.query('VACUUM ANALYZE');
    await c.end();
  }
  const server = spawn(process.execPath, [join(dist, 'server.js')], { env: { ...env, PORT: String(port), WS_PORT: String(port + 1), LOG_LEVEL: 'warn', HOST: '127.0.0.1' }, stdio: ['ignore', 'inherit', 'inherit'] });
  try {
    await waitFor(`http://127.0.0.1:${port}/healthz`);
    // Warm up the connection pool and the caches a little, as a running shop would be.
    await measure('warm-up', port, () => `/api/sellerGoods!list?pageNum=${rnd(50)}`).catch(() => undefined);
    const rows = [
      await measure('sellerGoods!list', port, () => `/api/sellerGoods!list?pageNum=${rnd(200)}&pageSize=20`),
      await measure('sellerGoods!search', port, () => `/api/sellerGoods!search?keyword=${encodeURIComponent(KEYWORDS[rnd(KEYWORDS.length) - 1])}&pageNum=${rnd(5)}`),
      await measure('sellerGoods!info', port, () => `/api/sellerGoods!info?sellerGoodsId=${rnd(PRODUCTS)}`),
    ];
    process.stdout.write(`\n${label} (${PRODUCTS} products, ${CONNECTIONS} connections, ${DURATION} s each)\n`);
    process.stdout.write(`${'endpoint'.padEnd(22)}${'req/s'.padStart(10)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'vs hello'.padStart(10)}${'errors'.padStart(8)}\n`);
    for (const r of rows) {
      process.stdout.write(`${r.name.padEnd(22)}${r.rps.toFixed(0).padStart(10)}${String(r.p50).padStart(9)}${String(r.p99).padStart(9)}${`${((r.rps / hello) * 100).toFixed(1)}%`.padStart(10)}${String(r.errors).padStart(8)}\n`);
    }
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.on('exit', r));
  }
}

async function main(): Promise<void> {
  const helloPort = 18_700;
  const hello: ChildProcess = spawn(process.execPath, ['-e', `
    const app = require('fastify')();
    app.all('/*', async () => ({ hello: 'world' }));
    app.listen({ port: ${helloPort}, host: '127.0.0.1' });
  `], { cwd: join(dist, '..'), stdio: 'inherit' });
  try {
    await waitFor(`http://127.0.0.1:${helloPort}/`);
    const h = await measure('hello-world', helloPort, () => '/');
    process.stdout.write(`hello-world: ${h.rps.toFixed(0)} req/s, p50 ${h.p50} ms, p99 ${h.p99} ms\n`);
    const dataDir = process.env.BENCH_DATA_DIR ?? join(tmpdir(), `mall-bench-${PRODUCTS}`);
    mkdirSync(dataDir, { recursive: true });
    const base = { ...process.env, SLIDER_CHECK: 'off', ADMIN_EMAIL: 'bench@mall.test', ADMIN_PASSWORD: 'benchpass1' };
    const pgliteEnv: NodeJS.ProcessEnv = { ...base, DATA_DIR: dataDir };
    delete pgliteEnv.DATABASE_URL;
    await benchTarget('PGlite', pgliteEnv, 18_710, h.rps);
    if (process.env.DATABASE_URL) {
      const url = new URL(process.env.DATABASE_URL);
      const name = `mall_bench_${PRODUCTS}`;
      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (!exists.rowCount) await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      url.pathname = `/${name}`;
      await benchTarget('PostgreSQL', { ...base, DATA_DIR: join(dataDir, 'pg'), DATABASE_URL: url.toString() }, 18_720, h.rps);
    }
  } finally {
    hello.kill('SIGTERM');
  }
}

main().catch((e) => { process.stderr.write(`bench: ${e instanceof Error ? e.message : String(e)}\n`); process.exit(1); });
