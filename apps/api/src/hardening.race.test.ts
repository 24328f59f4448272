import { describe, expect, it } from 'vitest';
import { multipart, onPostgres, TestServer, withRaceServer } from './test/harness';
import { Raster } from './modules/captcha/png';
import { listingBlockMismatches } from './test/listing-blocks';
import { searchIndexMismatches } from './test/search-index';

let s: TestServer;
let admin: string;
let goodsId: string;

const a = (path: string, p: Record<string, string | number> = {}) => s.post(`/api/admin/${path}`, { token: admin, ...p });
/** A burst: all requests in flight at once, the right one last in sending order. */
const burst = <T>(wrong: number, make: (right: boolean) => Promise<T>) =>
  Promise.all([...Array.from({ length: wrong }, () => make(false)), make(true)]);

const buyer = (balance: string) => s.shopper(balance);

withRaceServer(async (server) => {
  s = server;
  admin = await s.adminToken();
  goodsId = await s.shopWithProduct('Guard shop', { name: 'Guarded lamp', price: '1', stock: 10000 });
}, { UPLOAD_PER_MINUTE: '10' });

describe.skipIf(!onPostgres)('lockouts under parallel attempts', () => {
  it('lets no right password through a burst of 60 buyer sign-ins, and counts only the attempts it compared', async () => {
    const { email } = await s.signUp(undefined, 'right123');
    const results = await burst(59, (right) => s.post('/api/user!newlogin', { username: email, password: right ? 'right123' : 'wrong99' }));
    expect(results.at(-1)!.key).toBe('LOGIN_LOCKED');
    expect(results.filter((r) => r.code === '0')).toHaveLength(0);
    expect(results.filter((r) => r.key === 'LOGIN_FAILED').length).toBeLessThanOrEqual(2);
    const [row] = await s.exec(`SELECT login_fail_count, login_locked_until > now() AS locked FROM users WHERE username = '${email}'`);
    expect(row.login_fail_count).toBe(3);
    expect(row.locked).toBe(true);
  }, 120_000);

  it('locks after 200 parallel wrong buyer passwords with the count at the three attempts compared', async () => {
    const { email } = await s.signUp(undefined, 'right123');
    const results = await Promise.all(Array.from({ length: 200 }, () => s.post('/api/user!newlogin', { username: email, password: 'wrong99' })));
    expect(results.filter((r) => r.key === 'LOGIN_FAILED').length + results.filter((r) => r.key === 'LOGIN_LOCKED').length).toBe(200);
    const [row] = await s.exec(`SELECT login_fail_count, login_locked_until > now() AS locked FROM users WHERE username = '${email}'`);
    expect(row).toMatchObject({ login_fail_count: 3, locked: true });
  }, 120_000);

  it('lets no right password through a burst of 60 seller sign-ins nor 60 admin sign-ins', async () => {
    await a('seller!create', { email: 'burst-seller@mall.test', password: 'sellerpass1', name: 'B', storeName: 'Burst shop' });
    const sellers = await burst(59, (right) => s.post('/api/seller/auth!login', { email: 'burst-seller@mall.test', password: right ? 'sellerpass1' : 'wrongpass1' }));
    expect(sellers.filter((r) => r.code === '0')).toHaveLength(0);
    expect(sellers.at(-1)!.key).toBe('LOGIN_LOCKED');
    await a('staff!create', { email: 'burst-admin@mall.test', password: 'adminpass1', name: 'B', roles: 'support' });
    const admins = await burst(59, (right) => s.post('/api/admin/auth!login', { email: 'burst-admin@mall.test', password: right ? 'adminpass1' : 'wrongpass1' }));
    expect(admins.filter((r) => r.code === '0')).toHaveLength(0);
    const [row] = await s.exec(`SELECT login_fail_count FROM admins WHERE email = 'burst-admin@mall.test'`);
    expect(row.login_fail_count).toBe(3);
  }, 120_000);

  it('lets no right code through 80 parallel password resets, and spends the code after five tries', async () => {
    const { email } = await s.signUp(undefined, 'right123');
    // The code itself is never readable: plant a known one the way the service stores it.
    expect((await s.get('/api/jscode!execute', { target: email })).code).toBe('0');
    const code = '424242';
    const { hmac } = await import('./core/tokens');
    const secret = (await s.exec(`SELECT value FROM app_secrets WHERE name = 'verify-codes'`))[0].value;
    await s.exec(`UPDATE verify_codes SET code_hash = '${hmac(secret, `${email}:${code}`)}' WHERE target = '${email}'`);
    const results = await burst(79, (right) => s.post('/api/user!resetpsw', { username: email, verifcode: right ? code : '000000', password: 'hacked1', re_password: 'hacked1' }));
    expect(results.filter((r) => r.code === '0')).toHaveLength(0);
    const [row] = await s.exec(`SELECT attempts, consumed_at FROM verify_codes WHERE target = '${email}'`);
    expect(row.attempts).toBe(5);
    expect((await s.post('/api/user!newlogin', { username: email, password: 'hacked1' })).code).toBe('1');
    expect((await s.post('/api/user!newlogin', { username: email, password: 'right123' })).code).toBe('0');
  }, 120_000);

  it('lets no right transaction password pay inside a burst of 50, and compares at most three a day', async () => {
    const b = await buyer('100');
    const orderId = (await b.u('order!submit', { orderInfo: `${goodsId},-1,1`, addressId: b.addressId })).data.orderList[0].orderId;
    const results = await burst(49, (right) => b.u('order!pay', { orderId, safeword: right ? '112233' : '000000' }));
    expect(results.filter((r) => r.code === '0')).toHaveLength(0);
    expect(results.at(-1)!.key).toBe('SAFEWORD_LOCKED');
    expect((await b.u('order!info', { orderId })).data.orderInfo.status).toBe(0);
    const [row] = await s.exec(`SELECT safeword_fail_count FROM users WHERE id = ${b.id}`);
    expect(row.safeword_fail_count).toBe(3);
  }, 120_000);

  it('compares no more than three old transaction passwords a day under 1,001 parallel changes', async () => {
    const b = await buyer('0');
    const results = await Promise.all(Array.from({ length: 1001 }, (_v, i) => b.u('user!updateOldAndNewSafeword', { old_safeword: String(100000 + i), safeword: '222222', re_safeword: '222222' })));
    expect(results.filter((r) => r.key === 'SAFEWORD_WRONG').length).toBeLessThanOrEqual(2);
    expect(results.filter((r) => r.code === '0')).toHaveLength(0);
    const [row] = await s.exec(`SELECT safeword_fail_count FROM users WHERE id = ${b.id}`);
    expect(row.safeword_fail_count).toBe(3);
  }, 180_000);
});

