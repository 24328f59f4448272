import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tronAddressOf } from '@mall/domain/chain-address';
import type { Database } from '../../db/client';
import { multipart, TestServer, testDatabase, type Params } from '../../test/harness';
import { Raster } from '../captcha/png';

// Days are simulated by moving a loan's disbursement time back in SQL (bill, pay) or by giving the
// sweep a later clock; the service reads the clock only through `now` parameters and the row.

let database: Database;
let s: TestServer;
let admin: string;

const a = (path: string, p: Params = {}) => s.post(`/api/admin/${path}`, { token: admin, ...p });
const png = () => { const r = new Raster(3, 3); r.set(1, 1, 200, 0, 0); return r.toPng(); };

async function upload(token: string, prefix: '/api' | '/api/seller'): Promise<string> {
  const res = await s.app.inject({ method: 'POST', url: `${prefix}/uploadimg!execute?token=${token}`, ...multipart(png(), 'id.png', 'credit') });
  return res.json().data;
}

/** Marks the owner's basic identity verification as passed (loans are granted only then). */
const verify = (kind: 'user' | 'seller', id: number) => s.exec(`INSERT INTO kyc_verifications (owner_kind, owner_id, level, status, name, id_type, id_number, nationality, img_1, img_2, img_3)
  VALUES ('${kind}', ${id}, 'basic', 2, 'Ann Example', 'passport', 'X1234567', 'Germany', '', '', '')`);

/** A borrower of either surface with a transaction password, three uploaded ID pictures and (unless told) a passed verification. */
async function borrower(kind: 'user' | 'seller' = 'user', verified = true) {
  let token: string;
  let id: number;
  const prefix = kind === 'user' ? '/api' : '/api/seller';
  if (kind === 'user') {
    const up = await s.signUp();
    token = up.token;
    id = Number((await s.exec(`SELECT id FROM users WHERE username = '${up.email}'`))[0].id);
    await s.post('/api/user!setSafewordReg', { token, safeword: '246810', re_safeword: '246810' });
  } else {
    const email = `shop${Math.random().toString(36).slice(2, 9)}@mall.test`;
    await a('seller!create', { email, password: 'sellerpass1', name: 'Pat', storeName: `Store ${email}` });
    const storeId = (await a('store!list', { pageSize: 100 })).data.pageList.find((x: any) => x.name === `Store ${email}`).id;
    await a('store!approve', { id: storeId });
    token = (await s.post('/api/seller/auth!login', { email, password: 'sellerpass1' })).data.token;
    id = Number((await s.exec(`SELECT id FROM sellers WHERE email = '${email}'`))[0].id);
    await s.post('/api/seller/seller!setSafeword', { token, safeword: '246810', re_safeword: '246810' });
  }
  if (verified) await verify(kind, id);
  const imgs = [await upload(token, prefix), await upload(token, prefix), await upload(token, prefix)];
  const get = (path: string, p: Params = {}) => s.get(`${prefix}/${path}`, { token, ...p });
  const form = (p: Params = {}): Params => ({
    realName: 'Ann Example', creditPeriod: '30', applyAmount: '100000', countryId: 'DE', identification: 'X1234567',
    imgCertificateFace: imgs[0], imgCertificateBack: imgs[1], imgCertificateHand: imgs[2], agree: '1', ...p,
  });
  const money = async () => (await s.post(`${prefix}/wallet!getUsdt`, { token })).data.money as number;
  const credit = async (amount: string) => expect((await a('wallet!adjust', { owner: kind, ownerId: id, amount, reason: 'test funds' })).code).toBe('0');
  return { kind, id, token, imgs, get, form, money, credit, apply: (p: Params = {}) => get('credit!apply', form(p)) };
}
type Borrower = Awaited<ReturnType<typeof borrower>>;

async function openLoanId(b: Borrower): Promise<string> {
  return (await b.get('credit!histroy', { pageNo: 1 })).data.elements[0].id;
}
const moveBack = (id: string, days: number) => s.exec(`UPDATE loans SET disbursed_at = disbursed_at - interval '${days} days' WHERE id = ${id}`);
const reconcile = async () => (await a('ledger!reconcile')).data;

