// `pnpm bench`: the buyer catalogue's queries as a shop meets them, at SEED_PRODUCTS (default 50,000),
// on PGlite and (with DATABASE_URL) on PostgreSQL, each beside a bare Fastify hello-world measured in
// the same run on the same machine, just before and just after that engine's rows. Filters, pages,
// words and ids vary with a seeded generator, so a cache answers only what a real shop's cache would. Also: orders paid per second on PostgreSQL
// beside pgbench's TPC-B on the same server, and each web app's first-load JavaScript (gzip).
// Prints a table per engine and writes everything to BENCH_OUT (default bench-results.json).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import pg from 'pg';

const here = dirname(fileURLToPath(import.meta.url));
const dist = existsSync(join(here, 'server.js')) ? here : join(here, '..', 'dist');
const repoRoot = resolve(dist, '..', '..', '..');
const PRODUCTS = Number(process.env.SEED_PRODUCTS ?? 50_000);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const OUT = process.env.BENCH_OUT ?? 'bench-results.json';
/** Only these rows (comma-separated names), for a quick look at one query. */
const ONLY = process.env.BENCH_ONLY?.split(',').filter(Boolean);

/** A small seeded generator (mulberry32): the same run asks the same mix. */
function generator(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)), pick: <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)] };
}

async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 2400; i++) {
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

interface Row { name: string; rps: number; p50: number; p99: number; errors: number; timeouts: number; ofHello: number; note?: string }
type Measured = Omit<Row, 'name' | 'ofHello'>;

async function measure(port: number, method: 'GET' | 'POST', path: () => string): Promise<Measured> {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`, connections: CONNECTIONS, duration: DURATION, method, timeout: 10,
    requests: [{ method, setupRequest: (req: Record<string, unknown>) => ({ ...req, path: path() }) }],
  });
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx, timeouts: result.timeouts };
}

async function api<T>(port: number, path: string): Promise<T> {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, { method: 'POST' });
  const body = (await res.json()) as { code: string; msg: string; data: T };
  if (body.code !== '0') throw new Error(`${path} answered ${body.code}: ${body.msg}`);
  return body.data;
}

/** What the mix draws from, read through the API like a client: categories, stores, and words of product names. */
async function catalogueSample(port: number) {
  const g = generator(7);
  const categories = (await api<{ pageList: { categoryId: string }[] }>(port, '/api/category!list')).pageList.map((c) => c.categoryId);
  const stores: string[] = [];
  for (let p = 1; p <= 5; p++) stores.push(...(await api<{ pageList: { id: string }[] }>(port, `/api/seller!list?pageNum=${p}&pageSize=50`)).pageList.map((s) => s.id));
  const words = new Set<string>();
  for (const lang of ['en', 'cn', 'ja', 'th']) {
    for (let i = 0; i < 4; i++) {
      const page = g.int(1, Math.max(1, Math.floor(PRODUCTS / 50) - 1));
      const names = (await api<{ pageList: { name: string }[] }>(port, `/api/sellerGoods!list?pageNum=${page}&pageSize=50&lang=${lang}`)).pageList.map((c) => c.name);
      for (const name of names) {
        for (const w of name.split(/\s+/)) {
          if (!w || /^\d+$/.test(w)) continue;
          if (/^[\p{Script=Han}\p{Script=Katakana}\p{Script=Hiragana}]+$/u.test(w)) {
            // Chinese and Japanese names run together: search two or three characters from them.
            const at = g.int(0, Math.max(0, w.length - 2));
            words.add(w.slice(at, at + g.int(2, 3)));
          } else {
            words.add(w.toLowerCase());
            if (w.length > 4) words.add(w.toLowerCase().slice(0, g.int(3, w.length - 1))); // a partial word
          }
        }
      }
    }
  }
  return { categories, stores, words: [...words].slice(0, 400) };
}

function table(label: string, rows: Row[]): string {
  const head = `${'query'.padEnd(26)}${'req/s'.padStart(10)}${'p50 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'of hello'.padStart(10)}${'errors'.padStart(8)}${'timeouts'.padStart(10)}`;
  const lines = rows.map((r) => `${r.name.padEnd(26)}${r.rps.toFixed(0).padStart(10)}${String(r.p50).padStart(9)}${String(r.p99).padStart(9)}${`${(r.ofHello * 100).toFixed(1)}%`.padStart(10)}${String(r.errors).padStart(8)}${String(r.timeouts).padStart(10)}${r.note ? `  ${r.note}` : ''}`);
  return `\n${label} (${PRODUCTS} products, ${CONNECTIONS} connections, ${DURATION} s each)\n${head}\n${lines.join('\n')}\n`;
}

/** Buyers with money, a transaction password and an address, made through the API, for the pay row. */
async function payingBuyers(port: number, n: number): Promise<{ token: string; addressId: string }[]> {
  const admin = await api<{ token: string }>(port, `/api/admin/auth!login?email=bench%40mall.test&password=benchpass1`);
  const out: { token: string; addressId: string }[] = [];
  const stamp = Date.now().toString(36);
  for (let i = 0; i < n; i++) {
    const email = `bench-${stamp}-${i}@mall.test`;
    const { token } = await api<{ token: string }>(port, `/api/localuser!registerNoVerifcode?username=${encodeURIComponent(email)}&password=abc12345&re_password=abc12345&type=2`);
    await api(port, `/api/user!setSafewordReg?safeword=135790&re_safeword=135790&token=${token}`);
    await api(port, `/api/address!add?contacts=Bench&phone=15112345678&areaCode=49&email=${encodeURIComponent(email)}&postcode=10115&address=Street%201&use=1&country=Germany&countryId=DE&province=Berlin&provinceId=DE-BE&city=Berlin&cityId=DE-BE%3ABerlin&token=${token}`);
    await api(port, `/api/admin/wallet!adjust?owner=user&ownerId=${encodeURIComponent(email)}&amount=1000000&reason=bench&token=${admin.token}`);
    const addressId = (await api<{ pageList: { id: string }[] }>(port, `/api/address!list?token=${token}`)).pageList[0].id;
    out.push({ token, addressId });
  }
  return out;
}

/** Orders submitted and paid per second: every connection submits an order of one random product and pays it, over and over. */
async function payRow(port: number): Promise<Omit<Row, 'name' | 'ofHello'> & { refused?: string }> {
  const buyers = await payingBuyers(port, CONNECTIONS);
  const g = generator(11);
  const lat: number[] = [];
  const refused = new Map<string, number>();
  const until = Date.now() + DURATION * 1000;
  // Products without variants (every tenth has colours) bought at their minimum quantity, as a buyer would.
  const product = () => { let id = g.int(1, PRODUCTS); if (id % 10 === 0) id -= 1; return id; };
  await Promise.all(buyers.map(async (b) => {
    while (Date.now() < until) {
      const t0 = performance.now();
      try {
        const id = product();
        const detail = await api<{ buyMin?: number }>(port, `/api/sellerGoods!info?sellerGoodsId=${id}`);
        const sub = await api<{ orderList: { orderId: string }[] }>(port, `/api/order!submit?orderInfo=${id},-1,${Math.max(1, Number(detail.buyMin ?? 1))}&addressId=${b.addressId}&token=${b.token}`);
        await api(port, `/api/order!pay?orderId=${sub.orderList[0].orderId}&safeword=135790&token=${b.token}`);
        lat.push(performance.now() - t0);
      } catch (e) {
        const why = e instanceof Error ? e.message.replace(/^.*answered /, '').split(':')[0] : 'error';
        refused.set(why, (refused.get(why) ?? 0) + 1);
      }
    }
  }));
  lat.sort((a, b) => a - b);
  const at = (q: number) => Math.round(lat[Math.min(lat.length - 1, Math.floor(q * lat.length))] ?? 0);
  const errors = [...refused.values()].reduce((a, b) => a + b, 0);
  const why = [...refused].sort((a, b) => b[1] - a[1]).slice(0, 3).map(([k, n]) => `${k} ${n}`).join(', ');
  return { rps: lat.length / DURATION, p50: at(0.5), p99: at(0.99), errors, timeouts: 0, ...(why ? { refused: why } : {}) };
}

/** pgbench's TPC-B on a scratch database of the same server: what this machine's PostgreSQL commits a second. */
function pgbenchTps(url: URL): number | null {
  if (spawnSync('pgbench', ['--version']).status !== 0) return null;
  const env = { ...process.env, PGPASSWORD: decodeURIComponent(url.password) };
  const conn = ['-h', url.hostname, '-p', url.port || '5432', '-U', decodeURIComponent(url.username) || 'postgres'];
  const db = 'mall_bench_pgbench';
  spawnSync('psql', [...conn, '-d', 'postgres', '-qc', `DROP DATABASE IF EXISTS ${db}`], { env });
  spawnSync('psql', [...conn, '-d', 'postgres', '-qc', `CREATE DATABASE ${db}`], { env });
  if (spawnSync('pgbench', [...conn, '-i', '-q', '-s', '10', db], { env }).status !== 0) return null;
  const r = spawnSync('pgbench', [...conn, '-c', String(CONNECTIONS), '-j', '2', '-T', String(DURATION), db], { env, encoding: 'utf8' });
  spawnSync('psql', [...conn, '-d', 'postgres', '-qc', `DROP DATABASE IF EXISTS ${db}`], { env });
  const m = /tps = ([\d.]+)/.exec(r.stdout ?? '');
  return m ? Number(m[1]) : null;
}

/**
 * An engine's rows beside the hello-world measured just before and just after them: a shared machine's
 * speed drifts over the minutes a run takes, so each row is compared with the hello-world of its own
 * minutes (the mean of the two).
 */
async function benchTarget(label: string, env: NodeJS.ProcessEnv, port: number, measureHello: () => Promise<Measured>): Promise<{ hello: { before: Measured; after: Measured }; rows: Row[] }> {
  process.stdout.write(`\n== ${label}: seeding ${PRODUCTS} products if the database is empty ==\n`);
  await run(process.execPath, [join(dist, 'seed.js'), '--if-empty'], { ...env, SEED_PRODUCTS: String(PRODUCTS) });
  if (env.DATABASE_URL) {
    // A running shop's tables have been vacuumed and its writes checkpointed; without this,
    // autovacuum of the fresh seed and the checkpoint writing it out (spread over minutes) compete
    // for the same two cores during the first runs.
    const c = new pg.Client({ connectionString: env.DATABASE_URL });
    await c.connect();
    await c.query('VACUUM ANALYZE');
    // (A role without the right to checkpoint measures without it.)
    await c.query('CHECKPOINT').catch(() => undefined);
    await c.end();
  }
  // Started as `pnpm serve` starts it (package.json): with a young generation of 64 MB a semi-space.
  const server = spawn(process.execPath, ['--max-semi-space-size=64', join(dist, 'server.js')], { env: { ...env, PORT: String(port), WS_PORT: String(port + 1), LOG_LEVEL: 'warn', HOST: '127.0.0.1' }, stdio: ['ignore', 'inherit', 'inherit'] });
  try {
    await waitFor(`http://127.0.0.1:${port}/healthz`);
    const sample = await catalogueSample(port);
    const g = generator(42);
    const flag = () => (g.next() < 0.25 ? '1' : '');
    const varied = () => {
      const q = new URLSearchParams({ pageNum: String(g.int(1, 50)), pageSize: '20' });
      const r = g.next();
      if (r < 0.35) q.set('categoryId', g.pick(sample.categories));
      else if (r < 0.6) q.set('sellerId', g.pick(sample.stores));
      if (flag()) q.set('discount', '1');
      if (flag()) q.set('isNew', '1');
      if (flag()) q.set('isHot', '1');
      const price = g.int(0, 2);
      if (price) q.set('isPrice', String(price));
      return `/api/sellerGoods!list?${q}`;
    };
    const word = () => encodeURIComponent(g.pick(sample.words));
    const plan: [string, 'GET' | 'POST', () => string][] = [
      ['healthz', 'GET', () => '/healthz'],
      ['list first page', 'POST', () => '/api/sellerGoods!list?pageNum=1&pageSize=20'],
      ['list varied', 'POST', varied],
      ['list by category', 'POST', () => `/api/sellerGoods!list?categoryId=${g.pick(sample.categories)}&pageNum=${g.int(1, 5)}&pageSize=20`],
      ['list by seller', 'POST', () => `/api/sellerGoods!list?sellerId=${g.pick(sample.stores)}&pageNum=${g.int(1, 5)}&pageSize=20`],
      ['list deep page', 'POST', () => `/api/sellerGoods!list?pageNum=${Math.floor(PRODUCTS / 25) + g.int(-20, 20)}&pageSize=20&isPrice=${g.int(0, 2)}`],
      ['list past the end', 'POST', () => `/api/sellerGoods!list?pageNum=${PRODUCTS + g.int(1, 1000)}&pageSize=20`],
      ['search', 'POST', () => `/api/sellerGoods!search?keyword=${word()}&pageNum=${g.int(1, 3)}&pageSize=20`],
      ['search-keyword', 'POST', () => `/api/sellerGoods!search-keyword?keyword=${word()}`],
      ['product detail', 'POST', () => `/api/sellerGoods!info?sellerGoodsId=${g.int(1, PRODUCTS)}`],
      ['store page', 'POST', () => `/api/seller!info?sellerId=${g.pick(sample.stores)}`],
    ];
    process.stdout.write(`${sample.categories.length} categories, ${sample.stores.length} stores and ${sample.words.length} words drawn from the catalogue\n`);
    // Warm up the connection pool, as a running shop would be.
    await measure(port, 'POST', varied).catch(() => undefined);
    const before = await measureHello();
    process.stdout.write(`  hello-world before: ${before.rps.toFixed(0)} req/s\n`);
    const rows: Row[] = [];
    for (const [name, method, path] of plan) {
      if (ONLY && !ONLY.includes(name)) continue;
      const r = await measure(port, method, path);
      rows.push({ name, ...r, ofHello: 0 });
      process.stdout.write(`  ${name}: ${r.rps.toFixed(0)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms\n`);
    }
    if (env.DATABASE_URL && (!ONLY || ONLY.includes('order and pay'))) {
      const r = await payRow(port);
      const tps = pgbenchTps(new URL(env.DATABASE_URL));
      const { refused, ...measured } = r;
      const note = `orders paid/s; ${tps === null ? 'pgbench not installed' : `pgbench TPC-B here: ${tps.toFixed(0)} tps`}${refused ? `; refused: ${refused}` : ''}`;
      rows.push({ name: 'order and pay', ...measured, ofHello: 0, note });
    }
    const after = await measureHello();
    const hello = (before.rps + after.rps) / 2;
    for (const row of rows) row.ofHello = row.rps / hello;
    process.stdout.write(`  hello-world after: ${after.rps.toFixed(0)} req/s\n`);
    process.stdout.write(table(`${label}, beside a hello-world of ${hello.toFixed(0)} req/s`, rows));
    return { hello: { before, after }, rows };
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.on('exit', r));
  }
}

/** Each app's first-load JavaScript: the entry script, what index.html preloads, and every chunk they import statically, gzipped. */
function firstLoad(): { app: string; gzipKb: number; goalKb: number }[] {
  const goals: Record<string, number> = { 'buyer-web': 170, wap: 170, 'seller-web': 250, 'admin-web': 300 };
  return Object.entries(goals).map(([app, goalKb]) => {
    const assets = join(repoRoot, 'apps', app, 'dist', 'assets');
    const indexFile = join(repoRoot, 'apps', app, 'dist', 'index.html');
    if (!existsSync(indexFile)) return { app, gzipKb: Number.NaN, goalKb };
    const html = readFileSync(indexFile, 'utf8');
    const queue = [...html.matchAll(/<script[^>]+type="module"[^>]+src="([^"]+)"/g), ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map((m) => m[1].split('/').pop() ?? '');
    const seen = new Set<string>();
    let bytes = 0;
    while (queue.length) {
      const name = queue.pop()!;
      if (seen.has(name) || !existsSync(join(assets, name))) continue;
      seen.add(name);
      const code = readFileSync(join(assets, name));
      bytes += gzipSync(code).length;
      // Static imports only (`import … from "./x.js"`, `import "./x.js"`); `import("./x.js")` loads later.
      for (const m of code.toString('utf8').matchAll(/(?:from|import)\s*["']\.\/([^"']+\.js)["']/g)) queue.push(m[1]);
    }
    return { app, gzipKb: Math.round(bytes / 102.4) / 10, goalKb };
  });
}

async function main(): Promise<void> {
  const helloPort = 18_700;
  const hello: ChildProcess = spawn(process.execPath, ['-e', `
    const app = require('fastify')();
    app.all('/*', async () => ({ hello: 'world' }));
    app.listen({ port: ${helloPort}, host: '127.0.0.1' });
  `], { cwd: join(dist, '..'), stdio: 'inherit' });
  const results: Record<string, unknown> = { products: PRODUCTS, connections: CONNECTIONS, seconds: DURATION, at: new Date().toISOString(), cpus: (await import('node:os')).cpus().length };
  try {
    await waitFor(`http://127.0.0.1:${helloPort}/`);
    const helloNow = () => measure(helloPort, 'GET', () => '/');
    const h = await helloNow();
    results.hello = h;
    process.stdout.write(`hello-world: ${h.rps.toFixed(0)} req/s, p50 ${h.p50} ms, p99 ${h.p99} ms\n`);
    const dataDir = process.env.BENCH_DATA_DIR ?? join(tmpdir(), `mall-bench-${PRODUCTS}`);
    mkdirSync(dataDir, { recursive: true });
    // The paying buyers all sign up from this one address: the per-address sign-up limit would refuse them.
    const base = { ...process.env, SLIDER_CHECK: 'off', ADMIN_EMAIL: 'bench@mall.test', ADMIN_PASSWORD: 'benchpass1', RATE_LIMIT_AUTH_PER_MIN: '1000000' };
    if (process.env.BENCH_ENGINES !== 'postgres') {
      const pgliteEnv: NodeJS.ProcessEnv = { ...base, DATA_DIR: dataDir };
      delete pgliteEnv.DATABASE_URL;
      results.pglite = await benchTarget('PGlite', pgliteEnv, 18_710, helloNow);
    }
    if (process.env.DATABASE_URL && process.env.BENCH_ENGINES !== 'pglite') {
      const url = new URL(process.env.DATABASE_URL);
      const name = `mall_bench_${PRODUCTS}`;
      const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
      if (!exists.rowCount) await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      url.pathname = `/${name}`;
      results.postgres = await benchTarget('PostgreSQL', { ...base, DATA_DIR: join(dataDir, 'pg'), DATABASE_URL: url.toString() }, 18_720, helloNow);
    }
    const fe = firstLoad();
    results.firstLoadJs = fe;
    process.stdout.write('\nfirst-load JavaScript (gzip)\n');
    for (const f of fe) process.stdout.write(`  ${f.app.padEnd(12)}${Number.isNaN(f.gzipKb) ? 'not built' : `${f.gzipKb} kB`.padStart(10)}   goal ≤ ${f.goalKb} kB${f.gzipKb > f.goalKb ? '  OVER' : ''}\n`);
    writeFileSync(OUT, `${JSON.stringify(results, null, 2)}\n`);
    process.stdout.write(`\nresults written to ${resolve(OUT)}\n`);
  } finally {
    hello.kill('SIGTERM');
  }
}

main().catch((e) => { process.stderr.write(`bench: ${e instanceof Error ? e.stack ?? e.message : String(e)}\n`); process.exit(1); });
