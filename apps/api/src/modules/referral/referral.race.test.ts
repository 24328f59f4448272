import { describe, expect, it } from 'vitest';
import { onPostgres, TestServer, withRaceServer, type Params } from '../../test/harness';

let s: TestServer;

withRaceServer((server) => { s = server; });

async function buyer(extra: Params = {}) {
  const { token, email } = await s.signUp(undefined, 'abc123', extra);
  const info = (await s.get('/api/referral!info', { token })).data;
  const [row] = await s.exec(`SELECT id FROM users WHERE username = '${email}'`);
  return { token, id: Number(row.id), code: info.invitationCode as string, bind: (code: string) => s.post('/api/referral!bind', { token, code }) };
}

/** True when following referrer_id from some buyer comes back to it. */
async function anyCycle(): Promise<boolean> {
  const [r] = await s.exec(`WITH RECURSIVE walk(start, id, depth) AS (
      SELECT id, referrer_id, 1 FROM users WHERE referrer_id IS NOT NULL
      UNION ALL
      SELECT w.start, u.referrer_id, w.depth + 1 FROM walk w JOIN users u ON u.id = w.id WHERE u.referrer_id IS NOT NULL AND w.depth < 50
    ) SELECT EXISTS (SELECT 1 FROM walk WHERE id = start) AS cycle`);
  return Boolean(r.cycle);
}

describe.skipIf(!onPostgres)('on PostgreSQL', () => {
  it('lets one of two buyers binding each other\'s code win, ten pairs at once', async () => {
    const pairs = await Promise.all(Array.from({ length: 10 }, async () => [await buyer(), await buyer()] as const));
    const results = await Promise.all(pairs.flatMap(([a, b]) => [a.bind(b.code), b.bind(a.code)]));
    for (let i = 0; i < pairs.length; i++) {
      const pair = results.slice(2 * i, 2 * i + 2);
      expect(pair.filter((r) => r.code === '0')).toHaveLength(1);
      expect(pair.find((r) => r.code !== '0')?.key).toBe('REFERRAL_CYCLE');
    }
    expect(await anyCycle()).toBe(false);
  }, 120_000);

  it('never closes a ring of three buyers binding at once', async () => {
    for (let round = 0; round < 5; round++) {
      const [a, b, c] = [await buyer(), await buyer(), await buyer()];
      const results = await Promise.all([a.bind(b.code), b.bind(c.code), c.bind(a.code)]);
      expect(results.filter((r) => r.code === '0')).toHaveLength(2);
      expect(results.find((r) => r.code !== '0')?.key).toBe('REFERRAL_CYCLE');
    }
    expect(await anyCycle()).toBe(false);
  }, 120_000);

  it('records every one of 20 parallel sign-ups with one code', async () => {
    const root = await buyer();
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => s.get('/api/localuser!registerNoVerifcode', {
      username: `par${i}-${root.id}@mall.test`, password: 'abc123', re_password: 'abc123', type: 2, agentCode: root.code,
    })));
    expect(results.every((r) => r.code === '0')).toBe(true);
    expect((await s.get('/api/referral!info', { token: root.token })).data.levels).toEqual([{ level: 1, count: 20 }]);
  }, 120_000);

  it('draws one code for a seller asking 10 times at once', async () => {
    const admin = await s.adminToken();
    await s.post('/api/admin/seller!create', { token: admin, email: 'race-shop@mall.test', password: 'sellerpass1', name: 'Pat', storeName: 'Race shop' });
    const token = (await s.post('/api/seller/auth!login', { email: 'race-shop@mall.test', password: 'sellerpass1' })).data.token;
    const codes = await Promise.all(Array.from({ length: 10 }, async () => (await s.get('/api/seller/referral!info', { token })).data.invitationCode));
    expect(new Set(codes).size).toBe(1);
  }, 120_000);
});