beforeAll(async () => {
  database = await testDatabase();
  s = await TestServer.start(database);
  admin = await s.adminToken();
  expect((await a('loan!fundDeposit', { amount: '50000000', reason: 'Initial loan capital' })).code).toBe('0');
}, 60_000);
afterAll(async () => { await s?.close(); await database?.close(); });

describe('identity verification', () => {
  it('refuses to grant a loan (even a first approval) until the borrower passed basic verification, with a translated error', async () => {
    const b = await borrower('user', false);
    expect((await b.apply()).code).toBe('0');
    const loanId = (await s.exec(`SELECT id FROM loans WHERE owner_kind = 'user' AND owner_id = ${b.id}`))[0].id;
    const refused = await s.post('/api/admin/loan!approve', { token: admin, id: loanId, lang: 'de' });
    expect(refused.key).toBe('KYC_LOAN_NOT_VERIFIED');
    expect(refused.msg).toBe('Der Kreditnehmer hat die Identitätsprüfung noch nicht bestanden');
    expect(await b.money()).toBe(0);
    expect((await s.exec(`SELECT status, first_approver_id FROM loans WHERE id = ${loanId}`))[0]).toMatchObject({ status: 1, first_approver_id: null });
    // Under review is not enough; passed is.
    await s.exec(`INSERT INTO kyc_verifications (owner_kind, owner_id, level, status, name, id_type, id_number, nationality, img_1, img_2, img_3)
      VALUES ('user', ${b.id}, 'basic', 1, 'Ann', 'passport', 'X1', 'Germany', '', '', '')`);
    expect((await a('loan!approve', { id: loanId })).key).toBe('KYC_LOAN_NOT_VERIFIED');
    await s.exec(`UPDATE kyc_verifications SET status = 2 WHERE owner_kind = 'user' AND owner_id = ${b.id}`);
    expect((await a('loan!approve', { id: loanId })).data.status).toBe(2);
    expect(await b.money()).toBe(100000);
  });

  it('takes the private pictures of an identity upload as loan documents, which the loan desk may then see', async () => {
    const b = await borrower();
    const kycUp = async () => (await s.app.inject({ method: 'POST', url: `/api/uploadimg!execute?token=${b.token}`, ...multipart(png(), 'id.png', 'kyc') })).json().data as string;
    const pics = [await kycUp(), await kycUp(), await kycUp()];
    expect(pics[0]).toMatch(/^\/kyc-files\//);
    await a('staff!create', { email: 'desk@mall.test', password: 'deskpass123', name: 'Desk', roles: 'finance' });
    const finance = await s.adminToken('desk@mall.test', 'deskpass123');
    const other = await kycUp();
    expect((await b.apply({ imgCertificateFace: pics[0], imgCertificateBack: pics[1], imgCertificateHand: pics[2] })).code).toBe('0');
    expect((await s.app.inject({ method: 'GET', url: `${pics[0]}?token=${finance}` })).statusCode).toBe(200);
    // A picture that no loan application shows stays closed to the loan desk.
    expect((await s.app.inject({ method: 'GET', url: `${other}?token=${finance}` })).statusCode).toBe(403);
  });
});

describe('the loan journey of the issue', () => {
  it('applies, approves, accrues exactly 10 days of interest, repays principal + interest exactly and reconciles', async () => {
    const b = await borrower();
    expect((await b.get('credit!check')).data).toBe('true');
    const config = (await s.get('/api/credit!config')).data;
    expect(config).toMatchObject({ amountMin: 100000, amountMax: 30000000, rate: 0.0005, defaultRate: 0.001, lendableDays: ['7', '15', '30', '60', '90', '180', '365'] });

    expect((await b.apply()).code).toBe('0');
    expect((await b.get('credit!check')).data).toBe('false');
    const id = await openLoanId(b);
    expect((await b.get('credit!histroy')).data.elements[0]).toMatchObject({ id, applyAmount: 100000, creditPeriod: 30, creditRate: 0.0005, status: 1 });
    expect((await b.get('credit!bill')).data).toMatchObject({ applyAmount: 100000, interest: 0, status: 1, creditId: id });

    const desk = (await a('loan!list', { status: '1' })).data.pageList.find((l: any) => l.id === id);
    expect(desk).toMatchObject({ ownerKind: 'user', realName: 'Ann Example', imgCertificateFace: b.imgs[0], applyAmount: 100000, needsSecondApproval: false });
    const byName = (await a('loan!list', { keyword: String((await s.exec(`SELECT username FROM users WHERE id = ${b.id}`))[0].username) })).data;
    expect(byName.pageList.map((l: any) => l.id)).toEqual([id]);
    expect((await a('loan!list', { status: '4', keyword: id })).data.pageInfo.totalElements).toBe(0);
    expect((await a('loan!approve', { id })).data).toEqual({ status: 2, needsSecondApproval: false });
    expect(await b.money()).toBe(100000);
    const records = (await s.post('/api/wallet!records', { token: b.token })).data.elements;
    expect(records[0]).toMatchObject({ type: 'loan', amount: 100000 });

    await moveBack(id, 10);
    const bill = (await b.get('credit!bill')).data;
    // 100,000 × 0.0005 × 10 days.
    expect(bill).toMatchObject({ applyAmount: 100000, alreadyCreditDays: 10, interest: 500, estimatePayment: 100500, status: 2, overdueDays: 0 });
    expect((await b.get('credit!beforepay', { creditId: id })).data).toEqual({ realName: 'Ann Example', creditRate: 0.0005, alreadyCreditDays: 10, estimatePayment: 100500, accountAmount: 100000 });

    await b.credit('500.25');
    expect((await b.get('credit!pay', { creditId: id, safeword: '246810' })).code).toBe('0');
    expect(await b.money()).toBe(0.25);
    expect((await b.get('credit!histroy')).data.elements[0]).toMatchObject({ id, status: 5, repayAmount: 100500 });
    expect((await b.get('credit!bill')).data).toMatchObject({ applyAmount: 0, interest: 0, estimatePayment: 0, status: 0 });
    expect((await b.get('credit!check')).data).toBe('true');
    expect((await b.get('credit!pay', { creditId: id, safeword: '246810' })).key).toBe('LOAN_NOT_REPAYABLE');
    expect(await reconcile()).toMatchObject({ ok: true, mismatches: [] });
    const postings = await s.exec(`SELECT t.kind, a.code, p.amount::text AS amount FROM ledger_postings p JOIN ledger_transactions t ON t.id = p.tx_id
      JOIN ledger_accounts a ON a.id = p.account_id WHERE t.key = 'loan:${id}:repay' ORDER BY a.code`);
    expect(postings.map((p) => [p.code, Number(p.amount)])).toEqual([
      ['loan_fund', -100000], ['loan_interest', -500], ['loan_lent', 100000], ['loan_receivable', -100000], [`user:${b.id}`, 100500],
    ]);
  });
});

describe('applications', () => {
  it('refuses 99,999 and 30,000,001 with a translated message naming the range', async () => {
    const b = await borrower();
    for (const amount of ['99999', '30000001', 'abc', '']) {
      const r = await b.apply({ applyAmount: amount });
      expect(r.key).toBe('LOAN_AMOUNT_RANGE');
      expect(r.msg).toBe('The loan amount must be between 100000 and 30000000');
    }
    expect((await b.apply({ applyAmount: '99999', lang: 'de' })).msg).toBe('Der Kreditbetrag muss zwischen 100000 und 30000000 liegen');
    expect((await b.get('credit!check')).data).toBe('true');
  });

  it('refuses a term that is not lendable', async () => {
    const b = await borrower();
    expect((await b.apply({ creditPeriod: '31' })).key).toBe('LOAN_TERM_INVALID');
    expect((await b.apply({ creditPeriod: '' })).key).toBe('LOAN_TERM_INVALID');
  });

  it('refuses when our apps send the agreement unticked; accepts existing clients that never send it', async () => {
    const b = await borrower();
    expect((await b.apply({ agree: '0' })).key).toBe('LOAN_AGREEMENT_REQUIRED');
    expect((await b.apply({ agree: '' })).key).toBe('LOAN_AGREEMENT_REQUIRED');
    expect((await b.apply({ agree: undefined })).code).toBe('0');
  });

  it('needs the real name, the ID number and three pictures the applicant uploaded', async () => {
    const b = await borrower();
    const other = await borrower();
    expect((await b.apply({ realName: ' ' })).key).toBe('LOAN_DOCUMENTS_REQUIRED');
    expect((await b.apply({ identification: '' })).key).toBe('LOAN_DOCUMENTS_REQUIRED');
    expect((await b.apply({ imgCertificateHand: other.imgs[0] })).key).toBe('LOAN_DOCUMENTS_REQUIRED');
    expect((await b.apply({ imgCertificateBack: 'https://evil.test/x.png' })).key).toBe('LOAN_DOCUMENTS_REQUIRED');
    expect((await b.get('credit!check')).data).toBe('true');
  });

  it('keeps one open loan per account', async () => {
    const b = await borrower();
    expect((await b.apply()).code).toBe('0');
    expect((await b.apply({ applyAmount: '200000' })).key).toBe('LOAN_OPEN_EXISTS');
    expect((await b.get('credit!histroy')).data.totalElements).toBe(1);
  });

  it('re-applies only after a rejection, which the buyer sees with its reason', async () => {
    const b = await borrower();
    expect((await b.apply({ kinName: 'Bob', kinPhone: '+49 151 000', kinRelation: 'brother', workAddress: 'Dock 4' })).code).toBe('0');
    const id = await openLoanId(b);
    expect((await b.apply({ creditId: id })).key).toBe('LOAN_REAPPLY_NOT_ALLOWED');
    expect((await b.get('credit!beforereapply', { creditId: id })).key).toBe('LOAN_REAPPLY_NOT_ALLOWED');
    expect((await a('loan!reject', { id, reason: ' ' })).key).toBe('REASON_REQUIRED');
    expect((await a('loan!reject', { id, reason: 'ID photo unreadable' })).code).toBe('0');
    expect((await a('loan!approve', { id })).key).toBe('ALREADY_DECIDED');
    expect((await b.get('credit!histroy')).data.elements[0]).toMatchObject({ id, status: 4, rejectReason: 'ID photo unreadable' });
    const before = (await b.get('credit!beforereapply', { creditId: id })).data;
    expect(before).toMatchObject({ id, realName: 'Ann Example', applyAmount: 100000, creditPeriod: 30, kinName: 'Bob', workAddress: 'Dock 4', status: 4, rejectReason: 'ID photo unreadable' });
    const other = await borrower();
    expect((await other.get('credit!beforereapply', { creditId: id })).key).toBe('LOAN_NOT_FOUND');
    expect((await other.apply({ creditId: id })).key).toBe('LOAN_NOT_FOUND');

    expect((await b.apply({ creditId: id, applyAmount: '150000' })).code).toBe('0');
    const list = (await b.get('credit!histroy')).data.elements;
    expect(list.map((l: any) => l.status)).toEqual([1, 4]);
    expect(list[0]).toMatchObject({ applyAmount: 150000 });
  });
});

describe('repayment', () => {
  it('refuses a wrong transaction password and a short balance, and debits nothing', async () => {
    const b = await borrower();
    await b.apply();
    const id = await openLoanId(b);
    await a('loan!approve', { id });
    await moveBack(id, 3);
    expect((await b.get('credit!pay', { creditId: id, safeword: '135790' })).key).toBe('SAFEWORD_WRONG');
    const short = await b.get('credit!pay', { creditId: id, safeword: '246810' });
    expect(short.key).toBe('BALANCE_NOT_ENOUGH');
    expect(short.msg).toBe('Balance not enough, please recharge');
    expect(await b.money()).toBe(100000);
    expect((await b.get('credit!bill')).data).toMatchObject({ status: 2, estimatePayment: 100150 });
    const other = await borrower();
    expect((await other.get('credit!pay', { creditId: id, safeword: '246810' })).key).toBe('LOAN_NOT_FOUND');
    expect(await reconcile()).toMatchObject({ ok: true });
  });

  it('locks the transaction password for the day after three wrong entries', async () => {
    const b = await borrower();
    await b.apply();
    const id = await openLoanId(b);
    await a('loan!approve', { id });
    await b.get('credit!pay', { creditId: id, safeword: '111111' });
    await b.get('credit!pay', { creditId: id, safeword: '111111' });
    expect((await b.get('credit!pay', { creditId: id, safeword: '111111' })).key).toBe('SAFEWORD_LOCKED');
    expect((await b.get('credit!pay', { creditId: id, safeword: '246810' })).key).toBe('SAFEWORD_LOCKED');
  });
});

describe('overdue loans', () => {
  it('are marked by the sweep after the due day only, accrue default interest and block withdrawals', async () => {
    await a('channel!save', { coin: 'USDT', blockchain_name: 'TRC20', address: tronAddressOf(new Uint8Array(20).fill(7)), rate: '1', fee: '0', recharge_limit_min: '1', withdraw_fee: '0', withdraw_limit_min: '1', withdraw_limit_max: '1000000', enabled: '1' });
    const b = await borrower();
    await s.post('/api/user!bindWithdrawAddress', { token: b.token, blockchain_name: 'TRC20', coin: 'USDT', channel_address: tronAddressOf(new Uint8Array(20).fill(8)) });
    const withdraw = async () => {
      const open = (await s.post('/api/withdraw!withdraw_open', { token: b.token })).data;
      return s.post('/api/withdraw!apply', { token: b.token, session_token: open.session_token, amount: '10', channel: 'USDT', safeword: '246810' });
    };
    await b.apply({ creditPeriod: '7' });
    const id = await openLoanId(b);
    await a('loan!approve', { id });
    const sweep = s.built.deps.loans.money;
    const day = 86_400_000;
    // The due day is disbursement + 7: the sweep changes nothing on it, and marks the loan the day after.
    expect(await sweep.sweep(new Date(Date.now() + 6 * day))).toBe(0);
    expect((await b.get('credit!histroy')).data.elements[0].status).toBe(2);
    expect(await sweep.sweep(new Date(Date.now() + 9 * day))).toBe(1);
    expect(await sweep.sweep(new Date(Date.now() + 9 * day))).toBe(0);
    expect((await b.get('credit!histroy')).data.elements[0].status).toBe(3);
    expect((await b.get('credit!check')).data).toBe('false');

    await moveBack(id, 9);
    const bill = (await b.get('credit!bill')).data;
    // 9 days × 50 interest + 2 days past due × 100 default interest.
    expect(bill).toMatchObject({ status: 3, alreadyCreditDays: 9, overdueDays: 2, interest: 650, estimatePayment: 100650 });
    const w = await withdraw();
    expect(w.key).toBe('LOAN_OVERDUE');
    expect(w.msg).toBe('Your loan is overdue: please repay it before withdrawing');
    expect(await b.money()).toBe(100000);

    const book = (await a('loan!book')).data;
    expect(book.overdueCount).toBeGreaterThanOrEqual(1);
    expect(book.buckets.find((x: any) => x.label === '1-30').amount).toBeGreaterThanOrEqual(100650);
    expect(book.buckets.map((x: any) => x.label)).toEqual(['1-30', '31-60', '61+']);

    await b.credit('650');
    expect((await b.get('credit!pay', { creditId: id, safeword: '246810' })).code).toBe('0');
    expect(await b.money()).toBe(0);
    await b.credit('20');
    expect((await withdraw()).code).toBe('0');
    expect(await reconcile()).toMatchObject({ ok: true });
  });
});

describe('the loan desk', () => {
  it('needs a second, different admin above the threshold; only finance admins decide; every decision is audited', async () => {
    const b = await borrower();
    expect((await b.apply({ applyAmount: '2000000', creditPeriod: '90' })).code).toBe('0');
    const id = await openLoanId(b);
    expect((await a('loan!approve', { id })).data).toEqual({ status: 1, needsSecondApproval: true });
    expect((await a('loan!info', { id })).data).toMatchObject({ status: 1, needsSecondApproval: true, firstApprover: 'root@mall.test' });
    expect((await a('loan!approve', { id })).key).toBe('LOAN_SAME_APPROVER');
    expect(await b.money()).toBe(0);

    expect((await a('staff!create', { email: 'cat-loans@mall.test', password: 'catalogue1', name: 'Cat', roles: 'catalogue' })).code).toBe('0');
    expect((await a('staff!create', { email: 'fin@mall.test', password: 'finance123', name: 'Fin', roles: 'finance' })).code).toBe('0');
    const cat = await s.adminToken('cat-loans@mall.test', 'catalogue1');
    const fin = await s.adminToken('fin@mall.test', 'finance123');
    expect((await s.post('/api/admin/loan!list', { token: cat })).key).toBe('NO_PERMISSION');
    expect((await s.post('/api/admin/loan!approve', { token: cat, id })).key).toBe('NO_PERMISSION');
    expect((await s.post('/api/admin/loan!approve', { token: fin, id })).data).toEqual({ status: 2, needsSecondApproval: false });
    expect(await b.money()).toBe(2000000);
    const audit = await s.exec(`SELECT action, admin_email FROM audit_log WHERE target = 'loan:${id}' ORDER BY id`);
    expect(audit.map((r) => `${r.action} ${r.admin_email}`)).toEqual(['loan!approve root@mall.test', 'loan!approve fin@mall.test']);
    expect(await reconcile()).toMatchObject({ ok: true });
  });

  it('refuses to lend more than the loan fund holds', async () => {
    const fund = (await a('loan!settings')).data.fundBalance as number;
    const b = await borrower();
    await a('loan!saveSettings', { amountMin: '100000', amountMax: String(fund + 100000), dailyRate: '0.0005', defaultRate: '0.001', lendableDays: '7,15,30,60,90,180,365', approvalThreshold: String(fund + 100000), maxAutoRepayPercent: '50' });
    try {
      expect((await b.apply({ applyAmount: String(fund + 1) })).code).toBe('0');
      const id = await openLoanId(b);
      expect((await a('loan!approve', { id })).key).toBe('LOAN_FUND_NOT_ENOUGH');
      expect((await a('loan!info', { id })).data.status).toBe(1);
      expect(await b.money()).toBe(0);
      expect((await a('loan!settings')).data.fundBalance).toBe(fund);
    } finally {
      await a('loan!saveSettings', { amountMin: '100000', amountMax: '30000000', dailyRate: '0.0005', defaultRate: '0.001', lendableDays: '7,15,30,60,90,180,365', approvalThreshold: '1000000', maxAutoRepayPercent: '50' });
    }
  });

  it('saves settings within their limits and audits the change', async () => {
    const base = { amountMin: '100000', amountMax: '30000000', dailyRate: '0.0005', defaultRate: '0.001', lendableDays: '7,15,30,60,90,180,365', approvalThreshold: '1000000', maxAutoRepayPercent: '50' };
    for (const bad of [{ amountMin: '0' }, { amountMax: '99999' }, { dailyRate: '1.5' }, { lendableDays: '400' }, { maxAutoRepayPercent: '101' }]) {
      expect((await a('loan!saveSettings', { ...base, ...bad })).key).toBe('PARAM_ERROR');
    }
    expect((await a('loan!saveSettings', { ...base, lendableDays: '30,7' })).code).toBe('0');
    expect((await s.get('/api/credit!config')).data.lendableDays).toEqual(['7', '30']);
    expect((await a('loan!saveSettings', base)).code).toBe('0');
    const [row] = await s.exec(`SELECT detail FROM audit_log WHERE action = 'loan!saveSettings' ORDER BY id DESC LIMIT 1`);
    expect(String(typeof row.detail === 'string' ? row.detail : JSON.stringify(row.detail))).toContain('"lendableDays":"7,15,30,60,90,180,365"');
  });
});

describe('store loans with revenue-based repayment', () => {
  it('withholds the chosen share of each settlement as its own wallet movement until the loan is cleared', async () => {
    const seller = await borrower('seller');
    expect((await seller.get('credit!check')).data).toBe('true');
    expect((await seller.apply()).code).toBe('0');
    const id = await openLoanId(seller);
    expect((await a('loan!info', { id })).data).toMatchObject({ ownerKind: 'seller', ownerId: String(seller.id) });
    expect((await a('loan!approve', { id })).data.status).toBe(2);
    expect(await seller.money()).toBe(100000);

    expect((await seller.get('credit!setAutoRepay', { percent: '60' })).key).toBe('LOAN_AUTO_REPAY_ABOVE_MAX');
    expect((await seller.get('credit!setAutoRepay', { percent: '60' })).msg).toBe('The repayment share must be between 0 and 50%');
    expect((await seller.get('credit!setAutoRepay', { percent: '10' })).code).toBe('0');
    expect((await seller.get('credit!autoRepay')).data).toEqual({ percent: 10 });

    // A real order of the store: paid by a buyer, shipped, received — the settlement withholds 10 % of the income.
    const cat = (await a('category!save', { name: 'Lamps', isRec: 1 })).data.categoryId;
    const sp = (path: string, p: Params = {}) => s.post(`/api/seller/${path}`, { token: seller.token, ...p });
    const goodsId = (await sp('goods!create', { name: 'Brass lamp', categoryId: cat, sellingPrice: '1000', buyMin: 1, des: '<p>Lamp</p>', stock: 5 })).data.id;
    expect(goodsId).toBeTruthy();
    const buyer = await borrower();
    await buyer.credit('2000');
    await s.post('/api/address!add', { token: buyer.token, contacts: 'Ann Example', phone: '15112345678', areaCode: '49', email: 'ann@mall.test', postcode: '10115',
      address: 'Unter den Linden 1', use: 1, country: 'Germany', countryId: 'DE', province: 'Berlin', provinceId: 'DE-BE', city: 'Berlin', cityId: 'DE-BE:Berlin' });
    const addressId = (await s.post('/api/address!list', { token: buyer.token })).data.pageList[0].id;
    const orderId = (await s.post('/api/order!submit', { token: buyer.token, orderInfo: `${goodsId},-1,1`, addressId })).data.orderList[0].orderId;
    expect((await s.post('/api/order!pay', { token: buyer.token, orderId, safeword: '246810' })).code).toBe('0');
    expect((await sp('order!ship', { orderId, carrier: 'DHL', trackingNo: 'L1' })).code).toBe('0');
    expect((await s.post('/api/order!receipt', { token: buyer.token, orderId })).code).toBe('0');
    const [withheld, income] = (await sp('wallet!records')).data.elements;
    expect(income).toMatchObject({ type: 'income' });
    expect(income.amount).toBeGreaterThan(0);
    expect(withheld).toMatchObject({ type: 'repayment', amount: -income.amount / 10, order_no: income.order_no });
    expect(await seller.money()).toBeCloseTo(100000 + income.amount * 0.9, 8);
    expect((await seller.get('credit!bill')).data.estimatePayment).toBeCloseTo(100000 - income.amount / 10, 8);
    expect(await reconcile()).toMatchObject({ ok: true });

    // The same settlement reported again withholds nothing more (one movement per loan and order).
    const { events, db } = s.built.deps;
    const again = () => db.transaction(async (tx) => events.emit('order.settled', { tx, sellerId: seller.id, orderId: Number(orderId), orderNo: income.order_no, income: String(income.amount) }));
    await again();
    expect((await sp('wallet!records')).data.elements[0].id).toBe(withheld.id);

    // A settlement larger than what is owed clears the loan and withholds only what is owed (2 days: 100 interest).
    await moveBack(id, 2);
    const owed = (await seller.get('credit!bill')).data.estimatePayment as number;
    await seller.credit('5000000');
    const before = await seller.money();
    await db.transaction(async (tx) => events.emit('order.settled', { tx, sellerId: seller.id, orderId: 900003, orderNo: 'T900003', income: '5000000' }));
    expect((await seller.get('credit!histroy')).data.elements[0]).toMatchObject({ id, status: 5, repayAmount: 100100 });
    expect(await seller.money()).toBeCloseTo(before - owed, 8);
    expect((await seller.get('credit!check')).data).toBe('true');
    expect(await reconcile()).toMatchObject({ ok: true });
  });
});
