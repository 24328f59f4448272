import { describe, expect, it } from 'vitest';
import { multipart, onPostgres, TestServer, withRaceServer, type Params } from '../../test/harness';
import { Raster } from '../captcha/png';

let s: TestServer;
let admin: string;
let second: string;
const a = (token: string, path: string, p: Params = {}) => s.post(`/api/admin/${path}`, { token, ...p });

withRaceServer(async (server) => {
  s = server;
  admin = await s.adminToken();
  await a(admin, 'staff!create', { email: 'cat2@mall.test', password: 'catalogue1', name: 'Cat', roles: 'catalogue' });
  second = await s.adminToken('cat2@mall.test', 'catalogue1');
});

async function applicant(tag: string) {
  const { token } = await s.signUp();
  const res = await s.app.inject({ method: 'POST', url: `/api/uploadimg!execute?token=${token}`, ...multipart(new Raster(2, 2).toPng(), 'd.png', 'merchant') });
  const doc = res.json().data as string;
  const form = (p: Params = {}): Params => ({
    storeName: `Race ${tag}`, category: 'Home', email: `race-${tag}@mall.test`, phone: '15112345678', country: 'Germany', docKind: 'personal', documents: doc, agree: '1', ...p,
  });
  return { token, apply: (p: Params = {}) => s.post('/api/merchant!apply', { token, ...form(p) }) };
}

describe.skipIf(!onPostgres)('on PostgreSQL', () => {
  it('creates one seller and one store when two admins approve the same application in a burst', async () => {
    const p = await applicant('burst');
    const id = (await p.apply()).data.id;
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => a(i % 2 ? admin : second, 'merchantApply!approve', { id })));
    expect(results.filter((r) => r.code === '0')).toHaveLength(1);
    expect(new Set(results.filter((r) => r.code !== '0').map((r) => r.key))).toEqual(new Set(['ALREADY_DECIDED']));
    expect(await s.exec(`SELECT id FROM sellers WHERE email = 'race-burst@mall.test'`)).toHaveLength(1);
    expect(await s.exec(`SELECT st.id FROM stores st JOIN sellers se ON se.id = st.seller_id WHERE se.email = 'race-burst@mall.test'`)).toHaveLength(1);
    expect(await s.exec(`SELECT id FROM outbox WHERE recipient = 'race-burst@mall.test'`)).toHaveLength(1);
    expect(await s.exec(`SELECT token_hash FROM seller_password_tokens t JOIN sellers se ON se.id = t.seller_id WHERE se.email = 'race-burst@mall.test'`)).toHaveLength(1);
  }, 120_000);

  it('decides once when approvals, rejections and document requests race', async () => {
    const p = await applicant('mixed');
    const id = (await p.apply()).data.id;
    const calls = ['merchantApply!approve', 'merchantApply!reject', 'merchantApply!requestDocuments'];
    const results = await Promise.all(Array.from({ length: 18 }, (_, i) => a(i % 2 ? admin : second, calls[i % 3], { id, reason: 'no' })));
    expect(results.filter((r) => r.code === '0')).toHaveLength(1);
    const [row] = await s.exec(`SELECT status, seller_id FROM merchant_applications WHERE id = ${id}`);
    expect((await s.exec(`SELECT id FROM sellers WHERE email = 'race-mixed@mall.test'`)).length).toBe(row.status === 'approved' ? 1 : 0);
  }, 120_000);

  it('keeps one live application per buyer, email and store name under parallel applications', async () => {
    const p = await applicant('same');
    const own = await Promise.all(Array.from({ length: 10 }, () => p.apply()));
    expect(own.filter((r) => r.code === '0')).toHaveLength(1);
    expect(new Set(own.filter((r) => r.code !== '0').map((r) => r.key))).toEqual(new Set(['MERCHANT_APPLICATION_OPEN']));
    const others = await Promise.all(Array.from({ length: 6 }, (_, i) => i).map(async (i) => (await applicant(`o${i}`)).apply({ email: 'race-shared@mall.test', storeName: 'Race shared' })));
    expect(others.filter((r) => r.code === '0')).toHaveLength(1);
    expect(await s.exec(`SELECT id FROM merchant_applications WHERE email = 'race-shared@mall.test'`)).toHaveLength(1);
  }, 120_000);
});
