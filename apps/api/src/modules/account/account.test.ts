import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { multipart, TestServer, testDatabase } from '../../test/harness';
import { Raster } from '../captcha/png';
import type { Database } from '../../db/client';

let database: Database;
let s: TestServer;
const inbox: { to: string; raw: string }[] = [];
let smtp: SMTPServer;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true, disabledCommands: ['STARTTLS', 'AUTH'], logger: false,
    onData(stream, session, cb) {
      let raw = '';
      stream.on('data', (c) => { raw += String(c); });
      stream.on('end', () => { inbox.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), raw }); cb(); });
    },
  });
  await new Promise<void>((ok) => smtp.listen(0, '127.0.0.1', () => ok()));
  const port = (smtp.server.address() as AddressInfo).port;
  database = await testDatabase();
  s = await TestServer.start(database, { SMTP_URL: `smtp://127.0.0.1:${port}?ignoreTLS=true`, CANCEL_BLOCK_DAYS: '7' });
});
afterAll(async () => {
  await s?.close();
  await database?.close();
  await new Promise<void>((ok) => smtp.close(() => ok()));
});

async function codeMailedTo(to: string): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const mail = [...inbox].reverse().find((m) => m.to === to);
    const code = mail && /\b(\d{6})\b/.exec(mail.raw.replace(/=\r?\n/g, ''))?.[1];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no mail to ${to}`);
}

describe('sign-up and sign-in', () => {
  it('signs up by email and signs in with an empty body, then localuser!get returns the user', async () => {
    const { email } = await s.signUp('first@mall.test');
    const login = await s.post('/wap/api/user!newlogin.action', { username: email, password: 'abc123', lang: 'en' });
    expect(login).toMatchObject({ code: '0', msg: null });
    expect(login.data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const me = await s.get('/api/localuser!get', { token: login.data.token });
    expect(me.code).toBe('0');
    expect(me.data).toMatchObject({ username: 'first@mall.test', email: 'first@mall.test', safeword: 0 });
    expect(me.data.usercode).toMatch(/^\d{8}$/);
  });

  it('signs up by phone with an area code and signs in as "<cc> <phone>"', async () => {
    const r = await s.get('/api/localuser!registerNoVerifcode', { username: '13800138000', areaCode: '+86', password: 'abc123', re_password: 'abc123', type: 1 });
    expect(r.code).toBe('0');
    const login = await s.post('/api/user!newlogin', { username: '86 13800138000', password: 'abc123' });
    expect(login.code).toBe('0');
    const me = await s.get('/api/localuser!get', { token: login.data.token });
    expect(me.data.username).toBe('86 13800138000');
  });

  it.each([
    ['empty username', { username: '', password: 'abc123', re_password: 'abc123', type: 2 }, 'USERNAME_REQUIRED'],
    ['short password', { username: 'x1@mall.test', password: 'abc', re_password: 'abc', type: 2 }, 'PASSWORD_LENGTH'],
    ['mismatched confirmation', { username: 'x2@mall.test', password: 'abc123', re_password: 'abc124', type: 2 }, 'PASSWORD_MISMATCH'],
    ['bad email', { username: 'not-an-email', password: 'abc123', re_password: 'abc123', type: 2 }, 'EMAIL_INVALID'],
    ['short phone', { username: '1234567', areaCode: '86', password: 'abc123', re_password: 'abc123', type: 1 }, 'PHONE_INVALID'],
  ])('refuses %s with code "1" and a message', async (_name, params, key) => {
    const r = await s.get('/api/localuser!registerNoVerifcode', { ...params, lang: 'en' });
    expect(r).toMatchObject({ code: '1', key, data: null });
    expect(r.msg).toBeTruthy();
  });

  it('answers errors in the requested language', async () => {
    const en = await s.get('/api/localuser!registerNoVerifcode', { username: 'x@mall.test', password: 'abc', re_password: 'abc', type: 2, lang: 'en' });
    for (const lang of ['cn', 'de', 'ar', 'ja']) {
      const r = await s.get('/api/localuser!registerNoVerifcode', { username: 'x@mall.test', password: 'abc', re_password: 'abc', type: 2, lang });
      expect(r.code).toBe('1');
      expect(r.msg).not.toBe(en.msg);
    }
  });

  it('refuses a duplicate account', async () => {
    await s.signUp('dup@mall.test');
    const r = await s.get('/api/localuser!registerNoVerifcode', { username: 'DUP@mall.test', password: 'abc123', re_password: 'abc123', type: 2 });
    expect(r.key).toBe('USERNAME_EXISTS');
  });

  it('records the referrer of an invitation code and refuses an unknown one', async () => {
    const { token } = await s.signUp('referrer@mall.test');
    const me = await s.get('/api/localuser!get', { token });
    const invited = await s.signUp('invited@mall.test', 'abc123', { agentCode: me.data.invitationCode });
    const invitedMe = await s.get('/api/localuser!get', { token: invited.token });
    expect(invitedMe.data.agentCode).toBe(me.data.invitationCode);
    const [row] = await s.exec(`SELECT r.username FROM users u JOIN users r ON r.id = u.referrer_id WHERE u.username = 'invited@mall.test'`);
    expect(row.username).toBe('referrer@mall.test');
    const bad = await s.get('/api/localuser!registerNoVerifcode', { username: 'x9@mall.test', password: 'abc123', re_password: 'abc123', type: 2, agentCode: 'NOPE00' });
    expect(bad.key).toBe('REFERRAL_CODE_WRONG');
  });

  it('locks sign-in for three minutes after three wrong passwords, even with the right one', async () => {
    await s.signUp('lock@mall.test');
    for (let i = 0; i < 3; i++) {
      const r = await s.post('/api/user!newlogin', { username: 'lock@mall.test', password: 'wrong1' });
      expect(r.code).toBe('1');
    }
    const fourth = await s.post('/api/user!newlogin', { username: 'lock@mall.test', password: 'abc123' });
    expect(fourth).toMatchObject({ code: '1', key: 'LOGIN_LOCKED' });
    await s.exec(`UPDATE users SET login_locked_until = now() - interval '1 second' WHERE username = 'lock@mall.test'`);
    expect((await s.post('/api/user!newlogin', { username: 'lock@mall.test', password: 'abc123' })).code).toBe('0');
  });

  it('stores only argon2id hashes and token hashes', async () => {
    const { token } = await s.signUp('hash@mall.test');
    const [u] = await s.exec(`SELECT password_hash FROM users WHERE username = 'hash@mall.test'`);
    expect(u.password_hash).toMatch(/^\$argon2id\$/);
    const rows = await s.exec(`SELECT token_hash FROM sessions`);
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
  });
});

describe('session', () => {
  it('answers 403 for a missing, invalid or revoked token, and for a disabled user', async () => {
    expect((await s.get('/api/localuser!get')).code).toBe('403');
    expect((await s.get('/api/localuser!get', { token: 'nope' })).code).toBe('403');
    const { token } = await s.signUp();
    expect((await s.get('/api/localuser!get', {}, { authorization: `Bearer ${token}` })).code).toBe('0');
    expect((await s.get('/api/user!logout', { token })).code).toBe('0');
    expect((await s.get('/api/localuser!get', { token })).code).toBe('403');
    const other = await s.signUp('disabled@mall.test');
    await s.exec(`UPDATE users SET status = 'disabled' WHERE username = 'disabled@mall.test'`);
    expect((await s.get('/api/localuser!get', { token: other.token })).code).toBe('403');
  });

  it('keeps the session alive with a heartbeat', async () => {
    const { token } = await s.signUp();
    expect((await s.post('/api/user!heartbeat', { token })).code).toBe('0');
  });
});

describe('passwords', () => {
  it('changes the login password with the old one and ends other sessions', async () => {
    const { token, email } = await s.signUp();
    const second = (await s.post('/api/user!newlogin', { username: email, password: 'abc123' })).data.token;
    expect((await s.post('/api/user!updateOldAndNewPsw', { token, old_password: 'nope12', password: 'xyz789', re_password: 'xyz789' })).key).toBe('OLD_PASSWORD_WRONG');
    expect((await s.post('/api/user!updateOldAndNewPsw', { token, old_password: 'abc123', password: 'xyz789', re_password: 'xyz789' })).code).toBe('0');
    expect((await s.get('/api/localuser!get', { token })).code).toBe('0');
    expect((await s.get('/api/localuser!get', { token: second })).code).toBe('403');
    expect((await s.post('/api/user!newlogin', { username: email, password: 'xyz789' })).code).toBe('0');
  });

  it('decodes pre-encoded password fields once', async () => {
    const email = 'enc@mall.test';
    const pw = 'a%b&c+1=';
    const r = await s.get('/api/localuser!registerNoVerifcode', { username: encodeURIComponent(email), password: encodeURIComponent(pw), re_password: encodeURIComponent(pw), type: 2 });
    expect(r.code).toBe('0');
    expect((await s.post('/api/user!newlogin', { username: email, password: encodeURIComponent(pw) })).code).toBe('0');
  });

  it('sets a 6-digit transaction password once, then changes it with the old one', async () => {
    const { token } = await s.signUp();
    expect((await s.post('/api/user!setSafewordReg', { token, safeword: '12345', re_safeword: '12345' })).key).toBe('SAFEWORD_FORMAT');
    expect((await s.post('/api/user!setSafewordReg', { token, safeword: '123456', re_safeword: '654321' })).key).toBe('PASSWORD_MISMATCH');
    expect((await s.post('/api/user!setSafewordReg', { token, safeword: '123456', re_safeword: '123456' })).code).toBe('0');
    expect((await s.get('/api/localuser!get', { token })).data.safeword).toBe(1);
    expect((await s.post('/api/user!setSafewordReg', { token, safeword: '111111', re_safeword: '111111' })).key).toBe('SAFEWORD_ALREADY_SET');
    expect((await s.post('/api/user!updateOldAndNewSafeword', { token, old_safeword: '123456', safeword: '222222', re_safeword: '222222' })).code).toBe('0');
  });

  it('blocks the transaction password until the next Shanghai day after three wrong entries', async () => {
    const { token } = await s.signUp('sw@mall.test');
    await s.post('/api/user!setSafewordReg', { token, safeword: '123456', re_safeword: '123456' });
    const wrong = () => s.post('/api/user!updateOldAndNewSafeword', { token, old_safeword: '000000', safeword: '222222', re_safeword: '222222' });
    expect((await wrong()).key).toBe('SAFEWORD_WRONG');
    expect((await wrong()).key).toBe('SAFEWORD_WRONG');
    expect((await wrong()).key).toBe('SAFEWORD_LOCKED');
    const right = await s.post('/api/user!updateOldAndNewSafeword', { token, old_safeword: '123456', safeword: '222222', re_safeword: '222222' });
    expect(right.key).toBe('SAFEWORD_LOCKED');
    // The counter belongs to the day it happened on: yesterday's failures do not count today.
    await s.exec(`UPDATE users SET safeword_fail_day = '2000-01-01' WHERE username = 'sw@mall.test'`);
    expect((await s.post('/api/user!updateOldAndNewSafeword', { token, old_safeword: '123456', safeword: '222222', re_safeword: '222222' })).code).toBe('0');
  });
});

describe('verification codes by mail', () => {
  it('mails a code through SMTP and resets the password with it', async () => {
    const { email } = await s.signUp('forgot@mall.test');
    expect((await s.get('/api/jscode!execute', { target: email, purpose: 'reset' })).code).toBe('0');
    const code = await codeMailedTo(email);
    // The mail can arrive before the worker has recorded it: wait for the delivery pass to finish.
    await s.built.outbox.kick();
    const [row] = await s.exec(`SELECT status FROM outbox WHERE recipient = '${email}'`);
    expect(row.status).toBe('sent');
    expect((await s.post('/api/user!resetpsw', { username: email, verifcode: '000000', password: 'new123', re_password: 'new123' })).key).toBe('VERIFY_CODE_WRONG');
    expect((await s.post('/api/user!resetpsw', { username: email, verifcode: code, password: 'new123', re_password: 'new123' })).code).toBe('0');
    expect((await s.post('/api/user!newlogin', { username: email, password: 'new123' })).code).toBe('0');
    // A code works once.
    expect((await s.post('/api/user!resetpsw', { username: email, verifcode: code, password: 'new456', re_password: 'new456' })).key).toBe('VERIFY_CODE_WRONG');
  });

  it('refuses a second code to the same address within a minute', async () => {
    const r1 = await s.get('/api/jscode!execute', { target: 'often@mall.test' });
    expect(r1.code).toBe('0');
    expect((await s.get('/api/jscode!execute', { target: 'often@mall.test' })).key).toBe('VERIFY_CODE_TOO_FREQUENT');
  });

  it('requires a code at sign-up when the platform says so', async () => {
    await s.exec(`UPDATE sysparas SET value = '1' WHERE code = 'register_verify_code'`);
    try {
      const no = await s.get('/api/localuser!registerNoVerifcode', { username: 'coded@mall.test', password: 'abc123', re_password: 'abc123', type: 2 });
      expect(no.key).toBe('VERIFY_CODE_REQUIRED');
      await s.get('/api/jscode!execute', { target: 'coded@mall.test' });
      const code = await codeMailedTo('coded@mall.test');
      const wrong = await s.get('/api/localuser!registerWithVerifcode', { username: 'coded@mall.test', password: 'abc123', re_password: 'abc123', type: 2, verifcode: '999999' === code ? '888888' : '999999' });
      expect(wrong.key).toBe('VERIFY_CODE_WRONG');
      const ok = await s.get('/api/localuser!registerWithVerifcode', { username: 'coded@mall.test', password: 'abc123', re_password: 'abc123', type: 2, verifcode: code });
      expect(ok.code).toBe('0');
    } finally {
      await s.exec(`UPDATE sysparas SET value = '0' WHERE code = 'register_verify_code'`);
    }
  });
});

describe('account cancellation', () => {
  it('needs a reason, ends the sessions and blocks the same email from signing up again', async () => {
    const { token, email } = await s.signUp('bye@mall.test');
    expect((await s.post('/api/user!logoff', { token, account: email, reason: '' })).key).toBe('CANCEL_REASON_REQUIRED');
    expect((await s.post('/api/user!logoff', { token, account: email, reason: 'moving away' })).code).toBe('0');
    expect((await s.get('/api/localuser!get', { token })).code).toBe('403');
    expect((await s.post('/api/user!newlogin', { username: email, password: 'abc123' })).code).toBe('1');
    const again = await s.get('/api/localuser!registerNoVerifcode', { username: email, password: 'abc123', re_password: 'abc123', type: 2 });
    expect(again.key).toBe('REGISTRATION_BLOCKED');
    await s.exec(`UPDATE blocked_identities SET blocked_until = now() - interval '1 second' WHERE identity = '${email}'`);
    expect((await s.get('/api/localuser!registerNoVerifcode', { username: email, password: 'abc123', re_password: 'abc123', type: 2 })).code).toBe('0');
  });

  it('is refused while a balance remains', async () => {
    const { token, email } = await s.signUp('rich@mall.test');
    const [u] = await s.exec(`SELECT id FROM users WHERE username = '${email}'`);
    const admin = await s.adminToken();
    expect((await s.post('/api/admin/wallet!adjust', { token: admin, owner: 'user', ownerId: u.id, amount: '0.01', reason: 'test funds' })).code).toBe('0');
    expect((await s.post('/api/user!logoff', { token, account: email, reason: 'bye' })).key).toBe('CANCEL_BALANCE_REMAINS');
    expect((await s.get('/api/localuser!get', { token })).code).toBe('0');
  });
});

describe('avatar', () => {
  it('is the number of a built-in picture, as existing clients show it: "1" by default, then the one chosen', async () => {
    const { token } = await s.signUp();
    expect((await s.get('/api/localuser!get', { token })).data.avatar).toBe('1');
    expect((await s.post('/api/localuser!refreshAvatar', { token, idx: 20 })).code).toBe('0');
    expect((await s.get('/api/localuser!get', { token })).data.avatar).toBe('20');
    for (const idx of [0, 21, 99, '3.5', '/avatars/3.svg']) expect((await s.post('/api/localuser!refreshAvatar', { token, idx })).key).toBe('PARAM_ERROR');
  });

  it('refuses a URL: only the built-in pictures exist', async () => {
    const { token } = await s.signUp();
    const own = (await s.app.inject({ method: 'POST', url: `/api/uploadimg!execute?token=${token}`, ...multipart(new Raster(2, 2).toPng(), 'a.png', 'avatar') })).json().data as string;
    expect((await s.post('/api/localuser!refreshAvatar', { token, idx: own })).key).toBe('PARAM_ERROR');
    expect((await s.get('/api/localuser!get', { token })).data.avatar).toMatch(/^([1-9]|1\d|20)$/);
  });
});

describe('slider puzzle', () => {
  it('is required at sign-in when SLIDER_CHECK is on, and passes only near the right position, once', async () => {
    const strict = await TestServer.start(database, { SLIDER_CHECK: 'on' });
    try {
      await s.signUp('slider@mall.test');
      expect((await strict.post('/api/user!newlogin', { username: 'slider@mall.test', password: 'abc123' })).key).toBe('CAPTCHA_REQUIRED');
      const ch = await strict.post('/api/captcha!get');
      expect(ch.data.bg).toMatch(/^data:image\/png;base64,/);
      expect(JSON.stringify(ch.data)).not.toMatch(/answer/i);
      const [row] = await strict.exec(`SELECT answer_x FROM captchas WHERE id = '${ch.data.captchaId}'`);
      expect((await strict.post('/api/captcha!verify', { captchaId: ch.data.captchaId, x: row.answer_x + 40 })).key).toBe('CAPTCHA_FAILED');
      const pass = await strict.post('/api/captcha!verify', { captchaId: ch.data.captchaId, x: row.answer_x + 2 });
      expect(pass.code).toBe('0');
      const login = await strict.post('/api/user!newlogin', { username: 'slider@mall.test', password: 'abc123', captchaToken: pass.data.captchaToken });
      expect(login.code).toBe('0');
      const replay = await strict.post('/api/user!newlogin', { username: 'slider@mall.test', password: 'abc123', captchaToken: pass.data.captchaToken });
      expect(replay.key).toBe('CAPTCHA_FAILED');
    } finally {
      await strict.close();
    }
  });

  it('is required at the seller and admin sign-in when SLIDER_CHECK is on, each solved on its own API', async () => {
    const strict = await TestServer.start(database, { SLIDER_CHECK: 'on' });
    try {
      const root = { email: 'root@mall.test', password: 'rootpass123' };
      expect((await strict.post('/api/admin/auth!login', root)).key).toBe('CAPTCHA_REQUIRED');
      const admin = await strict.post('/api/admin/auth!login', { ...root, captchaToken: await strict.solveCaptcha('/api/admin') });
      expect(admin.code).toBe('0');
      const seller = { email: 'slider-shop@mall.test', password: 'sellerpass1' };
      expect((await strict.post('/api/admin/seller!create', { token: admin.data.token, ...seller, name: 'Sl', storeName: 'Slider Shop' })).code).toBe('0');
      expect((await strict.post('/api/seller/auth!login', seller)).key).toBe('CAPTCHA_REQUIRED');
      expect((await strict.post('/api/seller/auth!login', { ...seller, captchaToken: 'made-up' })).key).toBe('CAPTCHA_FAILED');
      const pass = await strict.solveCaptcha('/api/seller');
      expect((await strict.post('/api/seller/auth!login', { ...seller, captchaToken: pass })).code).toBe('0');
      expect((await strict.post('/api/seller/auth!login', { ...seller, captchaToken: pass })).key).toBe('CAPTCHA_FAILED');
    } finally {
      await strict.close();
    }
  });
});
