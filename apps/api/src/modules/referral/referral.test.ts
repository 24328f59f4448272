import { describe, expect, it } from 'vitest';
import { TestServer, withTestServer, type Params } from '../../test/harness';

let s: TestServer;
withTestServer((server) => { s = server; });

const admin = async (path: string, p: Params = {}) => s.post(`/api/admin/${path}`, { token: await s.adminToken(), ...p });

/** A buyer, signed up with `code` when given, with their token, id and own invitation code. */
async function buyer(code?: string) {
  const { token, email } = await s.signUp(undefined, 'abc123', code ? { agentCode: code } : {});
  const get = (path: string, p: Params = {}) => s.get(`/api/${path}`, { token, ...p });
  const info = (await get('referral!info')).data;
  const [row] = await s.exec(`SELECT id FROM users WHERE username = '${email}'`);
  return { token, email, id: Number(row.id), code: info.invitationCode as string, get, bind: (c: string) => s.post('/api/referral!bind', { token, code: c }) };
}

async function seller() {
  const email = `shop${Math.random().toString(36).slice(2, 9)}@mall.test`;
  await admin('seller!create', { email, password: 'sellerpass1', name: 'Pat', storeName: `Store ${email}` });
  const token = (await s.post('/api/seller/auth!login', { email, password: 'sellerpass1' })).data.token as string;
  const get = (path: string, p: Params = {}) => s.get(`/api/seller/${path}`, { token, ...p });
  const [row] = await s.exec(`SELECT id FROM sellers WHERE email = '${email}'`);
  return { email, id: Number(row.id), get, code: (await get('referral!info')).data.invitationCode as string };
}

describe('sign-up with an invitation code', () => {
  it('records the referrer and counts the tree by level', async () => {
    const a = await buyer();
    const b = await buyer(a.code.toLowerCase());
    await buyer(b.code);
    const info = (await a.get('referral!info')).data;
    expect(info).toMatchObject({ invitationCode: a.code, allowed: true, total: 2, levels: [{ level: 1, count: 1 }, { level: 2, count: 1 }] });
    expect((await b.get('referral!info')).data.referrerCode).toBe(a.code);
  });

  it('lists invited accounts with masked names only', async () => {
    const a = await buyer();
    const b = await buyer(a.code);
    const list = (await a.get('referral!list', { level: 1 })).data;
    expect(list.pageInfo.totalElements).toBe(1);
    expect(list.pageList[0].name).toBe(`${b.email.slice(0, 2)}***@mall.test`);
    expect(Object.keys(list.pageList[0]).sort()).toEqual(['createTime', 'level', 'name']);
  });

  it('refuses an unknown code', async () => {
    const r = await s.get('/api/localuser!registerNoVerifcode', { username: 'nobody1@mall.test', password: 'abc123', re_password: 'abc123', type: 2, agentCode: 'ZZZZZZ' });
    expect(r.key).toBe('REFERRAL_CODE_WRONG');
  });

  it('puts a buyer invited with a seller\'s code in the seller\'s referral list', async () => {
    const shop = await seller();
    expect(shop.code).toHaveLength(8);
    const b = await buyer(shop.code);
    expect((await b.get('referral!info')).data.referrerCode).toBe(shop.code);
    const list = (await shop.get('referral!list')).data;
    expect(list.pageInfo.totalElements).toBe(1);
    expect(list.pageList[0].name).toContain('***@mall.test');
    const c = await buyer(b.code);
    expect((await shop.get('referral!info')).data.levels).toEqual([{ level: 1, count: 1 }, { level: 2, count: 1 }]);
    expect((await shop.get('referral!list', { level: 2 })).data.pageList[0].name).toBe(`${c.email.slice(0, 2)}***@mall.test`);
  });
});

