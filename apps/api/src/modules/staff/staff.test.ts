import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TestServer, testDatabase, withTestServer } from '../../test/harness';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';

let s: TestServer;
withTestServer((server) => { s = server; });

describe('sellers', () => {
  it('sign in separately from buyers', async () => {
    const admin = await s.adminToken();
    expect((await s.post('/api/admin/seller!create', { token: admin, email: 'shop@mall.test', password: 'sellerpass1', name: 'Sam', storeName: 'Sam Shop' })).code).toBe('0');
    const login = await s.post('/api/seller/auth!login', { email: 'shop@mall.test', password: 'sellerpass1' });
    expect(login.code).toBe('0');
    expect((await s.post('/api/seller/auth!me', { token: login.data.token })).data).toMatchObject({ email: 'shop@mall.test', storeName: 'Sam Shop' });
    // A seller token is not a buyer token, and the seller's email is no buyer account.
    expect((await s.get('/api/localuser!get', { token: login.data.token })).code).toBe('403');
    expect((await s.post('/api/user!newlogin', { username: 'shop@mall.test', password: 'sellerpass1' })).code).toBe('1');
    const buyer = await s.signUp();
    expect((await s.post('/api/seller/auth!me', { token: buyer.token })).code).toBe('403');
  });

  it('are found by part of their email, name or store name; % and _ are plain characters', async () => {
    const admin = await s.adminToken();
    const run = Date.now().toString(36);
    const create = (email: string, name: string, storeName: string) =>
      s.post('/api/admin/seller!create', { token: admin, email, password: 'sellerpass1', name, storeName });
    expect((await create(`ana-${run}@mall.test`, 'Ana', `Tea ${run} House`)).code).toBe('0');
    expect((await create(`bo-${run}@mall.test`, `Bo ${run}`, '100% Cotton')).code).toBe('0');
    const find = async (keyword: string) =>
      ((await s.post('/api/admin/seller!list', { token: admin, pageNum: 1, pageSize: 20, keyword })).data as { pageList: { email: string }[]; pageInfo: { totalElements: number } });
    expect((await find(`ANA-${run}`)).pageList.map((r) => r.email)).toEqual([`ana-${run}@mall.test`]);
    expect((await find(`bo ${run}`)).pageList.map((r) => r.email)).toEqual([`bo-${run}@mall.test`]);
    expect((await find(`tea ${run}`)).pageInfo.totalElements).toBe(1);
    expect((await find('100%')).pageList.map((r) => r.email)).toEqual([`bo-${run}@mall.test`]);
    expect((await find('%')).pageList.map((r) => r.email)).toEqual([`bo-${run}@mall.test`]);
    expect((await find('_')).pageInfo.totalElements).toBe(0);
    expect((await find('')).pageInfo.totalElements).toBeGreaterThanOrEqual(2);
  });
});

describe('admins', () => {
  it('check roles on every admin route', async () => {
    const root = await s.adminToken();
    expect((await s.post('/api/admin/staff!create', { token: root, email: 'cat@mall.test', password: 'catalogue1', name: 'Cat', roles: 'catalogue' })).code).toBe('0');
    expect((await s.post('/api/admin/staff!create', { token: root, email: 'sup@mall.test', password: 'support123', name: 'Sup', roles: 'support' })).code).toBe('0');
    const cat = await s.adminToken('cat@mall.test', 'catalogue1');
    const sup = await s.adminToken('sup@mall.test', 'support123');
    expect((await s.post('/api/admin/syspara!update', { token: cat, code: 'customer_service_url', value: 'x' })).key).toBe('NO_PERMISSION');
    expect((await s.post('/api/admin/audit!list', { token: sup })).key).toBe('NO_PERMISSION');
    expect((await s.post('/api/admin/user!list', { token: cat })).key).toBe('NO_PERMISSION');
    expect((await s.post('/api/admin/user!list', { token: sup })).code).toBe('0');
    expect((await s.post('/api/admin/seller!create', { token: sup, email: 'x@mall.test', password: 'xxxxxxxx1', name: 'x', storeName: 'x' })).key).toBe('NO_PERMISSION');
    expect((await s.post('/api/admin/seller!create', { token: cat, email: 'y@mall.test', password: 'yyyyyyyy1', name: 'y', storeName: 'y' })).code).toBe('0');
    const buyer = await s.signUp();
    expect((await s.post('/api/admin/auth!me', { token: buyer.token })).code).toBe('403');
  });

  it('record every write in the audit log', async () => {
    const root = await s.adminToken();
    await s.post('/api/admin/syspara!update', { token: root, code: 'mall_max_goods_number_in_order', value: '300' });
    const buyer = await s.signUp();
    const usercode = (await s.get('/api/localuser!get', { token: buyer.token })).data.usercode;
    await s.post('/api/admin/user!disable', { token: root, usercode });
    expect((await s.get('/api/localuser!get', { token: buyer.token })).code).toBe('403');
    const log = (await s.post('/api/admin/audit!list', { token: root, pageSize: 50 })).data;
    const actions = log.pageList.map((e: any) => e.action);
    expect(actions).toContain('syspara!update');
    expect(actions).toContain('user!disable');
    const entry = log.pageList.find((e: any) => e.action === 'syspara!update');
    expect(entry).toMatchObject({ adminEmail: 'root@mall.test', target: 'mall_max_goods_number_in_order' });
    expect(JSON.parse(entry.detail)).toEqual({ from: '500', to: '300' });
    expect(entry.createTime).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
    await s.post('/api/admin/syspara!update', { token: root, code: 'mall_max_goods_number_in_order', value: '500' });
  });

  it('lock after three wrong passwords', async () => {
    for (let i = 0; i < 3; i++) await s.post('/api/admin/auth!login', { email: 'sup@mall.test', password: 'wrongwrong' });
    expect((await s.post('/api/admin/auth!login', { email: 'sup@mall.test', password: 'support123' })).key).toBe('LOGIN_LOCKED');
  });
});

describe('the first admin', () => {
  it('is generated when none is configured, printed once and written under DATA_DIR', async () => {
    const fresh = await testDatabase();
    const dataDir = mkdtempSync(join(tmpdir(), 'mall-admin-'));
    const printed: string[] = [];
    const built = await buildApp({ config: loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', SLIDER_CHECK: 'off' }), database: fresh, print: (t) => printed.push(t) });
    try {
      const file = join(dataDir, 'admin-credentials.txt');
      const text = readFileSync(file, 'utf8');
      expect(statSync(file).mode & 0o077).toBe(0);
      const password = /password: (\S+)/.exec(text)![1];
      expect(password.length).toBeGreaterThanOrEqual(16);
      expect(printed.join('')).toContain(password);
      const res = await built.app.inject({ method: 'POST', url: `/api/admin/auth!login?email=admin@mall.local&password=${encodeURIComponent(password)}` });
      expect(res.json().code).toBe('0');
      // A second start prints nothing new.
      const again = await buildApp({ config: loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', SLIDER_CHECK: 'off' }), database: fresh, print: (t) => printed.push(t) });
      await again.close();
      expect(printed).toHaveLength(1);
    } finally {
      await built.close();
      await fresh.close();
    }
  });
});
