import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { TestServer, testDatabase, withQuery, type Answer, type Params } from '../../test/harness';

// SLIDER_CHECK=adaptive: existing clients that cannot solve the puzzle sign in and sign up without it,
// until a failed attempt or a burst makes the server ask for it.

let database: Database;
let s: TestServer;
beforeAll(async () => {
  database = await testDatabase();
  s = await TestServer.start(database, { SLIDER_CHECK: 'adaptive' });
});
afterAll(async () => { await s?.close(); await database?.close(); });

/** A POST as existing clients send it, from a given client address. */
async function from(ip: string, path: string, params: Params): Promise<Answer> {
  const res = await s.app.inject({ method: 'POST', url: withQuery(path, params), remoteAddress: ip, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
  return res.json();
}
const signUp = (ip: string, email: string) => from(ip, '/api/localuser!registerNoVerifcode', { username: email, password: 'abc123', re_password: 'abc123', type: 2 });
const signIn = (ip: string, email: string, password = 'abc123', captchaToken?: string) => from(ip, '/api/user!newlogin', { username: email, password, captchaToken });

async function solved(ip: string): Promise<string> {
  const ch = await from(ip, '/api/captcha!get', {});
  const [row] = await s.exec(`SELECT answer_x FROM captchas WHERE id = '${ch.data.captchaId}'`);
  const pass = await from(ip, '/api/captcha!verify', { captchaId: ch.data.captchaId, x: row.answer_x + 1 });
  return pass.data.captchaToken;
}

describe('SLIDER_CHECK=adaptive', () => {
  it('lets a first sign-up and sign-in through without the puzzle', async () => {
    expect((await signUp('10.0.0.1', 'first@mall.test')).code).toBe('0');
    const login = await signIn('10.0.0.1', 'first@mall.test');
    expect(login.code).toBe('0');
    expect(login.data.token).toBeTruthy();
  });

  it('asks for the puzzle from an address after a wrong password there, until a solved attempt succeeds', async () => {
    expect((await signUp('10.0.0.2', 'second@mall.test')).code).toBe('0');
    expect((await signIn('10.0.0.2', 'second@mall.test', 'wrong1')).key).toBe('LOGIN_FAILED');
    expect((await signIn('10.0.0.2', 'second@mall.test')).key).toBe('CAPTCHA_REQUIRED');
    expect((await signUp('10.0.0.2', 'third@mall.test')).key).toBe('CAPTCHA_REQUIRED');
    expect((await signIn('10.0.0.2', 'second@mall.test', 'abc123', 'not-a-pass')).key).toBe('CAPTCHA_FAILED');
    expect((await signIn('10.0.0.2', 'second@mall.test', 'abc123', await solved('10.0.0.2'))).code).toBe('0');
    expect((await signIn('10.0.0.2', 'second@mall.test')).code).toBe('0');
  });

  it('asks for the puzzle for an account that failed, from any address', async () => {
    expect((await signUp('10.0.0.3', 'fourth@mall.test')).code).toBe('0');
    expect((await signIn('10.0.0.4', 'FOURTH@mall.test', 'wrong1')).key).toBe('LOGIN_FAILED');
    expect((await signIn('10.0.0.5', 'fourth@mall.test')).key).toBe('CAPTCHA_REQUIRED');
    expect((await signUp('10.0.0.5', 'fifth@mall.test')).code).toBe('0');
  });

  it('asks for the puzzle when one address makes a burst of attempts', async () => {
    expect((await signUp('10.0.0.6', 'sixth@mall.test')).code).toBe('0');
    const answers = [];
    for (let i = 0; i < 11; i++) answers.push((await signIn('10.0.0.6', 'sixth@mall.test')).key ?? 'ok');
    // The sign-up was the first attempt of the minute; ten are let through, the eleventh needs the puzzle.
    expect(answers.slice(0, 9)).toEqual(Array(9).fill('ok'));
    expect(answers[10]).toBe('CAPTCHA_REQUIRED');
  });

  it('still checks the slider position', async () => {
    const ch = await from('10.0.0.7', '/api/captcha!get', {});
    const [row] = await s.exec(`SELECT answer_x FROM captchas WHERE id = '${ch.data.captchaId}'`);
    expect((await from('10.0.0.7', '/api/captcha!verify', { captchaId: ch.data.captchaId, x: row.answer_x + 40 })).key).toBe('CAPTCHA_FAILED');
  });
});

describe('staff sign-in, SLIDER_CHECK=adaptive', () => {
  const staffSignIn = (surface: 'seller' | 'admin', ip: string, email: string, password: string, captchaToken?: string) =>
    from(ip, `/api/${surface}/auth!login`, { email, password, captchaToken });
  /** A pass token from the surface's own puzzle. */
  async function staffSolved(surface: 'seller' | 'admin', ip: string): Promise<string> {
    const ch = await from(ip, `/api/${surface}/captcha!get`, {});
    expect(ch.data.bg).toMatch(/^data:image\/png;base64,/);
    const [row] = await s.exec(`SELECT answer_x FROM captchas WHERE id = '${ch.data.captchaId}'`);
    expect((await from(ip, `/api/${surface}/captcha!verify`, { captchaId: ch.data.captchaId, x: row.answer_x + 40 })).key).toBe('CAPTCHA_FAILED');
    return (await from(ip, `/api/${surface}/captcha!verify`, { captchaId: ch.data.captchaId, x: row.answer_x + 1 })).data.captchaToken;
  }

  it('asks an admin for the puzzle after a wrong password, and lets them in with a solved one', async () => {
    expect((await staffSignIn('admin', '10.0.1.1', 'root@mall.test', 'rootpass123')).code).toBe('0');
    expect((await staffSignIn('admin', '10.0.1.1', 'root@mall.test', 'wrongpass1')).key).toBe('LOGIN_FAILED');
    expect((await staffSignIn('admin', '10.0.1.1', 'root@mall.test', 'rootpass123')).key).toBe('CAPTCHA_REQUIRED');
    // The failure is remembered for the account, from any address.
    expect((await staffSignIn('admin', '10.0.1.2', 'ROOT@mall.test', 'rootpass123')).key).toBe('CAPTCHA_REQUIRED');
    expect((await staffSignIn('admin', '10.0.1.1', 'root@mall.test', 'rootpass123', 'not-a-pass')).key).toBe('CAPTCHA_FAILED');
    const token = await staffSolved('admin', '10.0.1.1');
    expect((await staffSignIn('admin', '10.0.1.1', 'root@mall.test', 'rootpass123', token)).code).toBe('0');
    expect((await staffSignIn('admin', '10.0.1.1', 'root@mall.test', 'rootpass123')).code).toBe('0');
  });

  it('asks a seller for the puzzle after a wrong password, and not the buyer with the same email', async () => {
    const admin = (await staffSignIn('admin', '10.0.1.3', 'root@mall.test', 'rootpass123')).data.token;
    expect((await from('10.0.1.3', '/api/admin/seller!create', { token: admin, email: 'twin@mall.test', password: 'sellerpass1', name: 'Tw', storeName: 'Twin Shop' })).code).toBe('0');
    expect((await signUp('10.0.1.4', 'twin@mall.test')).code).toBe('0');
    expect((await staffSignIn('seller', '10.0.1.5', 'twin@mall.test', 'wrongpass1')).key).toBe('LOGIN_FAILED');
    expect((await staffSignIn('seller', '10.0.1.6', 'twin@mall.test', 'sellerpass1')).key).toBe('CAPTCHA_REQUIRED');
    expect((await signIn('10.0.1.6', 'twin@mall.test')).code).toBe('0');
    expect((await staffSignIn('seller', '10.0.1.6', 'twin@mall.test', 'sellerpass1', await staffSolved('seller', '10.0.1.6'))).code).toBe('0');
  });
});

describe('SLIDER_CHECK=off', () => {
  it('never asks for the puzzle, even after a failure', async () => {
    const off = await TestServer.start(database, { SLIDER_CHECK: 'off' });
    try {
      await off.signUp('off@mall.test');
      expect((await off.post('/api/user!newlogin', { username: 'off@mall.test', password: 'bad999' })).key).toBe('LOGIN_FAILED');
      expect((await off.post('/api/user!newlogin', { username: 'off@mall.test', password: 'abc123' })).code).toBe('0');
      expect((await off.post('/api/admin/auth!login', { email: 'root@mall.test', password: 'wrongpass1' })).key).toBe('LOGIN_FAILED');
      expect((await off.post('/api/admin/auth!login', { email: 'root@mall.test', password: 'rootpass123' })).code).toBe('0');
    } finally {
      await off.close();
    }
  });
});
