import { describe, expect, it } from 'vitest';
import { tronAddressOf } from '@mall/domain/chain-address';
import { multipart, onPostgres, TestServer, withRaceServer } from '../../test/harness';
import { Raster } from '../captcha/png';

let s: TestServer;
let admin: string;

withRaceServer(async (server) => {
  s = server;
  admin = await s.adminToken();
  await s.post('/api/admin/channel!save', { token: admin, coin: 'USDT', blockchain_name: 'TRC20', address: tronAddressOf(new Uint8Array(20).fill(1)), recharge_limit_min: '1', withdraw_limit_min: '1' });
});

async function buyerWith100() {
  const { token } = await s.signUp();
  const u = (path: string, params: Record<string, string | number> = {}) => s.post(`/api/${path}`, { token, ...params });
  const png = new Raster(2, 2).toPng();
  const img = (await s.app.inject({ method: 'POST', url: `/api/uploadimg!execute?token=${token}`, ...multipart(png, 'p.png', 'recharge') })).json().data;
  const session = (await u('rechargeBlockchain!recharge_open')).data.session_token;
  expect((await u('rechargeBlockchain!recharge', { session_token: session, amount: '100', coin: 'USDT', blockchain_name: 'TRC20', img })).code).toBe('0');
  const no = (await u('rechargeBlockchain!list')).data.elements[0].order_no;
  return { u, no };
}

describe.skipIf(!onPostgres)('on PostgreSQL', () => {
  it('credits a recharge once under 50 concurrent approvals', async () => {
    const { u, no } = await buyerWith100();
    const results = await Promise.all(Array.from({ length: 50 }, () => s.post('/api/admin/recharge!approve', { token: admin, order_no: no })));
    expect(results.filter((r) => r.code === '0')).toHaveLength(1);
    expect(results.filter((r) => r.key === 'ALREADY_DECIDED')).toHaveLength(49);
    expect((await u('wallet!getUsdt')).data.money).toBe(100);
    expect((await s.post('/api/admin/ledger!reconcile', { token: admin })).data.ok).toBe(true);
  }, 120_000);

  it('opens exactly one withdrawal under 50 concurrent applications of one buyer', async () => {
    const { u, no } = await buyerWith100();
    await s.post('/api/admin/recharge!approve', { token: admin, order_no: no });
    await u('user!setSafewordReg', { safeword: '123456', re_safeword: '123456' });
    await u('user!bindWithdrawAddress', { blockchain_name: 'TRC20', coin: 'USDT', channel_address: tronAddressOf(new Uint8Array(20).fill(2)) });
    const tokens = await Promise.all(Array.from({ length: 50 }, async () => (await u('withdraw!withdraw_open')).data.session_token as string));
    const results = await Promise.all(tokens.map((t) => u('withdraw!apply', { session_token: t, amount: '60', channel: 'USDT', safeword: '123456' })));
    expect(results.filter((r) => r.code === '0')).toHaveLength(1);
    expect(new Set(results.filter((r) => r.code !== '0').map((r) => r.key))).toEqual(new Set(['WITHDRAW_OPEN_EXISTS']));
    expect((await u('withdraw!list')).data.totalElements).toBe(1);
    expect((await u('wallet!getUsdt')).data.money).toBe(40);
    expect((await s.post('/api/admin/ledger!reconcile', { token: admin })).data.ok).toBe(true);
  }, 120_000);
});
