import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { multipart, TestServer, withTestServer } from '../../test/harness';
import { Raster } from '../captcha/png';

let s: TestServer;
withTestServer((server) => { s = server; });

describe('syspara!getSyspara', () => {
  it('answers public parameters by code and follows admin edits', async () => {
    expect((await s.get('/api/syspara!getSyspara', { code: 'mall_max_goods_number_in_order' })).data).toEqual({ mall_max_goods_number_in_order: '500' });
    const admin = await s.adminToken();
    expect((await s.post('/api/admin/syspara!update', { token: admin, code: 'customer_service_url', value: 'https://help.example' })).code).toBe('0');
    expect((await s.post('/api/syspara!getSyspara', { code: 'customer_service_url' })).data).toEqual({ customer_service_url: 'https://help.example' });
  });
});

describe('index!download-url and the pop-up', () => {
  it('answers the configured download url', async () => {
    expect((await s.post('/api/index!download-url')).data).toBe('/userInfo/download');
  });

  it('has no pop-up by default, then the one an admin saves', async () => {
    expect((await s.get('/api/activity/lottery!getCurrentActivity')).data).toEqual({});
    const admin = await s.adminToken();
    expect((await s.post('/api/admin/activity!save', { token: admin, title: 'Spring draw', detailUrl: 'https://draw.example/spring', imgUrl: '', enabled: 1 })).code).toBe('0');
    expect((await s.get('/api/activity/lottery!getCurrentActivity')).data).toMatchObject({ title: 'Spring draw', detailUrl: 'https://draw.example/spring' });
    await s.post('/api/admin/activity!save', { token: admin, title: 'Spring draw', detailUrl: 'https://draw.example/spring', enabled: 0 });
    expect((await s.get('/api/activity/lottery!getCurrentActivity')).data).toEqual({});
  });
});

describe('the pop-up audience', () => {
  const save = async (extra: Record<string, string>) => expect((await s.post('/api/admin/activity!save', {
    token: await s.adminToken(), title: 'Lucky draw', detailUrl: '/credit', enabled: 1, ...extra,
  })).code).toBe('0');
  const seen = async (params: Record<string, string> = {}) => (await s.get('/api/activity/lottery!getCurrentActivity', params)).data;

  it('shows a guests-only pop-up to guests and not to signed-in buyers', async () => {
    const { token } = await s.signUp();
    await save({ audience: 'guests' });
    expect(await seen()).toMatchObject({ detailUrl: '/credit' });
    expect(await seen({ token })).toEqual({});
  });

  it('shows a signed-in pop-up only to signed-in buyers', async () => {
    const { token } = await s.signUp();
    await save({ audience: 'signed_in' });
    expect(await seen()).toEqual({});
    expect(await seen({ token })).toMatchObject({ title: 'Lucky draw' });
  });

  it('shows a pop-up only in the languages it was configured for', async () => {
    await save({ audience: 'all', langs: 'de,fr' });
    expect(await seen({ lang: 'de' })).toMatchObject({ title: 'Lucky draw' });
    expect(await seen({ lang: 'en' })).toEqual({});
    const stored = (await s.post('/api/admin/activity!get', { token: await s.adminToken() })).data;
    expect(stored).toMatchObject({ audience: 'all', langs: ['de', 'fr'] });
  });

  it('refuses an unknown language', async () => {
    expect((await s.post('/api/admin/activity!save', { token: await s.adminToken(), title: 'X', detailUrl: '/x', langs: 'xx' })).key).toBe('PARAM_ERROR');
  });
});

describe('subscribe!add', () => {
  it('records an email once and refuses a malformed one', async () => {
    expect((await s.post('/api/subscribe!add', { email: 'News@Mall.test' })).code).toBe('0');
    expect((await s.post('/api/subscribe!add', { email: 'news@mall.test' })).key).toBe('SUBSCRIBE_EXISTS');
    expect((await s.exec(`SELECT count(*)::int AS n FROM subscriptions WHERE email = 'news@mall.test'`))[0].n).toBe(1);
    expect((await s.post('/api/subscribe!add', { email: 'nope' })).key).toBe('EMAIL_INVALID');
  });
});

describe('uploadimg!execute', () => {
  const png = () => { const r = new Raster(4, 4); r.set(1, 1, 255, 0, 0); return r.toPng(); };

  it('stores a PNG under a random name and serves it with nosniff', async () => {
    const { token } = await s.signUp();
    const res = await s.app.inject({ method: 'POST', url: `/api/uploadimg!execute?token=${token}`, ...multipart(png(), 'me.png', 'avatar') });
    const url = res.json().data as string;
    expect(url).toMatch(/^\/uploads\/[A-Za-z0-9_-]{24}\.png$/);
    expect(existsSync(join(s.config.dataDir, url))).toBe(true);
    const served = await s.app.inject({ method: 'GET', url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-type']).toBe('image/png');
    // The same upload also routes through the public/ and doubled-slash forms of the path.
    const alt = await s.app.inject({ method: 'POST', url: `/wap//api/uploadimg!execute.action?token=${token}`, ...multipart(png(), 'x.png', 'avatar') });
    expect(alt.json().code).toBe('0');
  });

  it('recognises the type by content, not by name', async () => {
    const { token } = await s.signUp();
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const res = await s.app.inject({ method: 'POST', url: `/api/uploadimg!execute?token=${token}`, ...multipart(html, 'evil.png', 'avatar') });
    expect(res.json()).toMatchObject({ code: '1', key: 'UPLOAD_TYPE' });
  });

  it('applies the size limit of the module', async () => {
    const { token } = await s.signUp();
    const big = Buffer.concat([png(), Buffer.alloc(3 * 1024 * 1024)]);
    const res = await s.app.inject({ method: 'POST', url: `/api/uploadimg!execute?token=${token}`, ...multipart(big, 'big.png', 'avatar') });
    expect(res.json().key).toBe('UPLOAD_TOO_LARGE');
    const ok = await s.app.inject({ method: 'POST', url: `/api/uploadimg!execute?token=${token}`, ...multipart(big, 'big.png', 'review') });
    expect(ok.json().code).toBe('0');
  });

  it('needs a signed-in caller', async () => {
    const res = await s.app.inject({ method: 'POST', url: '/api/uploadimg!execute', ...multipart(png(), 'a.png', 'avatar') });
    expect(res.json().code).toBe('403');
  });
});
