import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './db/client';
import { multipart, TestServer, testDatabase } from './test/harness';
import { Raster } from './modules/captcha/png';
import { sha256 } from './core/tokens';
import { imageSize } from './modules/platform/image-size';

let database: Database;
let s: TestServer;
let admin: string;

const a = (path: string, p: Record<string, string | number> = {}) => s.post(`/api/admin/${path}`, { token: admin, ...p });
const upload = (token: string, file: Buffer, moduleName = 'common') => {
  const m = multipart(file, 'p.png', moduleName);
  return s.app.inject({ method: 'POST', url: `/api/uploadimg!execute?token=${token}`, payload: m.payload, headers: m.headers });
};

/** A PNG whose header claims the given size (the pixels are never decoded, so the data can stay tiny). */
function pngClaiming(width: number, height: number): Buffer {
  const png = new Raster(2, 2).toPng();
  const out = Buffer.from(png);
  out.writeUInt32BE(width, 16);
  out.writeUInt32BE(height, 20);
  return out;
}

beforeAll(async () => {
  database = await testDatabase();
  s = await TestServer.start(database, { UPLOAD_MAX_SIDE: '4000', UPLOAD_MAX_PIXELS: '4000000' });
  admin = await s.adminToken();
}, 60_000);
afterAll(async () => { await s?.close(); await database?.close(); });

