import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type App } from '../app';
import { loadConfig, type Config } from '../config';
import { openDatabase, type Database } from '../db/client';
import { rawRows } from '../db/rows';

/**
 * One database per test file: in-memory PGlite by default, or a fresh database on the PostgreSQL
 * server of DATABASE_URL (created here and dropped afterwards).
 */
export async function testDatabase(): Promise<Database & { url?: string }> {
  const base = process.env.DATABASE_URL;
  if (!base) return openDatabase({});
  const name = `mall_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  const db = await openDatabase({ url: url.toString() });
  return {
    ...db,
    url: url.toString(),
    async close() {
      await db.close();
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

export type Params = Record<string, string | number | undefined>;

/** A shipping address as the clients send it. */
export const TEST_ADDRESS = {
  contacts: 'Ann Example', phone: '15112345678', areaCode: '49', email: 'ann@mall.test', postcode: '10115',
  address: 'Unter den Linden 1', use: 1, country: 'Germany', countryId: 'DE', province: 'Berlin', provinceId: 'DE-BE', city: 'Berlin', cityId: 'DE-BE:Berlin',
};
export interface Answer<T = any> { code: string; msg: string | null; data: T; key?: string }

/** A test server on a shared database, with a log capture and request helpers. */
export class TestServer {
  private constructor(readonly built: App, readonly config: Config, private readonly sink: { logs: string }) {}

  /** Everything the server logged so far. */
  get logs(): string { return this.sink.logs; }

  static async start(database: Database, env: Record<string, string> = {}): Promise<TestServer> {
    const config = loadConfig({
      DATA_DIR: `/tmp/mall-test-${randomBytes(6).toString('hex')}`,
      SLIDER_CHECK: 'off', LOG_LEVEL: 'info', RATE_LIMIT_AUTH_PER_MIN: '10000',
      ADMIN_EMAIL: 'root@mall.test', ADMIN_PASSWORD: 'rootpass123',
      ...env,
    });
    const sink = { logs: '' };
    const stream = new Writable({ write(chunk, _enc, cb) { sink.logs += String(chunk); cb(); } });
    const built = await buildApp({ config, database, logStream: stream, print: () => undefined });
    return new TestServer(built, config, sink);
  }

  get app() { return this.built.app; }
  get db() { return this.built.deps.db; }

  /** POSTs with every parameter in the query string and an empty body, as the existing clients do. */
  async post<T = any>(path: string, params: Params = {}, headers: Record<string, string> = {}): Promise<Answer<T>> {
    const res = await this.app.inject({ method: 'POST', url: withQuery(path, params), headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, payload: '' });
    return res.json();
  }

  async get<T = any>(path: string, params: Params = {}, headers: Record<string, string> = {}): Promise<Answer<T>> {
    const res = await this.app.inject({ method: 'GET', url: withQuery(path, params), headers });
    return res.json();
  }

  /** Signs up a buyer by email and answers the token. */
  async signUp(email = `u${randomBytes(5).toString('hex')}@mall.test`, password = 'abc123', extra: Params = {}): Promise<{ token: string; email: string }> {
    const r = await this.get('/api/localuser!registerNoVerifcode', { username: email, password, re_password: password, type: 2, ...extra });
    if (r.code !== '0') throw new Error(`sign-up failed: ${JSON.stringify(r)}`);
    return { token: r.data.token, email };
  }

  /** Signs an admin in, solving the slider puzzle when the server asks for it (SLIDER_CHECK on or adaptive). */
  async adminToken(email = 'root@mall.test', password = 'rootpass123'): Promise<string> {
    let r = await this.post('/api/admin/auth!login', { email, password });
    if (r.key === 'CAPTCHA_REQUIRED') r = await this.post('/api/admin/auth!login', { email, password, captchaToken: await this.solveCaptcha('/api/admin') });
    if (r.code !== '0') throw new Error(`admin login failed: ${JSON.stringify(r)}`);
    return r.data.token;
  }

  /** An approved store of a new seller with one own product in a new category; answers the product's id. */
  async shopWithProduct(shop: string, product: { name: string; price: string; stock: number }): Promise<string> {
    const admin = await this.adminToken();
    const a = (path: string, p: Params = {}) => this.post(`/api/admin/${path}`, { token: admin, ...p });
    const cat = (await a('category!save', { name: `${shop} goods` })).data.categoryId;
    const email = `${shop.toLowerCase().replace(/\W+/g, '-')}@mall.test`;
    await a('seller!create', { email, password: 'sellerpass1', name: shop, storeName: shop });
    const storeId = (await a('store!list')).data.pageList.find((x: { name: string }) => x.name === shop).id;
    await a('store!approve', { id: storeId });
    const seller = (await this.post('/api/seller/auth!login', { email, password: 'sellerpass1' })).data.token;
    return (await this.post('/api/seller/goods!create', { token: seller, name: product.name, categoryId: cat, sellingPrice: product.price, buyMin: 1, stock: product.stock, des: '' })).data.id;
  }

  /** A new buyer with the transaction password 112233, a saved address and (through an admin adjustment) a balance. */
  async shopper(balance = '0') {
    const { token, email } = await this.signUp();
    const u = (path: string, p: Params = {}) => this.post(`/api/${path}`, { token, ...p });
    await u('user!setSafewordReg', { safeword: '112233', re_safeword: '112233' });
    await u('address!add', TEST_ADDRESS);
    const addressId = (await u('address!list')).data.pageList[0].id as string;
    const [row] = await this.exec(`SELECT id FROM users WHERE username = '${email}'`);
    if (balance !== '0') await this.post('/api/admin/wallet!adjust', { token: await this.adminToken(), owner: 'user', ownerId: row.id, amount: balance, reason: 'test funds' });
    return { token, email, u, addressId, id: Number(row.id) };
  }

  /** A pass token of the slider puzzle of a surface (`/api`, `/api/seller`, `/api/admin`), solved with the stored answer. */
  async solveCaptcha(prefix = '/api'): Promise<string> {
    const ch = await this.post(`${prefix}/captcha!get`);
    const [row] = await this.exec(`SELECT answer_x FROM captchas WHERE id = '${ch.data.captchaId}'`);
    const pass = await this.post(`${prefix}/captcha!verify`, { captchaId: ch.data.captchaId, x: row.answer_x + 1 });
    if (pass.code !== '0') throw new Error(`captcha failed: ${JSON.stringify(pass)}`);
    return pass.data.captchaToken;
  }

  async exec(q: string): Promise<any[]> {
    return rawRows<any>(this.db, q);
  }

  async close(): Promise<void> { await this.built.close(); }
}

/** A multipart body with `moduleName` and one file, as the upload clients send it. */
export function multipart(file: Buffer, filename: string, moduleName: string) {
  const boundary = '----malltest';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="moduleName"\r\n\r\n${moduleName}\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export function withQuery(path: string, params: Params): string {
  const sp = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined) sp.set(k, String(v));
  const q = sp.toString();
  return q ? `${path}?${q}` : path;
}

/**
 * Starts one test server on a fresh test database before a file's tests and closes both after them;
 * `ready` receives them for the file's own variables.
 */
export function withTestServer(ready: (server: TestServer, database: Database) => void): void {
  let database: Database | undefined;
  let server: TestServer | undefined;
  beforeAll(async () => {
    database = await testDatabase();
    server = await TestServer.start(database);
    ready(server, database);
  });
  afterAll(async () => { await server?.close(); await database?.close(); });
}

/** Races happen on PostgreSQL (PGlite runs one transaction at a time): race tests run only when DATABASE_URL is set. */
export const onPostgres = Boolean(process.env.DATABASE_URL);

/**
 * For race tests: on PostgreSQL only, starts one test server (with `env`) on a fresh database before
 * the file's tests, lets `ready` keep it and prepare fixtures, and closes both after them.
 */
export function withRaceServer(ready: (server: TestServer) => Promise<void> | void, env: Record<string, string> = {}, timeoutMs = 120_000): void {
  let database: Database | undefined;
  let server: TestServer | undefined;
  beforeAll(async () => {
    if (!onPostgres) return;
    database = await testDatabase();
    server = await TestServer.start(database, env);
    await ready(server);
  }, timeoutMs);
  afterAll(async () => { await server?.close(); await database?.close(); });
}
