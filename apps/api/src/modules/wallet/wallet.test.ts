import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tronAddressOf } from '@mall/domain/chain-address';
import type { Database } from '../../db/client';
import { multipart, TestServer, testDatabase } from '../../test/harness';
import { Raster } from '../captcha/png';
import { hmacSign } from './provider';

const SECRET = 'provider-secret-for-tests-0123456789';
const DEPOSIT_TRC20 = tronAddressOf(new Uint8Array(20).fill(9));
const DEPOSIT_ERC20 = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const MY_TRC20 = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

let database: Database;
let s: TestServer;
let admin: string;

const png = () => { const r = new Raster(4, 4); r.set(1, 1, 0, 128, 0); return r.toPng(); };
const a = (path: string, params: Record<string, string | number> = {}) => s.post(`/api/admin/${path}`, { token: admin, ...params });

async function upload(token: string, prefix = '/api'): Promise<string> {
  const res = await s.app.inject({ method: 'POST', url: `${prefix}/uploadimg!execute?token=${token}`, ...multipart(png(), 'proof.png', 'recharge') });
  return res.json().data;
}

async function buyer() {
  const { token } = await s.signUp();
  const u = (path: string, params: Record<string, string | number> = {}) => s.post(`/api/${path}`, { token, ...params });
  return { token, u, money: async () => (await u('wallet!getUsdt')).data.money as number };
}

async function recharge(u: (p: string, q?: Record<string, string | number>) => Promise<any>, token: string, amount: string, extra: Record<string, string> = {}) {
  const session = (await u('rechargeBlockchain!recharge_open')).data.session_token;
  const img = await upload(token);
  const r = await u('rechargeBlockchain!recharge', { session_token: session, amount, coin: 'USDT', blockchain_name: 'TRC20', channel_address: DEPOSIT_TRC20, img, ...extra });
  return { r, session, img };
}

async function lastRecharge(u: (p: string, q?: Record<string, string | number>) => Promise<any>) {
  return (await u('rechargeBlockchain!list', { page_no: 1, page_size: 8 })).data.elements[0];
}

async function funded(amount: string) {
  const b = await buyer();
  await recharge(b.u, b.token, amount);
  const rec = await lastRecharge(b.u);
  expect((await a('recharge!approve', { order_no: rec.order_no })).code).toBe('0');
  return b;
}

async function withSafeword(b: Awaited<ReturnType<typeof buyer>>) {
  expect((await b.u('user!setSafewordReg', { safeword: '246810', re_safeword: '246810' })).code).toBe('0');
  return b;
}

async function withdraw(b: Awaited<ReturnType<typeof buyer>>, amount: string, safeword = '246810') {
  const open = (await b.u('withdraw!withdraw_open')).data;
  return b.u('withdraw!apply', { session_token: open.session_token, amount, from: open.address, channel: 'USDT', safeword });
}

beforeAll(async () => {
  database = await testDatabase();
  s = await TestServer.start(database, { PAY_PROVIDER_URL: 'https://pay.example.test/checkout', PAY_PROVIDER_SECRET: SECRET });
  admin = await s.adminToken();
  expect((await a('channel!save', {
    coin: 'USDT', blockchain_name: 'TRC20', address: DEPOSIT_TRC20, rate: '1', fee: '0', recharge_limit_min: '10', recharge_limit_max: '5000',
    withdraw_fee: '0', withdraw_limit_min: '10', withdraw_limit_max: '1000', enabled: '1', sort: '1',
  })).code).toBe('0');
  expect((await a('channel!save', {
    coin: 'USDT', blockchain_name: 'ERC20', address: DEPOSIT_ERC20, rate: '1', fee: '2.5', recharge_limit_min: '10', recharge_limit_max: '5000',
    withdraw_fee: '5', withdraw_limit_min: '20', withdraw_limit_max: '1000', enabled: '1', sort: '2',
  })).code).toBe('0');
  expect((await a('channel!save', {
    kind: 'bank', coin: 'USDT', blockchain_name: 'BANK', address: 'Mall Ltd, IBAN DE00 1234', rate: '1', fee: '0', recharge_limit_min: '10', recharge_limit_max: '5000', enabled: '1', sort: '3',
  })).code).toBe('0');
}, 60_000);
afterAll(async () => { await s?.close(); await database?.close(); });

