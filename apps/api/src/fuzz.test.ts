import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { errorKeys } from '@mall/contract/errors';
import type { Database } from './db/client';
import { TestServer, testDatabase, withQuery } from './test/harness';

// Hostile input over every route of every surface, signed in as a buyer, a seller and an admin so
// that handlers past authentication are reached: no answer may be a 5xx, leave the envelope, or
// carry an untranslated message. FUZZ_RUNS sets the number of requests (a few thousand by default).
const RUNS = Number(process.env.FUZZ_RUNS ?? 2500);

let database: Database;
let s: TestServer;
const tokens: Record<'buyer' | 'seller' | 'admin', string> = { buyer: '', seller: '', admin: '' };

/** Parameters the handlers that take a free-form record read (goods, channels, store profiles, settings). */
const RECORD_KEYS = ['id', 'name', 'skus', 'attrs', 'stock', 'images', 'price', 'sellingPrice', 'discountPrice', 'buyMin', 'categoryId',
  'des', 'freightAmount', 'fee', 'rate', 'coin', 'blockchain_name', 'address', 'recharge_limit_min', 'withdraw_fee', 'banner1', 'avatar'];

/** The parameter names an input schema reads (objects, and objects behind a transform; a record reads any). */
function keysOf(schema: z.ZodType | undefined): string[] {
  let cur: any = schema;
  for (let i = 0; i < 5 && cur; i++) {
    if (cur.shape) return Object.keys(cur.shape);
    if (cur._def?.type === 'record') return RECORD_KEYS;
    cur = cur.in ?? cur._def?.in ?? cur._def?.innerType ?? cur._def?.schema;
  }
  return [];
}

const hostile = fc.oneof(
  fc.constantFrom('', ' ', '0', '-1', '1', '2147483648', '99999999999', '99999999999999999999', '1e28', '-1e28', 'NaN', 'Infinity', '1.5', '0.00000000001',
    '12345678901.123456789012', '[null]', '[]', '{}', '{"a":1}', 'null', 'true', '[{"values":[null]}]', '1,2,3', ',,,', '-1,-1,-1', '5001,-1,300,5001,-1,300',
    'a\u0000b', '%00', '%E0%A4%A', '<script>alert(1)</script>', "'; DROP TABLE users;--", '../../etc/passwd', '😀', 'ａｂｃ', 'x'.repeat(5000), '2026-13-45', '00:99'),
  fc.string({ maxLength: 40 }),
  fc.integer().map(String),
  fc.double({ noNaN: false }).map(String),
);

beforeAll(async () => {
  database = await testDatabase();
  s = await TestServer.start(database);
  tokens.admin = await s.adminToken();
  tokens.buyer = (await s.signUp()).token;
  await s.post('/api/admin/seller!create', { token: tokens.admin, email: 'fuzz-shop@mall.test', password: 'sellerpass1', name: 'F', storeName: 'Fuzz shop' });
  tokens.seller = (await s.post('/api/seller/auth!login', { email: 'fuzz-shop@mall.test', password: 'sellerpass1' })).data.token;
}, 60_000);
afterAll(async () => { await s?.close(); await database?.close(); });

describe('fuzzing every route', () => {
  it('never answers a 5xx or outside the envelope, and always translates the message', async () => {
    const surfaces = [
      { prefix: '/api', name: 'buyer' as const, routes: s.built.registries.buyer.routes },
      { prefix: '/api/seller', name: 'seller' as const, routes: s.built.registries.seller.routes },
      { prefix: '/api/admin', name: 'admin' as const, routes: s.built.registries.admin.routes },
    ];
    // Signing out would end the fuzzing sessions; uploads need a multipart body (fuzzed elsewhere).
    const skip = /!(logout|logoff)$|^uploadimg!execute$/;
    const targets = surfaces.flatMap((sf) => [...sf.routes.entries()].filter(([name]) => !skip.test(name)).map(([name, route]) => ({ sf, name, keys: keysOf(route.input) })));
    expect(targets.length).toBeGreaterThan(100);
    const messages = new Set(errorKeys as readonly string[]);
    await fc.assert(fc.asyncProperty(
      fc.nat({ max: targets.length - 1 }),
      fc.dictionary(fc.string({ minLength: 1, maxLength: 8 }), hostile, { maxKeys: 3 }),
      fc.array(hostile, { minLength: 12, maxLength: 12 }),
      fc.boolean(),
      async (i, extra, values, asJson) => {
        const t = targets[i];
        const params: Record<string, string> = { ...extra, token: tokens[t.sf.name] };
        t.keys.forEach((k, j) => { params[k] = values[j % values.length]; });
        const url = withQuery(`${t.sf.prefix}/${t.name}`, params);
        const res = asJson
          ? await s.app.inject({ method: 'POST', url: `${t.sf.prefix}/${t.name}?token=${tokens[t.sf.name]}`, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(params) })
          : await s.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
        const where = `${t.sf.name} ${t.name} ${JSON.stringify(params).slice(0, 300)}`;
        expect(res.statusCode, where).toBe(200);
        const body = res.json();
        expect(Object.keys(body), where).toEqual(expect.arrayContaining(['code', 'msg', 'data']));
        expect(['0', '1', '403'], where).toContain(body.code);
        if (body.code !== '0') {
          expect(body.key, where).not.toBe('SERVER_ERROR');
          expect(typeof body.msg === 'string' && body.msg.length > 0 && !messages.has(body.msg), where).toBe(true);
        }
      },
    ), { numRuns: RUNS, seed: process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined });
  }, 600_000);
});