describe.skipIf(!onPostgres)('money movements under load', () => {
  it('posts every one of 6,000 parallel adjustments of 0.01 and reconciles', async () => {
    const b = await buyer('0');
    const results: { code: string }[] = [];
    // 6,000 requests, 500 in flight at a time (the pool serialises them further).
    for (let i = 0; i < 12; i++) {
      results.push(...await Promise.all(Array.from({ length: 500 }, () => a('wallet!adjust', { owner: 'user', ownerId: b.id, amount: '0.01', reason: 'load' }))));
    }
    expect(results.filter((r) => r.code === '0')).toHaveLength(6000);
    expect((await b.u('wallet!getUsdt')).data.money).toBe(60);
    const [n] = await s.exec(`SELECT count(*)::int AS n FROM ledger_transactions WHERE kind = 'adjust' AND ref IN (SELECT no FROM wallet_adjustments WHERE owner_id = ${b.id})`);
    expect(n.n).toBe(6000);
    expect((await a('ledger!reconcile')).data.ok).toBe(true);
  }, 300_000);

  it('never answers 500 to crossed multi-order payments (a,b and b,a at once)', async () => {
    const pairs = await Promise.all(Array.from({ length: 30 }, async () => {
      const b = await buyer('10');
      const ids = (await b.u('order!submit', { orderInfo: `${goodsId},-1,1`, addressId: b.addressId })).data.orderList.map((o: any) => o.orderId);
      const second = (await b.u('order!submit', { orderInfo: `${goodsId},-1,1`, addressId: b.addressId })).data.orderList[0].orderId;
      return { b, x: ids[0] as string, y: second as string };
    }));
    const results = await Promise.all(pairs.flatMap(({ b, x, y }) => [
      b.u('order!pay', { orderId: `${x},${y}`, safeword: '112233' }),
      b.u('order!pay', { orderId: `${y},${x}`, safeword: '112233' }),
    ]));
    expect(results.filter((r) => r.key === 'SERVER_ERROR')).toHaveLength(0);
    // Each pair is paid exactly once: one payment wins, the other finds the orders paid.
    expect(results.filter((r) => r.code === '0')).toHaveLength(30);
    expect((await a('ledger!reconcile')).data.ok).toBe(true);
  }, 300_000);

  it('gives unique business numbers to 2,000 numbers drawn at once', async () => {
    const { nextBusinessNo } = await import('./core/tokens');
    const nos = await Promise.all(Array.from({ length: 2000 }, () => nextBusinessNo(s.db, 'T')));
    expect(new Set(nos).size).toBe(2000);
  }, 120_000);
});

