import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/client';
import { multipart, TestServer, testDatabase, type Params } from '../../test/harness';
import { Raster } from '../captcha/png';

let database: Database;
let s: TestServer;
let admin: string;
const a = (path: string, p: Params = {}) => s.post(`/api/admin/${path}`, { token: admin, ...p });
let seq = 0;
const png = () => { const r = new Raster(3, 3); r.set(1, 1, 10, 20, (seq++ % 200) + 30); return r.toPng(); };

async function upload(token: string): Promise<string> {
  const res = await s.app.inject({ method: 'POST', url: `/api/uploadimg!execute?token=${token}`, ...multipart(png(), 'doc.png', 'merchant') });
  return res.json().data;
}

/** A signed-in buyer with two uploaded document pictures and a form to send. */
async function applicant(tag = Math.random().toString(36).slice(2, 8)) {
  const { token } = await s.signUp();
  const docs = [await upload(token), await upload(token)];
  const form = (p: Params = {}): Params => ({
    storeName: `Shop ${tag}`, category: 'Home', email: `owner-${tag}@mall.test`, phone: '+49 151 1234567', country: 'Germany',
    docKind: 'business', documents: docs.join(','), agree: '1', ...p,
  });
  const u = (path: string, p: Params = {}) => s.post(`/api/${path}`, { token, ...p });
  return { token, docs, form, u, tag, apply: (p: Params = {}) => u('merchant!apply', form(p)) };
}

/** Captures the mails the merchant module queues (the outbox drops a text once delivery settles). */
function mails() {
  const spy = vi.spyOn(s.built.deps.notify, 'queueMail');
  let calls: unknown[][] = [];
  return {
    bodies: () => calls.map((c) => ({ to: String(c[1]), subject: String(c[2]), body: String(c[3]) })),
    restore: () => { calls = [...spy.mock.calls]; spy.mockRestore(); },
  };
}
const tokenOf = (body: string) => decodeURIComponent(/set-password\?token=([^\s]+)/.exec(body)![1]);

beforeAll(async () => {
  database = await testDatabase();
  s = await TestServer.start(database);
  admin = await s.adminToken();
}, 60_000);
afterAll(async () => { await s?.close(); await database?.close(); });

describe('the offer', () => {
  it('shows the commission and settlement days of the order settings to anyone', async () => {
    await s.exec(`UPDATE sysparas SET value = '0.08' WHERE code = 'order_commission_rate'`);
    const r = await s.get('/api/merchant!offer');
    expect(r.code).toBe('0');
    expect(r.data).toMatchObject({ commissionRate: 0.08, autoReceiptDays: 10, returnDays: 7 });
    await s.exec(`UPDATE sysparas SET value = '0.05' WHERE code = 'order_commission_rate'`);
  });
});

describe('applying', () => {
  it('files an application that its applicant sees in review', async () => {
    const p = await applicant();
    const r = await p.apply();
    expect(r.code).toBe('0');
    expect(r.data).toMatchObject({ status: 'pending', storeName: `Shop ${p.tag}`, docKind: 'business', documents: p.docs, reason: '' });
    expect((await p.u('merchant!mine')).data.id).toBe(r.data.id);
  });

  it('needs sign-in', async () => {
    expect((await s.post('/api/merchant!apply', { storeName: 'x' })).key).toBe('NOT_LOGGED_IN');
  });

  it('refuses missing fields, a bad email or phone, a missing agreement', async () => {
    const p = await applicant();
    expect((await p.apply({ storeName: ' ' })).key).toBe('MERCHANT_FIELDS_REQUIRED');
    expect((await p.apply({ docKind: 'other' })).key).toBe('MERCHANT_FIELDS_REQUIRED');
    expect((await p.apply({ email: 'not-an-email' })).key).toBe('EMAIL_INVALID');
    expect((await p.apply({ phone: 'call me' })).key).toBe('PHONE_INVALID');
    expect((await p.apply({ agree: '0' })).key).toBe('MERCHANT_AGREEMENT_REQUIRED');
  });

  it('takes only 1 to 6 pictures of the applicant\'s own uploads', async () => {
    const p = await applicant();
    const other = await applicant();
    expect((await p.apply({ documents: '' })).key).toBe('MERCHANT_DOCUMENTS_INVALID');
    expect((await p.apply({ documents: other.docs[0] })).key).toBe('MERCHANT_DOCUMENTS_INVALID');
    expect((await p.apply({ documents: 'https://elsewhere.test/uploads/a.png' })).key).toBe('MERCHANT_DOCUMENTS_INVALID');
    expect((await p.apply({ documents: Array(7).fill(p.docs[0]).join(',') })).key).toBe('MERCHANT_DOCUMENTS_INVALID');
  });

  it('refuses a second live application of the same buyer', async () => {
    const p = await applicant();
    expect((await p.apply()).code).toBe('0');
    expect((await p.apply({ storeName: `Other ${p.tag}`, email: `other-${p.tag}@mall.test` })).key).toBe('MERCHANT_APPLICATION_OPEN');
  });

  it('refuses an email or store name of another live application or of an existing seller', async () => {
    const first = await applicant();
    expect((await first.apply()).code).toBe('0');
    const second = await applicant();
    expect((await second.apply({ email: `OWNER-${first.tag}@MALL.TEST` })).key).toBe('MERCHANT_EMAIL_TAKEN');
    expect((await second.apply({ storeName: `shop ${first.tag}` })).key).toBe('MERCHANT_STORE_NAME_TAKEN');
    await a('seller!create', { email: `taken-${second.tag}@mall.test`, password: 'sellerpass1', name: 'T', storeName: `Taken ${second.tag}` });
    expect((await second.apply({ email: `taken-${second.tag}@mall.test` })).key).toBe('MERCHANT_EMAIL_TAKEN');
    expect((await second.apply({ storeName: `TAKEN ${second.tag}` })).key).toBe('MERCHANT_STORE_NAME_TAKEN');
  });
});

