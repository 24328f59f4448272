import { describe, expect, it } from 'vitest';
import { multipart, onPostgres, TestServer, withRaceServer, type Params } from '../../test/harness';
import { Raster } from '../captcha/png';

let s: TestServer;
let admin: string;
const a = (path: string, p: Params = {}) => s.post(`/api/admin/${path}`, { token: admin, ...p });

withRaceServer(async (server) => {
  s = server;
  admin = await s.adminToken();
  await a('loan!fundDeposit', { amount: '10000000', reason: 'capital' });
});

/** Marks the owner's basic identity verification as passed (loans are granted only then). */
const verify = (kind: 'user' | 'seller', id: number) => s.exec(`INSERT INTO kyc_verifications (owner_kind, owner_id, level, status, name, id_type, id_number, nationality, img_1, img_2, img_3)
  VALUES ('${kind}', ${id}, 'basic', 2, 'Ann Example', 'passport', 'X1234567', 'Germany', '', '', '')`);

async function borrower() {
  const { token, email } = await s.signUp();
  const id = Number((await s.exec(`SELECT id FROM users WHERE username = '${email}'`))[0].id);
  await s.post('/api/user!setSafewordReg', { token, safeword: '246810', re_safeword: '246810' });
  await verify('user', id);
  const up = async () => (await s.app.inject({ method: 'POST', url: `/api/uploadimg!execute?token=${token}`, ...multipart(new Raster(2, 2).toPng(), 'p.png', 'credit') })).json().data;
  const imgs = [await up(), await up(), await up()];
  const get = (path: string, p: Params = {}) => s.get(`/api/${path}`, { token, ...p });
  const apply = () => get('credit!apply', {
    realName: 'Ann', creditPeriod: '30', applyAmount: '100000', countryId: 'DE', identification: 'X1',
    imgCertificateFace: imgs[0], imgCertificateBack: imgs[1], imgCertificateHand: imgs[2], agree: '1',
  });
  return { id, token, get, apply, money: async () => (await s.post('/api/wallet!getUsdt', { token })).data.money as number };
}

