import { describe, expect, it } from 'vitest';
import { multipart, onPostgres, TestServer, withQuery, withRaceServer, type Params } from '../../test/harness';
import { Raster } from '../captcha/png';

let s: TestServer;

withRaceServer((server) => { s = server; });

async function applicant() {
  const { token, email } = await s.signUp();
  const id = Number((await s.exec(`SELECT id FROM users WHERE username = '${email}'`))[0].id);
  const up = async () => (await s.app.inject({ method: 'POST', url: `/api/uploadimg!execute?token=${token}`, ...multipart(new Raster(2, 2).toPng(), 'p.png', 'kyc') })).json().data as string;
  const form = { name: 'Ann', idname: 'passport', idnumber: 'P1', nationality: 'Germany', idimg_1: await up(), idimg_2: await up(), idimg_3: await up() };
  // Each request from its own address: the burst is the account's, not one client's.
  const call = async (path: string, p: Params, i: number) => (await s.app.inject({
    method: 'POST', url: withQuery(`/api/${path}`, { token, ...p }), headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '', remoteAddress: `10.9.${Math.floor(i / 200)}.${(i % 200) + 1}`,
  })).json();
  return { id, token, form, call, proof: up };
}

describe.skipIf(!onPostgres)('on PostgreSQL', () => {
  it('keeps one live basic application under 20 parallel applications of one account', async () => {
    const b = await applicant();
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => b.call('kyc!apply', b.form, i)));
    expect(results.filter((r) => r.code === '0')).toHaveLength(1);
    expect(new Set(results.filter((r) => r.code !== '0').map((r) => r.key))).toEqual(new Set(['KYC_IN_REVIEW']));
    const rows = await s.exec(`SELECT status FROM kyc_verifications WHERE owner_kind = 'user' AND owner_id = ${b.id}`);
    expect(rows).toHaveLength(1);
  }, 120_000);

  it('keeps one live advanced application under 20 parallel applications', async () => {
    const b = await applicant();
    expect((await b.call('kyc!apply', b.form, 0)).code).toBe('0');
    await s.exec(`UPDATE kyc_verifications SET status = 2 WHERE owner_kind = 'user' AND owner_id = ${b.id}`);
    const adv = { address: '1 Example Street', addressImg: await b.proof() };
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => b.call('kyc!applyAdvanced', adv, i)));
    expect(results.filter((r) => r.code === '0')).toHaveLength(1);
    expect(new Set(results.filter((r) => r.code !== '0').map((r) => r.key))).toEqual(new Set(['KYC_IN_REVIEW']));
    expect(await s.exec(`SELECT id FROM kyc_verifications WHERE owner_kind = 'user' AND owner_id = ${b.id} AND level = 'advanced'`)).toHaveLength(1);
  }, 120_000);
});
