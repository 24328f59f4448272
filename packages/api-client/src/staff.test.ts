import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, createApiClient } from './client';
import {
  adminLogin, createSeller, createStaff, disableUser, getActivity, getAdminMe, getSellerMe, listAudit, listStaff,
  listSysparas, listUsers, saveActivity, sellerLogin, updateSyspara, uploadStaffImage,
} from './staff';

interface Seen { method: string; url: URL }
let seen: Seen[] = [];
let answer: unknown = { code: '0', msg: null, data: null };

beforeEach(() => {
  seen = [];
  vi.stubGlobal('fetch', vi.fn(async (input: Request | string | URL, init?: RequestInit) => {
    const req = input instanceof Request ? input : new Request(new URL(String(input), 'http://test.local'), init);
    seen.push({ method: req.method, url: new URL(req.url, 'http://test.local') });
    return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
  }));
});
afterEach(() => { vi.unstubAllGlobals(); });

const admin = (token: string | null = 'adm-token') =>
  createApiClient({ prefix: 'http://test.local/api/admin', getToken: () => token, getLang: () => 'de' });
const seller = () => createApiClient({ prefix: 'http://test.local/api/seller', getToken: () => 'sel-token', getLang: () => 'en' });
const ok = (data: unknown) => ({ code: '0', msg: null, data });
const last = () => seen.at(-1)!;

describe('seller calls', () => {
  it('signs a seller in with email and password and answers the token', async () => {
    answer = ok({ token: 'abc' });
    await expect(sellerLogin(seller(), { email: 's@x.test', password: 'secret12' })).resolves.toBe('abc');
    expect(last().url.pathname).toBe('/api/seller/auth!login');
    expect(last().url.searchParams.get('email')).toBe('s@x.test');
    expect(last().url.searchParams.get('password')).toBe('secret12');
  });

  it('reads the seller and store name from auth!me', async () => {
    answer = ok({ id: '7', email: 's@x.test', name: 'Sam', storeName: 'Sam Goods' });
    await expect(getSellerMe(seller())).resolves.toMatchObject({ name: 'Sam', storeName: 'Sam Goods' });
    expect(last().url.searchParams.get('token')).toBe('sel-token');
  });
});