describe('referral!bind', () => {
  it('records a referrer once', async () => {
    const a = await buyer();
    const b = await buyer();
    expect((await b.bind(a.code)).code).toBe('0');
    expect((await a.get('referral!info')).data.total).toBe(1);
    expect((await b.bind((await buyer()).code)).key).toBe('REFERRER_ALREADY_BOUND');
  });

  it('refuses self-referral', async () => {
    const a = await buyer();
    expect((await a.bind(a.code)).key).toBe('REFERRAL_SELF');
  });

  it('referral cycle refused', async () => {
    const a = await buyer();
    const b = await buyer(a.code);
    const c = await buyer(b.code);
    expect((await a.bind(c.code)).key).toBe('REFERRAL_CYCLE');
    expect((await a.bind(b.code)).key).toBe('REFERRAL_CYCLE');
    const [row] = await s.exec(`SELECT referrer_id FROM users WHERE id = ${a.id}`);
    expect(row.referrer_id).toBeNull();
  });

  it('refuses a self-reference in the database too', async () => {
    const a = await buyer();
    await expect(s.exec(`UPDATE users SET referrer_id = id WHERE id = ${a.id}`)).rejects.toThrow();
  });
});

describe('admin referral tree', () => {
  it('finds an account by code and shows its upline and children', async () => {
    const shop = await seller();
    const a = await buyer(shop.code);
    const b = await buyer(a.code);
    const found = (await admin('referral!get', { q: b.code })).data;
    expect(found.node).toMatchObject({ kind: 'user', name: b.email, invitationCode: b.code });
    expect(found.upline.map((n: { name: string }) => n.name)).toEqual([a.email, shop.email]);
    const kids = (await admin('referral!list', { kind: 'seller', id: shop.id })).data;
    expect(kids.pageList).toHaveLength(1);
    expect(kids.pageList[0]).toMatchObject({ name: a.email, children: 1 });
  });

  it('sets an agent level (audited)', async () => {
    const a = await buyer();
    expect((await admin('referral!setAgentLevel', { kind: 'user', id: a.id, level: 3 })).code).toBe('0');
    expect((await a.get('referral!info')).data.agentLevel).toBe(3);
    expect((await admin('referral!setAgentLevel', { kind: 'user', id: a.id, level: 9 })).code).not.toBe('0');
    const [log] = await s.exec(`SELECT action, target FROM audit_log WHERE action = 'referral!setAgentLevel' ORDER BY id DESC LIMIT 1`);
    expect(log.target).toBe(`user:${a.id}`);
  });

  it('refuses the code of an account whose referral was disabled (referrer not allowed)', async () => {
    const a = await buyer();
    const shop = await seller();
    expect((await admin('referral!setAllowed', { kind: 'user', id: a.id, allowed: '0' })).code).toBe('0');
    expect((await admin('referral!setAllowed', { kind: 'seller', id: shop.id, allowed: '0' })).code).toBe('0');
    const r = await s.get('/api/localuser!registerNoVerifcode', { username: 'late1@mall.test', password: 'abc123', re_password: 'abc123', type: 2, agentCode: a.code });
    expect(r.key).toBe('REFERRER_NOT_ALLOWED');
    expect((await (await buyer()).bind(shop.code)).key).toBe('REFERRER_NOT_ALLOWED');
    expect((await a.get('referral!info')).data.allowed).toBe(false);
    expect((await admin('referral!setAllowed', { kind: 'user', id: a.id, allowed: '1' })).code).toBe('0');
    expect((await buyer(a.code)).code).toHaveLength(6);
  });

  it('lets support read the tree but not change it', async () => {
    const a = await buyer();
    await admin('staff!create', { email: 'help1@mall.test', password: 'helppass123', name: 'Help', roles: 'support' });
    const token = (await s.post('/api/admin/auth!login', { email: 'help1@mall.test', password: 'helppass123' })).data.token;
    expect((await s.post('/api/admin/referral!get', { token, q: a.code })).code).toBe('0');
    expect((await s.post('/api/admin/referral!setAgentLevel', { token, kind: 'user', id: a.id, level: 1 })).key).toBe('NO_PERMISSION');
  });
});