describe('the queue', () => {
  it('lists applications with their documents and applicant', async () => {
    const p = await applicant();
    const id = (await p.apply()).data.id;
    const r = await a('merchantApply!list', { status: 'pending', pageSize: 100 });
    const row = r.data.pageList.find((x: any) => x.id === id);
    expect(row).toMatchObject({ status: 'pending', documents: p.docs, storeName: `Shop ${p.tag}` });
    expect(row.applicant).toMatch(/@mall\.test$/);
  });

  it('approves once: a seller with an active empty store, a one-time link mailed, audited', async () => {
    const p = await applicant();
    const id = (await p.apply({ lang: 'de' })).data.id;
    const m = mails();
    const r = await a('merchantApply!approve', { id });
    m.restore();
    expect(r.code).toBe('0');
    expect((await a('merchantApply!approve', { id })).key).toBe('ALREADY_DECIDED');
    const sellers = await s.exec(`SELECT s.id, st.status, st.goods_num FROM sellers s JOIN stores st ON st.seller_id = s.id WHERE s.email = 'owner-${p.tag}@mall.test'`);
    expect(sellers).toHaveLength(1);
    expect(sellers[0]).toMatchObject({ status: 'active', goods_num: 0 });
    expect(String(sellers[0].id)).toBe(r.data.sellerId);
    expect((await p.u('merchant!mine')).data.status).toBe('approved');
    const [mail] = m.bodies();
    expect(mail.to).toBe(`owner-${p.tag}@mall.test`);
    expect(mail.body).toContain('/seller/set-password?token=');
    const [queued] = await s.exec(`SELECT channel FROM outbox WHERE recipient = 'owner-${p.tag}@mall.test'`);
    expect(queued.channel).toBe('email');
    const audit = await s.exec(`SELECT action FROM audit_log WHERE target = 'merchant-application:${id}'`);
    expect(audit.map((x) => x.action)).toEqual(['merchantApply!approve']);

    // No password works until the link sets one; the link works once.
    const email = `owner-${p.tag}@mall.test`;
    expect((await s.post('/api/seller/auth!login', { email, password: 'whatever1' })).code).not.toBe('0');
    const token = tokenOf(mail.body);
    expect((await s.post('/api/seller/merchant!setPassword', { token, password: 'short' })).key).toBe('PASSWORD_LENGTH');
    const set = await s.post('/api/seller/merchant!setPassword', { token, password: 'newshop123' });
    expect(set).toMatchObject({ code: '0', data: { email } });
    expect((await s.post('/api/seller/merchant!setPassword', { token, password: 'again12345' })).key).toBe('MERCHANT_LINK_INVALID');
    expect((await s.post('/api/seller/merchant!setPassword', { token: 'forged', password: 'again12345' })).key).toBe('MERCHANT_LINK_INVALID');
    const login = await s.post('/api/seller/auth!login', { email, password: 'newshop123' });
    expect(login.code).toBe('0');
    expect((await s.post('/api/seller/auth!me', { token: login.data.token })).data.storeName).toBe(`Shop ${p.tag}`);
  });

  it('refuses an expired link', async () => {
    const p = await applicant();
    const id = (await p.apply()).data.id;
    const m = mails();
    await a('merchantApply!approve', { id });
    m.restore();
    await s.exec(`UPDATE seller_password_tokens SET expires_at = now() - interval '1 minute' WHERE seller_id = (SELECT seller_id FROM merchant_applications WHERE id = ${id})`);
    expect((await s.post('/api/seller/merchant!setPassword', { token: tokenOf(m.bodies()[0].body), password: 'newshop123' })).key).toBe('MERCHANT_LINK_INVALID');
  });

  it('does not approve when the email became a seller meanwhile, and leaves the application pending', async () => {
    const p = await applicant();
    const id = (await p.apply()).data.id;
    await a('seller!create', { email: `owner-${p.tag}@mall.test`, password: 'sellerpass1', name: 'X', storeName: `Else ${p.tag}` });
    expect((await a('merchantApply!approve', { id })).key).toBe('MERCHANT_EMAIL_TAKEN');
    expect((await p.u('merchant!mine')).data.status).toBe('pending');
  });

  it('rejects only with a reason, which the applicant reads; then a new application is possible', async () => {
    const p = await applicant();
    const id = (await p.apply()).data.id;
    expect((await a('merchantApply!reject', { id, reason: '  ' })).key).toBe('REASON_REQUIRED');
    expect((await a('merchantApply!reject', { id, reason: 'Documents unreadable' })).code).toBe('0');
    expect((await p.u('merchant!mine')).data).toMatchObject({ status: 'rejected', reason: 'Documents unreadable' });
    expect((await a('merchantApply!approve', { id })).key).toBe('ALREADY_DECIDED');
    expect((await p.apply()).code).toBe('0');
    const audit = await s.exec(`SELECT action, detail FROM audit_log WHERE target = 'merchant-application:${id}'`);
    expect(audit.map((x) => x.action)).toEqual(['merchantApply!reject']);
  });

  it('asks for more documents; only the applicant re-submits, with own pictures, back into review', async () => {
    const p = await applicant();
    const id = (await p.apply()).data.id;
    expect((await a('merchantApply!requestDocuments', { id, reason: '' })).key).toBe('REASON_REQUIRED');
    expect((await a('merchantApply!requestDocuments', { id, reason: 'Add the back of the ID' })).code).toBe('0');
    expect((await p.u('merchant!mine')).data).toMatchObject({ status: 'more_docs', reason: 'Add the back of the ID' });
    expect((await a('merchantApply!approve', { id })).key).toBe('ALREADY_DECIDED');
    const other = await applicant();
    expect((await other.u('merchant!resubmit', { id, documents: other.docs.join(',') })).key).toBe('MERCHANT_NOT_FOUND');
    expect((await p.u('merchant!resubmit', { id, documents: other.docs[0] })).key).toBe('MERCHANT_DOCUMENTS_INVALID');
    const extra = await upload(p.token);
    const r = await p.u('merchant!resubmit', { id, documents: [...p.docs, extra].join(',') });
    expect(r.data).toMatchObject({ status: 'pending', documents: [...p.docs, extra], reason: '' });
    expect((await p.u('merchant!resubmit', { id, documents: extra })).key).toBe('ALREADY_DECIDED');
    expect((await a('merchantApply!approve', { id })).code).toBe('0');
  });

  it('lets only catalogue admins decide', async () => {
    await a('staff!create', { email: 'sup-m@mall.test', password: 'support123', name: 'Sup', roles: 'support' });
    const sup = await s.adminToken('sup-m@mall.test', 'support123');
    const p = await applicant();
    const id = (await p.apply()).data.id;
    expect((await s.post('/api/admin/merchantApply!list', { token: sup })).code).toBe('0');
    expect((await s.post('/api/admin/merchantApply!approve', { token: sup, id })).key).toBe('NO_PERMISSION');
    expect((await s.post('/api/admin/merchantApply!reject', { token: sup, id, reason: 'x' })).key).toBe('NO_PERMISSION');
  });

  it('answers not found for an unknown application', async () => {
    expect((await a('merchantApply!approve', { id: '999999' })).key).toBe('MERCHANT_NOT_FOUND');
    expect((await a('merchantApply!reject', { id: 'abc', reason: 'x' })).key).toBe('MERCHANT_NOT_FOUND');
  });
});
