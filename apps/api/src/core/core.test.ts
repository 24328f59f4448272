import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestServer, testDatabase } from '../test/harness';
import type { Database } from '../db/client';
import { redactUrl } from './redact';
import { routeName } from './rpc';

let database: Database;
let s: TestServer;
beforeAll(async () => {
  database = await testDatabase();
  s = await TestServer.start(database);
  s.app.get('/boom', async () => { throw new Error('secret internals: password=hunter2'); });
});
afterAll(async () => { await s?.close(); await database?.close(); });

describe('buyer API routing (docs/buyer-wire.md)', () => {
  it.each([
    '/api/syspara!getSyspara',
    '/api/syspara!getSyspara.action',
    '/wap/api/syspara!getSyspara.action',
    '/wap//api/syspara!getSyspara.action',
  ])('routes %s', async (path) => {
    const r = await s.post(path, { code: 'mall_max_goods_number_in_order' });
    expect(r).toEqual({ code: '0', msg: null, data: { mall_max_goods_number_in_order: '500' } });
  });

  it('reads parameters from a form body and from a JSON body', async () => {
    const form = await s.app.inject({ method: 'POST', url: '/api/syspara!getSyspara', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'code=mall_max_goods_number_in_order' });
    expect(form.json().data).toEqual({ mall_max_goods_number_in_order: '500' });
    const json = await s.app.inject({ method: 'POST', url: '/api/syspara!getSyspara', payload: { code: 'mall_max_goods_number_in_order' } });
    expect(json.json().data).toEqual({ mall_max_goods_number_in_order: '500' });
  });

  it('answers an unknown endpoint with an envelope', async () => {
    const res = await s.app.inject({ method: 'POST', url: '/api/nothing!here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: '1', key: 'NOT_FOUND' });
  });

  it('never leaks internals from a 5xx', async () => {
    const res = await s.app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ code: '1', key: 'SERVER_ERROR' });
    expect(res.body).not.toContain('secret');
  });

  it('refuses a body above the size limit with an envelope and HTTP 200, as existing clients need', async () => {
    const res = await s.app.inject({ method: 'POST', url: '/api/syspara!getSyspara', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ code: 'x'.repeat(2 * 1024 * 1024) }) });
    expect(res.statusCode).toBe(200);
    expect(res.json().key).toBe('BODY_TOO_LARGE');
  });

  it('sends security headers', async () => {
    const res = await s.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-frame-options']).toBeDefined();
    expect(res.json()).toMatchObject({ status: 'ok' });
    expect(String(res.headers['content-security-policy'])).toMatch(/script-src 'self';/);
    const api = await s.app.inject({ method: 'POST', url: '/api/nothing!here' });
    expect(api.headers['x-content-type-options']).toBe('nosniff');
    const book = await s.app.inject({ method: 'GET', url: '/storybook/iframe.html' });
    expect(String(book.headers['content-security-policy'])).toMatch(/script-src 'self' 'unsafe-inline';/);
  });

  it('strips .action, public/ and stray slashes from route names', () => {
    expect(routeName('/user!newlogin.action')).toBe('user!newlogin');
    expect(routeName('public/uploadimg!execute.action')).toBe('uploadimg!execute');
    expect(routeName('activity/lottery!getCurrentActivity')).toBe('activity/lottery!getCurrentActivity');
  });
});

describe('logs', () => {
  it('never contain a token or a password', async () => {
    const { token } = await s.signUp('logs@mall.test', 'Pw0rd!x');
    await s.get('/api/localuser!get', { token });
    await s.get('/api/localuser!get', {}, { authorization: `Bearer ${token}` });
    await s.post('/api/user!newlogin', { username: 'logs@mall.test', password: 'Pw0rd!x' });
    expect(s.logs.length).toBeGreaterThan(100);
    expect(s.logs).toContain('localuser!get');
    expect(s.logs).not.toContain(token);
    expect(s.logs).not.toContain('Pw0rd');
  });

  it('masks sensitive query parameters', () => {
    expect(redactUrl('/api/x?username=a&password=b&token=c&safeword=d')).toBe('/api/x?username=a&password=***&token=***&safeword=***');
  });
});

describe('rate limits', () => {
  it('counts a signed-in route per account, not per address', async () => {
    const a = await s.signUp();
    const b = await s.signUp();
    // Refused for its input, but counted: 60 a minute for recharges.
    const codes: string[] = [];
    for (let i = 0; i < 62; i++) codes.push((await s.post('/api/rechargeBlockchain!recharge', { token: a.token })).key ?? '0');
    expect(codes.slice(0, 60).every((k) => k !== 'OPERATION_FREQUENT')).toBe(true);
    expect(codes.slice(60)).toEqual(['OPERATION_FREQUENT', 'OPERATION_FREQUENT']);
    // Another account from the same address has its own allowance.
    expect((await s.post('/api/rechargeBlockchain!recharge', { token: b.token })).key).not.toBe('OPERATION_FREQUENT');
  });

  it('refuses sign-in attempts above the per-minute limit', async () => {
    const limited = await TestServer.start(database, { RATE_LIMIT_AUTH_PER_MIN: '3' });
    try {
      const codes: string[] = [];
      for (let i = 0; i < 5; i++) codes.push((await limited.post('/api/user!newlogin', { username: 'nobody@mall.test', password: 'abc123' })).key ?? '');
      expect(codes.slice(0, 3)).toEqual(['LOGIN_FAILED', 'LOGIN_FAILED', 'LOGIN_FAILED']);
      expect(codes.slice(3)).toEqual(['OPERATION_FREQUENT', 'OPERATION_FREQUENT']);
      // A forged X-Forwarded-For does not buy a fresh allowance when no proxy is trusted.
      const forged = await limited.post('/api/user!newlogin', { username: 'nobody@mall.test', password: 'abc123' }, { 'x-forwarded-for': '203.0.113.9' });
      expect(forged.key).toBe('OPERATION_FREQUENT');
    } finally {
      await limited.close();
    }
  });
});