describe('the wallet journey of the issue', () => {
  it('credits a 100 USDT TRC20 recharge only after approval, once; withdraws 30, then restores it on rejection', async () => {
    const b = await withSafeword(await buyer());
    const { r, session } = await recharge(b.u, b.token, '100');
    expect(r).toMatchObject({ code: '0' });
    expect(await b.money()).toBe(0);

    // A used session token and a second open deposit are refused.
    const again = await b.u('rechargeBlockchain!recharge', { session_token: session, amount: '100', coin: 'USDT', blockchain_name: 'TRC20', img: await upload(b.token) });
    expect(again.key).toBe('SESSION_TOKEN_INVALID');
    expect((await recharge(b.u, b.token, '50')).r.key).toBe('RECHARGE_OPEN_EXISTS');

    const rec = await lastRecharge(b.u);
    expect(rec).toMatchObject({ state: 0, volume: 100, amount: 100, fee: 0, actual_amount: 100, blockchain_name: 'TRC20', coin: 'USDT' });
    expect(rec.img).toMatch(/^\/uploads\//);
    const approvals = await Promise.all([a('recharge!approve', { order_no: rec.order_no }), a('recharge!approve', { order_no: rec.order_no })]);
    expect(approvals.map((x) => x.code).sort()).toEqual(['0', '1']);
    expect(approvals.find((x) => x.code === '1')!.key).toBe('ALREADY_DECIDED');
    expect(await b.money()).toBe(100);
    expect((await a('recharge!reject', { order_no: rec.order_no, reason: 'late' })).key).toBe('ALREADY_DECIDED');

    // Withdrawal address: an invalid TRC20 one and a second one are refused.
    expect((await b.u('user!bindWithdrawAddress', { blockchain_name: 'TRC20', coin: 'USDT', channel_address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6u' })).key).toBe('ADDRESS_FORMAT');
    expect((await b.u('user!bindWithdrawAddress', { blockchain_name: 'TRC20', coin: 'USDT', channel_address: MY_TRC20 })).code).toBe('0');
    expect((await b.u('user!bindWithdrawAddress', { blockchain_name: 'TRC20', coin: 'USDT', channel_address: tronAddressOf(new Uint8Array(20).fill(3)) })).key).toBe('ADDRESS_ALREADY_BOUND');
    expect((await b.u('withdraw!withdraw_open')).data).toMatchObject({ existWithdrawAddress: 1, chainName: 'TRC20', coinType: 'USDT', address: MY_TRC20 });

    // A wrong transaction password withdraws nothing.
    expect((await withdraw(b, '30', '111111')).key).toBe('SAFEWORD_WRONG');
    expect(await b.money()).toBe(100);

    expect((await withdraw(b, '30')).code).toBe('0');
    expect(await b.money()).toBe(70);
    expect((await withdraw(b, '10')).key).toBe('WITHDRAW_OPEN_EXISTS');
    const w = (await b.u('withdraw!list', { page_no: 1 })).data.elements[0];
    expect(w).toMatchObject({ state: 0, volume: 30, fee: 0, amount: 30, to: MY_TRC20, blockchain_name: 'TRC20' });

    expect((await a('withdraw!reject', { order_no: w.order_no })).key).toBe('REASON_REQUIRED');
    expect((await a('withdraw!reject', { order_no: w.order_no, reason: 'address under review' })).code).toBe('0');
    expect(await b.money()).toBe(100);
    expect((await b.u('withdraw!get', { order_no: w.order_no })).data).toMatchObject({ state: 2, failure_msg: 'address under review' });

    const history = (await b.u('wallet!records', { page_no: 1, page_size: 10 })).data;
    expect(history.elements.map((e: any) => [e.type, e.amount, e.balance])).toEqual([['withdraw_return', 30, 100], ['withdraw', -30, 70], ['recharge', 100, 100]]);

    const rec2 = (await a('ledger!reconcile')).data;
    expect(rec2).toMatchObject({ ok: true, mismatches: [] });
  });
});

describe('recharges', () => {
  it('checks the amount, the limits and the proof', async () => {
    const b = await buyer();
    expect((await recharge(b.u, b.token, '0')).r.key).toBe('AMOUNT_INVALID');
    expect((await recharge(b.u, b.token, '10.12345678901')).r.key).toBe('AMOUNT_INVALID');
    expect((await recharge(b.u, b.token, 'abc')).r.key).toBe('AMOUNT_INVALID');
    expect((await recharge(b.u, b.token, '9.99')).r.key).toBe('RECHARGE_BELOW_MIN');
    expect((await recharge(b.u, b.token, '5000.01')).r.key).toBe('RECHARGE_ABOVE_MAX');
    expect((await recharge(b.u, b.token, '20', { img: '' })).r.key).toBe('PROOF_REQUIRED');
    expect((await recharge(b.u, b.token, '20', { blockchain_name: 'BTC' })).r.key).toBe('CHANNEL_NOT_OPEN');
    // Someone else's upload is not a proof.
    const other = await buyer();
    expect((await recharge(b.u, b.token, '20', { img: await upload(other.token) })).r.key).toBe('PROOF_REQUIRED');
    expect((await recharge(b.u, b.token, '12.3456789012')).r.code).toBe('0');
    expect(await lastRecharge(b.u)).toMatchObject({ volume: 12.3456789012, state: 0 });
  });

  it('takes the channel fee from an ERC20 recharge and keeps exact decimals', async () => {
    const b = await buyer();
    const session = (await b.u('rechargeBlockchain!recharge_open')).data.session_token;
    const r = await b.u('rechargeBlockchain!recharge', { session_token: session, amount: '10.0000000001', coin: 'USDT', blockchain_name: 'ERC20', img: await upload(b.token) });
    expect(r.code).toBe('0');
    const rec = await lastRecharge(b.u);
    expect(rec).toMatchObject({ amount: 10.0000000001, fee: 2.5, actual_amount: 7.5000000001 });
    await a('recharge!approve', { order_no: rec.order_no });
    expect(await b.money()).toBe(7.5000000001);
    const fees = (await s.exec(`SELECT balance::text AS b FROM ledger_accounts WHERE code = 'fees'`))[0].b;
    expect(Number(fees)).toBeGreaterThanOrEqual(2.5);
  });

  it('needs the bank name and card number for a bank-card recharge and shows the card masked', async () => {
    const b = await buyer();
    const base = { coin: 'USDT', blockchain_name: 'BANK' };
    const s1 = (await b.u('rechargeBlockchain!recharge_open')).data.session_token;
    expect((await b.u('rechargeBlockchain!recharge', { ...base, session_token: s1, amount: '50', img: await upload(b.token) })).key).toBe('BANK_DETAILS_REQUIRED');
    expect((await b.u('rechargeBlockchain!recharge', { ...base, session_token: s1, amount: '50', img: await upload(b.token), bank_name: 'Thames Bank', bank_card_no: '4000 1234 5678 9010' })).code).toBe('0');
    const rec = await lastRecharge(b.u);
    expect(rec).toMatchObject({ kind: 'bank', bank_name: 'Thames Bank', bank_card_no: '**** **** **** 9010' });
    expect(JSON.stringify(await s.exec(`SELECT * FROM recharges WHERE order_no = '${rec.order_no}'`))).not.toContain('4000123456789010');
  });

  it('lists channels with a locally made QR code and the coin price', async () => {
    const b = await buyer();
    const list = (await b.u('channelBlockchain!list')).data;
    expect(list.map((c: any) => c.blockchain_name)).toEqual(['TRC20', 'ERC20', 'BANK']);
    expect(list[0]).toMatchObject({ coin: 'USDT', address: DEPOSIT_TRC20, fee: 1, rate: 1, recharge_fee: 0, recharge_limit_min: 10, recharge_limit_max: 5000 });
    expect(list[1]).toMatchObject({ fee: 1, recharge_fee: 2.5 });
    expect(list[0].img).toMatch(/^data:image\/png;base64,/);
    expect((await b.u('rechargeBlockchain!fee', { symbol: 'usdt' })).data).toEqual({ price: 1 });
    expect((await b.u('rechargeBlockchain!fee', { symbol: 'DOGE' })).key).toBe('CHANNEL_NOT_OPEN');
  });

  it('shows a recharge only to its owner', async () => {
    const b = await buyer();
    await recharge(b.u, b.token, '15');
    const rec = await lastRecharge(b.u);
    const other = await buyer();
    expect((await other.u('rechargeBlockchain!get', { order_no: rec.order_no })).key).toBe('FUND_ORDER_NOT_FOUND');
    expect((await b.u('rechargeBlockchain!get', { order_no: rec.order_no })).data.order_no).toBe(rec.order_no);
    expect((await other.u('rechargeBlockchain!list')).data.totalElements).toBe(0);
  });

  it('rejects with a reason, after which a new deposit may be filed', async () => {
    const b = await buyer();
    await recharge(b.u, b.token, '15');
    const rec = await lastRecharge(b.u);
    expect((await a('recharge!reject', { order_no: rec.order_no, reason: '' })).key).toBe('REASON_REQUIRED');
    expect((await a('recharge!reject', { order_no: rec.order_no, reason: 'Proof unreadable' })).code).toBe('0');
    expect(await lastRecharge(b.u)).toMatchObject({ state: 2, failure_msg: 'Proof unreadable' });
    expect(await b.money()).toBe(0);
    expect((await recharge(b.u, b.token, '15')).r.code).toBe('0');
    expect((await a('recharge!approve', { order_no: 'R-none' })).key).toBe('FUND_ORDER_NOT_FOUND');
  });

  it('is reviewed only by finance staff', async () => {
    const b = await buyer();
    await recharge(b.u, b.token, '15');
    const rec = await lastRecharge(b.u);
    await a('staff!create', { email: 'cat@mall.test', password: 'catalogue1', name: 'Cat', roles: 'catalogue' });
    const cat = (await s.post('/api/admin/auth!login', { email: 'cat@mall.test', password: 'catalogue1' })).data.token;
    expect((await s.post('/api/admin/recharge!approve', { token: cat, order_no: rec.order_no })).key).toBe('NO_PERMISSION');
    expect((await s.post('/api/admin/recharge!list', { token: cat })).key).toBe('NO_PERMISSION');
    const listed = (await a('recharge!list', { state: 0, keyword: rec.order_no })).data;
    expect(listed.pageList).toHaveLength(1);
    expect(listed.pageList[0]).toMatchObject({ order_no: rec.order_no, owner: 'user', state: 0 });
    expect(listed.pageList[0].img).toBe(rec.img);
  });
});

describe('withdrawals', () => {
  it('enforces minimum, maximum, the fee and the balance', async () => {
    const b = await withSafeword(await funded('100'));
    expect((await withdraw(b, '50')).key).toBe('WITHDRAW_ADDRESS_NOT_BOUND');
    await b.u('user!bindWithdrawAddress', { blockchain_name: 'ERC20', coin: 'USDT', channel_address: '0x52908400098527886E0F7030069857D2E4169EE7' });
    expect((await b.u('withdraw!fee', { channel: 'ERC20' })).data).toMatchObject({ withdraw_fee: 5, withdraw_limit_min: 20, withdraw_limit_max: 1000, daily_count: 3, today_count: 0 });
    expect((await withdraw(b, '19.99')).key).toBe('WITHDRAW_BELOW_MIN');
    expect((await withdraw(b, '1000.01')).key).toBe('WITHDRAW_ABOVE_MAX');
    expect((await withdraw(b, '100.0000000001')).key).toBe('BALANCE_NOT_ENOUGH');
    expect(await b.money()).toBe(100);
    expect((await withdraw(b, '40')).code).toBe('0');
    const w = (await b.u('withdraw!list')).data.elements[0];
    expect(w).toMatchObject({ volume: 40, fee: 5, amount: 35 });
    const custodyBefore = Number((await s.exec(`SELECT balance FROM ledger_accounts WHERE code = 'custody'`))[0].balance);
    expect((await a('withdraw!approve', { order_no: w.order_no })).key).toBe('TX_HASH_REQUIRED');
    expect((await a('withdraw!approve', { order_no: w.order_no, tx: '0xabc123def4567890' })).code).toBe('0');
    expect((await a('withdraw!reject', { order_no: w.order_no, reason: 'x' })).key).toBe('ALREADY_DECIDED');
    expect(await b.money()).toBe(60);
    const custodyAfter = Number((await s.exec(`SELECT balance FROM ledger_accounts WHERE code = 'custody'`))[0].balance);
    expect(custodyBefore - custodyAfter).toBe(35);
    expect((await b.u('withdraw!get', { order_no: w.order_no })).data).toMatchObject({ state: 1, tx: '0xabc123def4567890' });
  });

  it('refuses outside the allowed hours and beyond the daily count', async () => {
    const b = await withSafeword(await funded('200'));
    await b.u('user!bindWithdrawAddress', { blockchain_name: 'TRC20', coin: 'USDT', channel_address: MY_TRC20 });
    const now = new Date(Date.now() + 8 * 3600_000);
    const hh = (h: number) => `${String((now.getUTCHours() + h + 24) % 24).padStart(2, '0')}:00`;
    expect((await a('wallet!saveSettings', { withdrawHoursStart: hh(2), withdrawHoursEnd: hh(3), withdrawDailyCount: '1' })).code).toBe('0');
    expect((await withdraw(b, '20')).key).toBe('WITHDRAW_OUTSIDE_HOURS');
    expect((await a('wallet!saveSettings', { withdrawHoursStart: '00:00', withdrawHoursEnd: '23:59', withdrawDailyCount: '1' })).code).toBe('0');
    expect((await withdraw(b, '20')).code).toBe('0');
    const w = (await b.u('withdraw!list')).data.elements[0];
    await a('withdraw!reject', { order_no: w.order_no, reason: 'try again tomorrow' });
    expect((await withdraw(b, '20')).key).toBe('WITHDRAW_DAILY_LIMIT');
    expect((await a('wallet!saveSettings', { withdrawHoursStart: '25:00', withdrawHoursEnd: '23:59', withdrawDailyCount: '3' })).key).toBe('PARAM_ERROR');
    await a('wallet!saveSettings', { withdrawHoursStart: '00:00', withdrawHoursEnd: '23:59', withdrawDailyCount: '3' });
    expect(await b.money()).toBe(200);
  });

  it('locks the transaction password after three wrong entries in a day', async () => {
    const b = await withSafeword(await funded('100'));
    await b.u('user!bindWithdrawAddress', { blockchain_name: 'TRC20', coin: 'USDT', channel_address: MY_TRC20 });
    expect((await withdraw(b, '20', '000000')).key).toBe('SAFEWORD_WRONG');
    expect((await withdraw(b, '20', '000001')).key).toBe('SAFEWORD_WRONG');
    expect((await withdraw(b, '20', '000002')).key).toBe('SAFEWORD_LOCKED');
    expect((await withdraw(b, '20')).key).toBe('SAFEWORD_LOCKED');
    expect(await b.money()).toBe(100);
  });

  it('refuses cancelling the account while the wallet holds money', async () => {
    const b = await funded('20');
    const me = (await b.u('localuser!get')).data;
    expect((await b.u('user!logoff', { account: me.username, reason: 'moving away' })).key).toBe('CANCEL_BALANCE_REMAINS');
  });
});

describe('adjustments and the ledger', () => {
  it('adjusts a balance with a required reason, never below zero, and audits it', async () => {
    const b = await buyer();
    const id = (await s.exec(`SELECT max(id) AS id FROM users`))[0].id;
    expect((await a('wallet!adjust', { owner: 'user', ownerId: id, amount: '12.5', reason: '' })).key).toBe('REASON_REQUIRED');
    expect((await a('wallet!adjust', { owner: 'user', ownerId: id, amount: '12.5', reason: 'Goodwill credit #881' })).code).toBe('0');
    expect(await b.money()).toBe(12.5);
    expect((await a('wallet!adjust', { owner: 'user', ownerId: id, amount: '-13', reason: 'Correction' })).key).toBe('BALANCE_NOT_ENOUGH');
    expect((await a('wallet!adjust', { owner: 'user', ownerId: id, amount: '-2.5', reason: 'Correction' })).code).toBe('0');
    expect(await b.money()).toBe(10);
    expect((await a('wallet!adjust', { owner: 'user', ownerId: 999999, amount: '1', reason: 'x' })).key).toBe('USER_NOT_FOUND');
    // An admin may name the account instead of its number: the buyer's account name or user code.
    const me = (await b.u('localuser!get')).data;
    expect((await a('wallet!adjust', { owner: 'user', ownerId: me.username, amount: '1', reason: 'By name' })).code).toBe('0');
    expect((await a('wallet!adjust', { owner: 'user', ownerId: me.usercode, amount: '1', reason: 'By code' })).code).toBe('0');
    expect(await b.money()).toBe(12);
    expect((await a('wallet!adjust', { owner: 'user', ownerId: 'nobody@mall.test', amount: '1', reason: 'x' })).key).toBe('USER_NOT_FOUND');
    expect((await a('wallet!adjust', { owner: 'seller', ownerId: me.username, amount: '1', reason: 'x' })).key).toBe('USER_NOT_FOUND');
    expect((await a('wallet!adjust', { owner: 'user', ownerId: me.username, amount: '-2', reason: 'Back to ten' })).code).toBe('0');
    const audit = (await a('audit!list', { action: 'wallet!adjust' })).data.pageList;
    expect(audit[3]).toMatchObject({ action: 'wallet!adjust', target: `user:${id}` });
    expect(audit[3].detail).toContain('Correction');
    expect(audit[0]).toMatchObject({ action: 'wallet!adjust', target: `user:${me.username}` });

    const accounts = (await a('ledger!accounts', { keyword: `user:${id}` })).data.pageList;
    expect(accounts).toEqual([expect.objectContaining({ code: `user:${id}`, type: 'liability', balance: 10 })]);
    const entries = (await a('ledger!entries', { accountId: accounts[0].id })).data.pageList;
    expect(entries.map((e: any) => [e.kind, e.amount, e.balanceAfter])).toEqual([['adjust', -2, 10], ['adjust', 1, 12], ['adjust', 1, 11], ['adjust', -2.5, 10], ['adjust', 12.5, 12.5]]);
  });

  it('reconcile finds a balance changed behind the ledger\'s back', async () => {
    expect((await a('ledger!reconcile')).data.ok).toBe(true);
    await s.exec(`UPDATE ledger_accounts SET balance = balance + 1 WHERE code = 'fees'`);
    const r = (await a('ledger!reconcile')).data;
    expect(r.ok).toBe(false);
    expect(r.mismatches).toEqual([expect.objectContaining({ kind: 'account', ref: 'fees' })]);
    await s.exec(`UPDATE ledger_accounts SET balance = balance - 1 WHERE code = 'fees'`);
    expect((await a('ledger!reconcile')).data.ok).toBe(true);
  });
});

describe('third-party recharge', () => {
  it('sends the buyer to the provider and credits a signed notification once', async () => {
    const b = await buyer();
    expect((await b.u('thirdPartyRecharge!getCoinList')).data).toEqual(['USDT']);
    const session = (await b.u('rechargeBlockchain!recharge_open')).data.session_token;
    const res = await b.u('thirdPartyRecharge!PHP_recharge2', { session_token: session, amount: '25', pageUrl: 'https://evil.example/steal' });
    expect(res.code).toBe('0');
    const url = new URL(res.data);
    expect(url.origin).toBe('https://pay.example.test');
    expect(new URL(url.searchParams.get('return_url')!).host).not.toBe('evil.example');
    const params = Object.fromEntries([...url.searchParams].filter(([k]) => k !== 'sign'));
    expect(url.searchParams.get('sign')).toBe(hmacSign(SECRET, params));
    const orderNo = params.order_no;

    const notice = { order_no: orderNo, amount: '25', status: 'paid', ref: 'PAY-1' };
    const forged = await s.post('/api/thirdPartyRecharge!notify', { provider: 'hmac', ...notice, sign: hmacSign('wrong-secret-wrong-secret', notice) });
    expect(forged.key).toBe('SIGNATURE_INVALID');
    expect(await b.money()).toBe(0);
    const wrongAmount = { ...notice, amount: '2500' };
    expect((await s.post('/api/thirdPartyRecharge!notify', { provider: 'hmac', ...wrongAmount, sign: hmacSign(SECRET, wrongAmount) })).code).toBe('1');
    const good = { provider: 'hmac', ...notice, sign: hmacSign(SECRET, notice) };
    const results = await Promise.all([s.post('/api/thirdPartyRecharge!notify', good), s.post('/api/thirdPartyRecharge!notify', good)]);
    expect(results.map((r) => r.code)).toEqual(['0', '0']);
    expect(await b.money()).toBe(25);
    expect((await s.post('/api/thirdPartyRecharge!notify', good)).code).toBe('0');
    expect(await b.money()).toBe(25);
    expect(await lastRecharge(b.u)).toMatchObject({ kind: 'third_party', state: 1, amount: 25 });
    expect((await a('recharge!approve', { order_no: orderNo })).key).toBe('ALREADY_DECIDED');
  });
});

describe('seller wallet', () => {
  it('answers the seller its balance and withdraws with the seller\'s own transaction password', async () => {
    await a('seller!create', { email: 'wallet-seller@mall.test', password: 'sellerpass1', name: 'Wes', storeName: 'Wes Wares' });
    const token = (await s.post('/api/seller/auth!login', { email: 'wallet-seller@mall.test', password: 'sellerpass1' })).data.token;
    const sp = (path: string, params: Record<string, string | number> = {}) => s.post(`/api/seller/${path}`, { token, ...params });
    expect((await sp('wallet!get')).data).toEqual({ money: 0 });
    const id = (await s.exec(`SELECT id FROM sellers WHERE email = 'wallet-seller@mall.test'`))[0].id;
    await a('wallet!adjust', { owner: 'seller', ownerId: id, amount: '80', reason: 'Opening balance' });
    expect((await sp('wallet!get')).data).toEqual({ money: 80 });
    expect((await sp('seller!safeword')).data).toEqual({ safeword: 0 });
    expect((await sp('seller!setSafeword', { safeword: '135790', re_safeword: '135790' })).code).toBe('0');
    expect((await sp('seller!safeword')).data).toEqual({ safeword: 1 });
    expect((await sp('wallet!bindWithdrawAddress', { blockchain_name: 'TRC20', coin: 'USDT', channel_address: MY_TRC20 })).code).toBe('0');
    const open = (await sp('withdraw!withdraw_open')).data;
    expect((await sp('withdraw!apply', { session_token: open.session_token, amount: '30', channel: 'USDT', safeword: '135790' })).code).toBe('0');
    expect((await sp('wallet!get')).data).toEqual({ money: 50 });
    const list = (await sp('withdraw!list')).data;
    expect(list.elements[0]).toMatchObject({ volume: 30, state: 0 });
    // A buyer token is not a seller token.
    const b = await buyer();
    expect((await s.post('/api/seller/wallet!get', { token: b.token })).code).toBe('403');
    const queue = (await a('withdraw!list', { state: 0, keyword: 'wallet-seller' })).data.pageList;
    expect(queue[0]).toMatchObject({ owner: 'seller', ownerName: 'wallet-seller@mall.test', volume: 30 });
  });
});