describe('verification codes at rest', () => {
  it('keeps only a keyed hash of a code and drops the mail text once delivery is settled', async () => {
    const { email } = await s.signUp();
    expect((await s.get('/api/jscode!execute', { target: email })).code).toBe('0');
    await s.built.outbox.kick();
    const [out] = await s.exec(`SELECT body, status FROM outbox WHERE recipient = '${email}'`);
    expect(out.status).toBe('skipped');
    expect(out.body).toBe('');
    const [code] = await s.exec(`SELECT code_hash FROM verify_codes WHERE target = '${email}'`);
    // No unkeyed hash of any six-digit code matches what is stored.
    const unkeyed = new Set(Array.from({ length: 1000 }, (_v, i) => sha256(`${email}:${String(i).padStart(6, '0')}`)));
    expect(unkeyed.has(code.code_hash)).toBe(false);
    expect(code.code_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('sends a reset code to a registered address and a sign-up code to a new one, with the same answer', async () => {
    const { email } = await s.signUp();
    const registered = await s.get('/api/jscode!execute', { target: email });
    const fresh = await s.get('/api/jscode!execute', { target: 'nobody-yet@mall.test' });
    expect(registered).toEqual(fresh);
    const purposes = await s.exec(`SELECT target, purpose FROM verify_codes WHERE target IN ('${email}', 'nobody-yet@mall.test') ORDER BY target`);
    expect(Object.fromEntries(purposes.map((r) => [r.target, r.purpose]))).toEqual({ [email]: 'reset', 'nobody-yet@mall.test': 'register' });
  });
});

describe('headers', () => {
  it('marks answers to a signed-in caller no-store and sends a Permissions-Policy everywhere', async () => {
    const { token } = await s.signUp();
    const signedIn = await s.app.inject({ method: 'POST', url: `/api/localuser!get?token=${token}` });
    expect(signedIn.headers['cache-control']).toBe('no-store');
    const open = await s.app.inject({ method: 'POST', url: '/api/syspara!getSyspara?code=customer_service_url' });
    expect(open.headers['cache-control']).toBeUndefined();
    expect(String(open.headers['permissions-policy'])).toContain('camera=()');
  });

  it('serves uploaded files under their own policy that runs nothing', async () => {
    const { token } = await s.signUp();
    const url = (await upload(token, new Raster(3, 3).toPng())).json().data as string;
    const file = await s.app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(String(file.headers['content-security-policy'])).toMatch(/^default-src 'none'/);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('limits a buyer cannot sidestep', () => {
  it('reads the size of a PNG and a JPEG from the header', () => {
    expect(imageSize(pngClaiming(20000, 20000))).toEqual({ width: 20000, height: 20000 });
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x00, 0x00, 0xff, 0xc0, 0x00, 0x0b, 0x08, 0x01, 0x2c, 0x02, 0x58, 0x01, 0x01, 0x11, 0x00]);
    expect(imageSize(jpeg)).toEqual({ width: 600, height: 300 });
  });

  it('refuses a picture whose header claims more pixels than allowed, before decoding anything', async () => {
    const { token } = await s.signUp();
    const big = (await upload(token, pngClaiming(20000, 20000))).json();
    expect(big).toMatchObject({ code: '1', key: 'UPLOAD_TOO_LARGE' });
    expect((await upload(token, pngClaiming(3000, 1000))).json().code).toBe('0');
  });

  it('answers an oversized upload with HTTP 200 and the envelope, as existing clients need', async () => {
    const { token } = await s.signUp();
    const res = await upload(token, Buffer.concat([new Raster(2, 2).toPng(), Buffer.alloc(3 * 1024 * 1024)]), 'online');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ code: '1', key: 'UPLOAD_TOO_LARGE' });
  });
});

describe('bad input never reaches the database as a 500', () => {
  it('answers ids above 2^31, NUL bytes and huge numbers with an error envelope', async () => {
    const { token } = await s.signUp();
    const cases = [
      s.post('/api/order!info', { token, orderId: '99999999999' }),
      s.post('/api/user!newlogin', { username: 'a\u0000b@x.test', password: 'abc123' }),
      s.post('/api/sellerGoods!search', { keyword: 'lamp\u0000' }),
      s.post('/api/wallet!records', { token, page_no: '99999999999999999999' }),
      a('wallet!adjust', { owner: 'user', ownerId: 1, amount: '1e28', reason: 'x' }),
      a('wallet!adjust', { owner: 'user', ownerId: 1, amount: '12345678901234567890123', reason: 'x' }),
      s.post('/api/order!submit', { token, orderInfo: '99999999999,-1,1', addressId: '1' }),
    ];
    for (const r of await Promise.all(cases)) {
      expect(['0', '1']).toContain(r.code);
      expect(r.key).not.toBe('SERVER_ERROR');
    }
  });

  it('answers the malformed catalogue writes of the fuzz run with PARAM_ERROR', async () => {
    await a('seller!create', { email: 'fuzzed@mall.test', password: 'sellerpass1', name: 'F', storeName: 'Fuzzed' });
    const seller = (await s.post('/api/seller/auth!login', { email: 'fuzzed@mall.test', password: 'sellerpass1' })).data.token;
    const cat = (await a('category!save', { name: 'Fuzzed' })).data.categoryId;
    const own = (await s.post('/api/seller/goods!create', { token: seller, name: 'Lamp', categoryId: cat, sellingPrice: '1', stock: 3, des: '' })).data.id;
    const answers = [
      await s.post('/api/seller/goods!create', { token: seller, name: 'x', categoryId: cat, sellingPrice: '1', attrs: '[{"name":"C","values":["R"]}]', skus: '[null]' }),
      await a('goods!save', { name: 'y', categoryId: cat, price: '1', images: '', stock: 'null' }),
      await s.post('/api/seller/goods!update', { token: seller, id: own, sellingPrice: '12345678901' }),
    ];
    answers.forEach((r, i) => expect({ i, ...r }).toMatchObject({ i, code: "1", key: "PARAM_ERROR" }));
  });

  it('answers a request line over the parser limit with the envelope instead of a bare 431', async () => {
    await s.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (s.app.server.address() as AddressInfo).port;
    const answer = await new Promise<{ status: number; body: string }>((ok, fail) => {
      const req = request({ host: '127.0.0.1', port, path: `/api/sellerGoods!search?keyword=${'x'.repeat(20_000)}`, method: 'GET' }, (res) => {
        let body = '';
        res.on('data', (c) => { body += c; });
        res.on('end', () => ok({ status: res.statusCode ?? 0, body }));
      });
      req.on('error', fail);
      req.end();
    });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ code: '1', key: 'PARAM_ERROR' });
  });
});

describe('reconcile', () => {
  it('reports an acknowledged business record whose postings are missing', async () => {
    const { email } = await s.signUp();
    const [u] = await s.exec(`SELECT id FROM users WHERE username = '${email}'`);
    const no = (await a('wallet!adjust', { owner: 'user', ownerId: u.id, amount: '5', reason: 'gift' })).data as string;
    expect((await a('ledger!reconcile')).data.ok).toBe(true);
    // Simulate a lost movement: the record stays, its transaction and postings are gone (balances corrected so only the record check can see it).
    await s.exec(`DELETE FROM ledger_postings WHERE tx_id IN (SELECT id FROM ledger_transactions WHERE key = 'adjust:${no}')`);
    await s.exec(`DELETE FROM ledger_transactions WHERE key = 'adjust:${no}'`);
    await s.exec(`UPDATE ledger_accounts SET balance = balance - 5 WHERE code = 'user:${u.id}'`);
    await s.exec(`UPDATE ledger_accounts SET balance = balance + 5 WHERE code = 'adjustments'`);
    const r = (await a('ledger!reconcile')).data;
    expect(r.ok).toBe(false);
    expect(r.mismatches).toContainEqual(expect.objectContaining({ kind: 'record', ref: no }));
  });
});