describe.skipIf(!onPostgres)('uploads under a burst', () => {
  it('stores no more than the per-minute allowance from 50 parallel uploads of one account', async () => {
    const { token } = await s.signUp();
    const png = new Raster(4, 4).toPng();
    const results = await Promise.all(Array.from({ length: 50 }, () => {
      const m = multipart(png, 'p.png', 'common');
      return s.app.inject({ method: 'POST', url: `/api/uploadimg!execute?token=${token}`, payload: m.payload, headers: m.headers }).then((r) => r.json());
    }));
    expect(results.filter((r) => r.code === '0')).toHaveLength(10);
    expect(new Set(results.filter((r) => r.code !== '0').map((r) => r.key))).toEqual(new Set(['OPERATION_FREQUENT']));
  }, 120_000);
});

describe.skipIf(!onPostgres)('per-account limits under a burst', () => {
  it('lets exactly the minute allowance of each account through two interleaved bursts of 80 from one address', async () => {
    const [x, y] = [await s.signUp(), await s.signUp()];
    // Recharge requests: 60 a minute per account. These are refused for their input, but counted.
    const sent = Array.from({ length: 160 }, (_, i) => s.post('/api/rechargeBlockchain!recharge', { token: (i % 2 ? y : x).token }).then((r) => [i % 2, r.key] as const));
    const results = await Promise.all(sent);
    for (const who of [0, 1]) {
      const mine = results.filter(([w]) => w === who).map(([, key]) => key);
      expect(mine.filter((k) => k === 'OPERATION_FREQUENT')).toHaveLength(20);
      expect(mine.filter((k) => k !== 'OPERATION_FREQUENT')).toHaveLength(60);
    }
  }, 120_000);
});

describe.skipIf(!onPostgres)('page views under a burst', () => {
  it('counts every one of 200 parallel product-page views, with flushes running between them', async () => {
    const views = async () => Number((await s.exec(`SELECT views FROM seller_goods_views WHERE seller_goods_id = ${goodsId}`))[0].views);
    await s.built.deps.catalogue.views.flush();
    const was = await views();
    const pages = Array.from({ length: 200 }, () => s.post('/api/sellerGoods!info', { sellerGoodsId: goodsId }));
    const flushes = Array.from({ length: 5 }, () => s.built.deps.catalogue.views.flush());
    expect((await Promise.all(pages)).filter((r) => r.code !== '0')).toEqual([]);
    await Promise.all(flushes);
    await s.built.deps.catalogue.views.flush();
    expect((await views()) - was).toBe(200);
  }, 120_000);
});

describe.skipIf(!onPostgres)('the search index and the listing blocks under parallel writes', () => {
  it('keeps every word count, posting and block count exact through 300 parallel renames, shelvings and sales of goods sharing words', async () => {
    const [{ store_id: storeId, category_id: categoryId }] = await s.exec(`SELECT store_id, category_id FROM seller_goods WHERE id = ${goodsId}`);
    await s.exec(`INSERT INTO goods (category_id, name, price) SELECT ${categoryId}, 'Race ' || i, 1 FROM generate_series(1, 40) i`);
    const ids: number[] = (await s.exec(`INSERT INTO seller_goods (store_id, goods_id, category_id, selling_price, is_shelf, search_text)
      SELECT ${storeId}, g.id, g.category_id, 5, true, 'amber race ' || g.id FROM goods g WHERE g.name LIKE 'Race %' RETURNING id`)).map((r) => Number(r.id));
    // Every writer takes words from the same few, in its own order: they share, gain and lose them at once.
    const words = ['amber', 'birch', 'cedar', 'delta', 'ember', '琥珀色', '白樺の木'];
    const nameOf = (k: number) => words.filter((_, i) => (k >> i) & 1).sort(() => (k % 3) - 1).join(' ');
    const writes = Array.from({ length: 300 }, (_, k) => {
      const id = ids[(k * 7) % ids.length];
      if (k % 3 === 0) return s.exec(`UPDATE seller_goods SET search_text = '${nameOf(k)}' WHERE id = ${id}`);
      if (k % 3 === 1) return s.exec(`UPDATE seller_goods SET is_shelf = NOT is_shelf WHERE id = ${id}`);
      return s.exec(`UPDATE seller_goods SET sold_num = sold_num + ${k}, selling_price = selling_price + 1 WHERE id = ${id}`);
    });
    const results = await Promise.allSettled(writes);
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    expect(await searchIndexMismatches((q) => s.exec(q))).toEqual([]);
    expect(await listingBlockMismatches((q) => s.exec(q))).toEqual([]);
  }, 120_000);
});