describe.skipIf(!onPostgres)('on PostgreSQL', () => {
  it('opens one loan under 20 concurrent applications of one buyer', async () => {
    const b = await borrower();
    const results = await Promise.all(Array.from({ length: 20 }, () => b.apply()));
    expect(results.filter((r) => r.code === '0')).toHaveLength(1);
    expect(new Set(results.filter((r) => r.code !== '0').map((r) => r.key))).toEqual(new Set(['LOAN_OPEN_EXISTS']));
    expect((await b.get('credit!histroy')).data.totalElements).toBe(1);
  }, 120_000);

  it('decides once under concurrent approvals and rejections', async () => {
    const b = await borrower();
    await b.apply();
    const id = (await b.get('credit!histroy')).data.elements[0].id;
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? a('loan!approve', { id }) : a('loan!reject', { id, reason: 'no' }))));
    expect(results.filter((r) => r.code === '0')).toHaveLength(1);
    expect(new Set(results.filter((r) => r.code !== '0').map((r) => r.key))).toEqual(new Set(['ALREADY_DECIDED']));
    const status = (await b.get('credit!histroy')).data.elements[0].status;
    expect(await b.money()).toBe(status === 2 ? 100000 : 0);
    expect((await a('ledger!reconcile')).data).toMatchObject({ ok: true });
  }, 120_000);

  it('debits once under 20 concurrent repayments of one loan', async () => {
    const b = await borrower();
    await b.apply();
    const id = (await b.get('credit!histroy')).data.elements[0].id;
    expect((await a('loan!approve', { id })).data.status).toBe(2);
    await s.exec(`UPDATE loans SET disbursed_at = disbursed_at - interval '4 days' WHERE id = ${id}`);
    await a('wallet!adjust', { owner: 'user', ownerId: b.id, amount: '150000', reason: 'funds' });
    const results = await Promise.all(Array.from({ length: 20 }, () => b.get('credit!pay', { creditId: id, safeword: '246810' })));
    expect(results.filter((r) => r.code === '0')).toHaveLength(1);
    expect(new Set(results.filter((r) => r.code !== '0').map((r) => r.key))).toEqual(new Set(['LOAN_NOT_REPAYABLE']));
    // 250,000 − (100,000 + 4 days × 50).
    expect(await b.money()).toBe(149800);
    expect((await a('ledger!reconcile')).data).toMatchObject({ ok: true });
  }, 120_000);

  it('settles 10 orders while the store repays its loan: no deadlock, the loan is paid exactly once, the ledger balances', async () => {
    const email = `shop${Date.now()}@mall.test`;
    await a('seller!create', { email, password: 'sellerpass1', name: 'Pat', storeName: `Race ${email}` });
    const storeId = (await a('store!list', { pageSize: 100 })).data.pageList.find((x: any) => x.name === `Race ${email}`).id;
    await a('store!approve', { id: storeId });
    const token = (await s.post('/api/seller/auth!login', { email, password: 'sellerpass1' })).data.token;
    const sellerId = Number((await s.exec(`SELECT id FROM sellers WHERE email = '${email}'`))[0].id);
    const sp = (path: string, p: Params = {}) => s.post(`/api/seller/${path}`, { token, ...p });
    await sp('seller!setSafeword', { safeword: '246810', re_safeword: '246810' });
    await verify('seller', sellerId);
    const up = async () => (await s.app.inject({ method: 'POST', url: `/api/seller/uploadimg!execute?token=${token}`, ...multipart(new Raster(2, 2).toPng(), 'p.png', 'credit') })).json().data;
    const imgs = [await up(), await up(), await up()];
    expect((await sp('credit!apply', {
      realName: 'Pat', creditPeriod: '30', applyAmount: '100000', countryId: 'DE', identification: 'S1',
      imgCertificateFace: imgs[0], imgCertificateBack: imgs[1], imgCertificateHand: imgs[2], agree: '1',
    })).code).toBe('0');
    const loanId = (await sp('credit!histroy')).data.elements[0].id;
    expect((await a('loan!approve', { id: loanId })).data.status).toBe(2);
    expect((await sp('credit!setAutoRepay', { percent: '20' })).code).toBe('0');

    const cat = (await a('category!save', { name: `Race ${Date.now()}`, isRec: 1 })).data.categoryId;
    const goodsId = (await sp('goods!create', { name: 'Race lamp', categoryId: cat, sellingPrice: '100', buyMin: 1, des: '<p>x</p>', stock: 50 })).data.id;
    const b = await borrower();
    await a('wallet!adjust', { owner: 'user', ownerId: b.id, amount: '5000', reason: 'funds' });
    await s.post('/api/address!add', { token: b.token, contacts: 'Ann Example', phone: '15112345678', areaCode: '49', email: 'ann@mall.test', postcode: '10115',
      address: 'Unter den Linden 1', use: 1, country: 'Germany', countryId: 'DE', province: 'Berlin', provinceId: 'DE-BE', city: 'Berlin', cityId: 'DE-BE:Berlin' });
    const addressId = (await s.post('/api/address!list', { token: b.token })).data.pageList[0].id;
    const orders: string[] = [];
    for (let i = 0; i < 10; i++) {
      const orderId = (await s.post('/api/order!submit', { token: b.token, orderInfo: `${goodsId},-1,1`, addressId })).data.orderList[0].orderId;
      expect((await s.post('/api/order!pay', { token: b.token, orderId, safeword: '246810' })).code).toBe('0');
      expect((await sp('order!ship', { orderId, carrier: 'DHL', trackingNo: `R${i}` })).code).toBe('0');
      orders.push(orderId);
    }
    const [pay, ...receipts] = await Promise.all([
      sp('credit!pay', { creditId: loanId, safeword: '246810' }),
      ...orders.map((orderId) => s.post('/api/order!receipt', { token: b.token, orderId })),
    ]);
    expect(receipts.map((r) => r.code)).toEqual(Array(10).fill('0'));
    expect(pay.code).toBe('0');
    const row = (await sp('credit!histroy')).data.elements[0];
    expect(row).toMatchObject({ id: loanId, status: 5, repayAmount: 100000 });
    const [paid] = await s.exec(`SELECT COALESCE(SUM(p.amount), 0)::text AS s FROM ledger_postings p JOIN ledger_transactions t ON t.id = p.tx_id
      JOIN ledger_accounts acc ON acc.id = p.account_id WHERE acc.code = 'seller:${sellerId}' AND t.kind = 'repayment'`);
    expect(Number(paid.s)).toBe(100000);
    expect((await a('ledger!reconcile')).data).toMatchObject({ ok: true });
  }, 180_000);

  it('marks an overdue loan once when several processes sweep at once', async () => {
    const b = await borrower();
    await b.apply();
    const id = (await b.get('credit!histroy')).data.elements[0].id;
    await a('loan!approve', { id });
    const later = new Date(Date.now() + 40 * 86_400_000);
    const due = Number((await s.exec('SELECT COUNT(*)::int AS n FROM loans WHERE status = 2'))[0].n);
    const counts = await Promise.all(Array.from({ length: 5 }, () => s.built.deps.loans.money.sweep(later)));
    // Every disbursed loan (this one, and an earlier test's if its approval won) is marked exactly once.
    expect(counts.reduce((x, y) => x + y, 0)).toBe(due);
    expect((await b.get('credit!histroy')).data.elements[0].status).toBe(3);
    expect(Number((await s.exec('SELECT COUNT(*)::int AS n FROM loans WHERE status = 2'))[0].n)).toBe(0);
  }, 120_000);
});