describe('admin calls', () => {
  it('sends the token and the language with every call', async () => {
    answer = ok({ id: '1', email: 'a@x.test', name: 'Ann', roles: ['super_admin'] });
    const me = await getAdminMe(admin());
    expect(me.roles).toEqual(['super_admin']);
    expect(last().method).toBe('POST');
    expect(last().url.pathname).toBe('/api/admin/auth!me');
    expect(last().url.searchParams.get('token')).toBe('adm-token');
    expect(last().url.searchParams.get('lang')).toBe('de');
  });

  it('rejects a 403 answer as an auth error with its key', async () => {
    answer = { code: '403', msg: 'Bitte anmelden', data: null, key: 'NOT_LOGGED_IN' };
    const err = await getAdminMe(admin()).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).isAuth).toBe(true);
    expect((err as ApiError).key).toBe('NOT_LOGGED_IN');
    expect((err as ApiError).message).toBe('Bitte anmelden');
  });

  it('rejects a missing role as a business error, not an auth error', async () => {
    answer = { code: '1', msg: 'No permission', data: null, key: 'NO_PERMISSION' };
    const err = (await listSysparas(admin()).catch((e: unknown) => e)) as ApiError;
    expect(err.isAuth).toBe(false);
    expect(err.key).toBe('NO_PERMISSION');
  });

  it('answers the token of an admin sign-in', async () => {
    answer = ok({ token: 'tok' });
    await expect(adminLogin(admin(null), { email: 'a@x.test', password: 'pw123456' })).resolves.toBe('tok');
    expect(last().url.searchParams.has('token')).toBe(false);
  });

  it('updates a system parameter by code and value', async () => {
    answer = ok('https://old.example');
    await updateSyspara(admin(), { code: 'customer_service_url', value: 'https://help.example' });
    expect(last().url.pathname).toBe('/api/admin/syspara!update');
    expect(last().url.searchParams.get('code')).toBe('customer_service_url');
    expect(last().url.searchParams.get('value')).toBe('https://help.example');
  });

  it('asks for one audit page and leaves out an empty action filter', async () => {
    answer = ok({ pageList: [], pageInfo: { pageNum: 2, pageSize: 10, totalElements: 11 } });
    const page = await listAudit(admin(), { pageNum: 2, pageSize: 10, action: '' });
    expect(page.pageInfo.totalElements).toBe(11);
    expect(last().url.searchParams.get('pageNum')).toBe('2');
    expect(last().url.searchParams.has('action')).toBe(false);
    await listAudit(admin(), { pageNum: 1, pageSize: 10, action: 'syspara.update' });
    expect(last().url.searchParams.get('action')).toBe('syspara.update');
  });

  it('rejects an audit page whose shape does not match the contract', async () => {
    answer = ok({ pageList: [{ id: 1 }], pageInfo: { pageNum: 1, pageSize: 10, totalElements: 1 } });
    await expect(listAudit(admin(), { pageNum: 1, pageSize: 10 })).rejects.toThrow();
  });

  it('reads no activity as null and a stored one with its enabled flag', async () => {
    answer = ok(null);
    await expect(getActivity(admin())).resolves.toBeNull();
    answer = ok({ id: '3', title: 'Spin', imgUrl: '/a.png', detailUrl: 'https://x.test', enabled: 0 });
    await expect(getActivity(admin())).resolves.toMatchObject({ title: 'Spin', enabled: 0 });
  });

  it('saves the activity with enabled as 1 or 0', async () => {
    answer = ok(null);
    await saveActivity(admin(), { title: 'Spin', imgUrl: '/a.png', detailUrl: 'https://x.test', enabled: 0 });
    expect(last().url.pathname).toBe('/api/admin/activity!save');
    expect(last().url.searchParams.get('enabled')).toBe('0');
  });

  it('searches users by keyword and disables one by usercode', async () => {
    answer = ok({ pageList: [{ usercode: 'U1', username: 'bob@x.test', email: 'bob@x.test', phone: '', status: 'active', createTime: '2025-01-01 10:00:00' }], pageInfo: { pageNum: 1, pageSize: 20, totalElements: 1 } });
    const page = await listUsers(admin(), { pageNum: 1, pageSize: 20, keyword: 'bob' });
    expect(page.pageList[0].status).toBe('active');
    expect(page.pageList[0].phone).toBe('');
    expect(last().url.searchParams.get('keyword')).toBe('bob');
    answer = ok(null);
    await disableUser(admin(), 'U1');
    expect(last().url.pathname).toBe('/api/admin/user!disable');
    expect(last().url.searchParams.get('usercode')).toBe('U1');
  });

  it('creates a seller with email, password, name and store name', async () => {
    answer = ok({ id: '9', email: 's@x.test' });
    await expect(createSeller(admin(), { email: 's@x.test', password: 'pw123456', name: 'Sam', storeName: 'Sam Goods' })).resolves.toEqual({ id: '9' });
    const sp = last().url.searchParams;
    expect(last().url.pathname).toBe('/api/admin/seller!create');
    expect([sp.get('email'), sp.get('name'), sp.get('storeName')]).toEqual(['s@x.test', 'Sam', 'Sam Goods']);
  });

  it('sends staff roles as a comma list', async () => {
    answer = ok({ id: '9', email: 'f@x.test', roles: ['finance', 'support'] });
    await createStaff(admin(), { email: 'f@x.test', password: 'pw123456', name: 'Fay', roles: ['finance', 'support'] });
    expect(last().url.searchParams.get('roles')).toBe('finance,support');
  });

  it('reads the staff list as the array the server answers', async () => {
    const member = { id: '1', email: 'a@x.test', name: 'Ann', roles: ['super_admin'], status: 'active', createTime: '2025-01-01 10:00:00' };
    answer = ok([member, { ...member, id: '2', roles: ['finance'] }]);
    await expect(listStaff(admin())).resolves.toEqual([member, { ...member, id: '2', roles: ['finance'] }]);
    answer = ok([{ ...member, roles: ['pirate'] }]);
    await expect(listStaff(admin())).rejects.toThrow();
  });

  it('uploads an image as multipart with its module name and answers the URL', async () => {
    answer = ok('/uploads/abc.png');
    const url = await uploadStaffImage(admin(), new Blob([new Uint8Array([0x89, 0x50])], { type: 'image/png' }), 'banner');
    expect(url).toBe('/uploads/abc.png');
    expect(last().url.pathname).toBe('/api/admin/uploadimg!execute');
    expect(last().url.searchParams.get('moduleName')).toBe('banner');
  });
});
