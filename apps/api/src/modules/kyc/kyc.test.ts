import { describe, expect, it } from 'vitest';
import { tronAddressOf } from '@mall/domain/chain-address';
import { multipart, TestServer, withQuery, withTestServer, type Params } from '../../test/harness';
import { Raster } from '../captcha/png';
import { uploadPath } from './service';

let s: TestServer;
const rnd = () => Math.floor(Math.random() * 250) + 1;
withTestServer((server) => { s = server; });

const adminCall = async (path: string, p: Params = {}, token?: string) => s.post(`/api/admin/${path}`, { token: token ?? await s.adminToken(), ...p });

/** A staff account with one role, signed in. */
async function staff(role: string): Promise<string> {
  const email = `${role}${Math.random().toString(36).slice(2, 8)}@mall.test`;
  expect((await adminCall('staff!create', { email, password: 'staffpass123', name: role, roles: role })).code).toBe('0');
  return s.adminToken(email, 'staffpass123');
}

/** A seller with an approved store, signed in. */
async function seller() {
  const email = `kyc${Math.random().toString(36).slice(2, 9)}@mall.test`;
  await adminCall('seller!create', { email, password: 'sellerpass1', name: 'Pat', storeName: `Store ${email}` });
  const token = (await s.post('/api/seller/auth!login', { email, password: 'sellerpass1' })).data.token as string;
  const [row] = await s.exec(`SELECT id FROM sellers WHERE email = '${email}'`);
  const u = (path: string, p: Params = {}) => s.post(`/api/seller/${path}`, { token, ...p });
  const upload = async () => (await s.app.inject({ method: 'POST', url: `/api/seller/uploadimg!execute?token=${token}`, ...multipart(new Raster(4, 4).toPng(), 'id.png', 'kyc') })).json().data as string;
  return { token, u, upload, id: Number(row.id) };
}

const picture = (url: string, token?: string, bearer = false) => s.app.inject({
  method: 'GET', url: token && !bearer ? `${url}?token=${token}` : url, headers: token && bearer ? { authorization: `Bearer ${token}` } : {},
});

async function buyer() {
  const { token, email } = await s.signUp();
  // Each buyer calls from an address of its own, as real clients do (applications are rate-limited per address).
  const remoteAddress = `10.${rnd()}.${rnd()}.${rnd()}`;
  const u = async (path: string, p: Record<string, string | number> = {}) => (await s.app.inject({
    method: 'POST', url: withQuery(`/wap/api/${path}`, { token, ...p }), headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '', remoteAddress,
  })).json();
  const upload = async () => {
    const png = new Raster(5, 5).toPng();
    return (await s.app.inject({ method: 'POST', url: `/wap/api/uploadimg!execute.action?token=${token}`, ...multipart(png, 'id.png', 'kyc') })).json().data as string;
  };
  const [row] = await s.exec(`SELECT id FROM users WHERE username = '${email}'`);
  return { token, u, upload, id: Number(row.id) };
}

async function application(b: Awaited<ReturnType<typeof buyer>>) {
  return {
    name: 'Ann Example', idname: 'passport', idnumber: 'P1234567', nationality: 'Germany',
    idimg_1: await b.upload(), idimg_2: await b.upload(), idimg_3: await b.upload(),
  };
}

describe('kyc!get and kyc!apply', () => {
  it('answers data null before any application, then the application with status 0 and an empty msg', async () => {
    const b = await buyer();
    const none = await b.u('kyc!get');
    expect(none).toEqual({ code: '0', msg: null, data: null });
    const form = await application(b);
    expect((await b.u('kyc!apply', form)).code).toBe('0');
    const got = (await b.u('kyc!get')).data;
    expect(got).toMatchObject({ ...form, status: 0, msg: '' });
  });

  it('requires every field and all three pictures', async () => {
    const b = await buyer();
    const form = await application(b);
    for (const missing of Object.keys(form)) {
      expect((await b.u('kyc!apply', { ...form, [missing]: ' ' })).key).toBe('KYC_FIELDS_REQUIRED');
    }
    expect((await b.u('kyc!get')).data).toBeNull();
  });

  it('takes only pictures the caller uploaded to this server', async () => {
    const b = await buyer();
    const other = await buyer();
    const form = await application(b);
    expect((await b.u('kyc!apply', { ...form, idimg_2: 'https://elsewhere.example/uploads/a.png' })).key).toBe('KYC_IMAGE_INVALID');
    expect((await b.u('kyc!apply', { ...form, idimg_3: await other.upload() })).key).toBe('KYC_IMAGE_INVALID');
    expect((await b.u('kyc!apply', { ...form, idimg_1: `http://localhost${form.idimg_1}` })).code).toBe('0');
    expect((await b.u('kyc!get')).data.idimg_1).toBe(form.idimg_1);
  });

  it('refuses a second application while one is applied or under review', async () => {
    const b = await buyer();
    const form = await application(b);
    expect((await b.u('kyc!apply', form)).code).toBe('0');
    expect((await b.u('kyc!apply', form)).key).toBe('KYC_IN_REVIEW');
    await s.exec(`UPDATE kyc_verifications SET status = 1 WHERE owner_kind = 'user' AND owner_id = ${b.id}`);
    expect((await b.u('kyc!apply', form)).key).toBe('KYC_IN_REVIEW');
  });

  it('answers the reason of a rejection and lets the buyer apply again', async () => {
    const b = await buyer();
    const form = await application(b);
    await b.u('kyc!apply', form);
    await s.exec(`UPDATE kyc_verifications SET status = 3, reason = 'The picture is blurred' WHERE owner_kind = 'user' AND owner_id = ${b.id}`);
    expect((await b.u('kyc!get')).data).toMatchObject({ status: 3, msg: 'The picture is blurred' });
    expect((await b.u('kyc!apply', { ...form, idnumber: 'P7654321' })).code).toBe('0');
    expect((await b.u('kyc!get')).data).toMatchObject({ status: 0, msg: '', idnumber: 'P7654321' });
  });

  it('refuses to apply again once verified', async () => {
    const b = await buyer();
    const form = await application(b);
    await b.u('kyc!apply', form);
    await s.exec(`UPDATE kyc_verifications SET status = 2 WHERE owner_kind = 'user' AND owner_id = ${b.id}`);
    expect((await b.u('kyc!apply', form)).key).toBe('KYC_ALREADY_PASSED');
    expect((await b.u('kyc!get')).data.status).toBe(2);
  });

  it('needs a signed-in buyer', async () => {
    expect((await s.post('/api/kyc!get')).code).toBe('403');
    expect((await s.post('/api/kyc!apply', { name: 'x' })).code).toBe('403');
  });
});

describe('private pictures', () => {
  it('stores a kyc upload outside /uploads/ and serves it to its owner only', async () => {
    const b = await buyer();
    const other = await buyer();
    const url = await b.upload();
    expect(url).toMatch(/^\/kyc-files\/[A-Za-z0-9_-]{24}\.png$/);
    const name = url.slice('/kyc-files/'.length);
    expect((await s.app.inject({ method: 'GET', url: `/uploads/${name}` })).statusCode).toBe(404);
    const own = await picture(url, b.token);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.headers['cache-control']).toBe('private, no-store');
    expect((await picture(url, b.token, true)).statusCode).toBe(200);
    const stranger = await picture(url, other.token);
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json().key).toBe('NO_PERMISSION');
    expect((await picture(url)).statusCode).toBe(403);
    expect((await picture(url, 'not-a-token')).json().key).toBe('TOKEN_INVALID');
    expect((await picture('/kyc-files/nothing-here.png', b.token)).statusCode).toBe(404);
  });

  it('shows a picture to reviewing admins (support), not to other staff nor to a seller', async () => {
    const b = await buyer();
    const url = await b.upload();
    expect((await picture(url, await s.adminToken())).statusCode).toBe(200);
    expect((await picture(url, await staff('support'))).statusCode).toBe(200);
    expect((await picture(url, await staff('catalogue'))).statusCode).toBe(403);
    expect((await picture(url, await staff('finance'))).statusCode).toBe(403);
    expect((await picture(url, (await seller()).token)).statusCode).toBe(403);
  });

  it('refuses a private picture of another account in an application', async () => {
    const b = await buyer();
    const other = await buyer();
    const form = await application(b);
    expect((await b.u('kyc!apply', { ...form, idimg_2: await other.upload() })).key).toBe('KYC_IMAGE_INVALID');
    expect((await b.u('kyc!apply', { ...form, idimg_2: '/kyc-files/../uploads/x.png' })).key).toBe('KYC_IMAGE_INVALID');
  });

  it('still accepts an older public upload of the caller', async () => {
    const b = await buyer();
    const form = await application(b);
    const old = (await s.app.inject({ method: 'POST', url: `/wap/api/uploadimg!execute.action?token=${b.token}`, ...multipart(new Raster(5, 5).toPng(), 'id.png', 'common') })).json().data as string;
    expect(old).toMatch(/^\/uploads\//);
    expect((await b.u('kyc!apply', { ...form, idimg_3: old })).code).toBe('0');
  });
});

describe('advanced verification', () => {
  it('is refused before basic passed, accepted after, and one at a time', async () => {
    const b = await buyer();
    const proof = await b.upload();
    const adv = { address: '1 Example Street, Berlin', addressImg: proof };
    expect((await b.u('kyc!applyAdvanced', adv)).key).toBe('KYC_BASIC_REQUIRED');
    await b.u('kyc!apply', await application(b));
    expect((await b.u('kyc!applyAdvanced', adv)).key).toBe('KYC_BASIC_REQUIRED');
    await s.exec(`UPDATE kyc_verifications SET status = 2 WHERE owner_kind = 'user' AND owner_id = ${b.id}`);
    expect((await b.u('kyc!getAdvanced')).data).toBeNull();
    expect((await b.u('kyc!applyAdvanced', { ...adv, address: ' ' })).key).toBe('KYC_FIELDS_REQUIRED');
    expect((await b.u('kyc!applyAdvanced', adv)).code).toBe('0');
    expect((await b.u('kyc!getAdvanced')).data).toMatchObject({ ...adv, status: 0, msg: '' });
    expect((await b.u('kyc!applyAdvanced', adv)).key).toBe('KYC_IN_REVIEW');
    // The basic answer is unchanged by the advanced application.
    expect((await b.u('kyc!get')).data.status).toBe(2);
  });
});

describe('sellers', () => {
  it('verify with the same calls under /api/seller, separately from buyers', async () => {
    const sl = await seller();
    const form = {
      name: 'Pat Seller', idname: 'id card', idnumber: 'S-99', nationality: 'France',
      idimg_1: await sl.upload(), idimg_2: await sl.upload(), idimg_3: await sl.upload(),
    };
    expect((await sl.u('kyc!get')).data).toBeNull();
    expect((await sl.u('kyc!apply', form)).code).toBe('0');
    expect((await sl.u('kyc!get')).data).toMatchObject({ ...form, status: 0 });
    expect((await sl.u('kyc!apply', form)).key).toBe('KYC_IN_REVIEW');
    expect((await picture(form.idimg_1, sl.token)).statusCode).toBe(200);
    const [row] = await s.exec(`SELECT owner_kind FROM kyc_verifications WHERE owner_id = ${sl.id} AND owner_kind = 'seller'`);
    expect(row.owner_kind).toBe('seller');
  });
});

describe('the admin review queue', () => {
  it('lists by state, takes for review, approves and rejects with a reason, all audited', async () => {
    const support = await staff('support');
    const a = (path: string, p: Params = {}) => adminCall(path, p, support);
    const ann = await buyer();
    const bob = await buyer();
    await ann.u('kyc!apply', { ...(await application(ann)), name: 'Ann Queue' });
    await bob.u('kyc!apply', { ...(await application(bob)), name: 'Bob Queue' });
    const applied = (await a('kyc!list', { status: '0', keyword: 'Queue' })).data;
    expect(applied.pageList.map((x: any) => x.name).sort()).toEqual(['Ann Queue', 'Bob Queue']);
    const annRow = applied.pageList.find((x: any) => x.name === 'Ann Queue');
    expect(annRow).toMatchObject({ ownerKind: 'user', level: 'basic', status: 0 });
    expect(annRow.idimg_1).toMatch(/^\/kyc-files\//);
    const bobRow = applied.pageList.find((x: any) => x.name === 'Bob Queue');

    expect((await a('kyc!review', { id: annRow.id })).code).toBe('0');
    expect((await ann.u('kyc!get')).data.status).toBe(1);
    expect((await a('kyc!list', { status: '1', keyword: 'Ann Queue' })).data.pageList).toHaveLength(1);
    expect((await a('kyc!approve', { id: annRow.id })).code).toBe('0');
    expect((await ann.u('kyc!get')).data.status).toBe(2);
    expect((await a('kyc!approve', { id: annRow.id })).key).toBe('ALREADY_DECIDED');

    expect((await a('kyc!reject', { id: bobRow.id, reason: ' ' })).key).toBe('REASON_REQUIRED');
    expect((await a('kyc!reject', { id: bobRow.id, reason: 'The back picture is blurred' })).code).toBe('0');
    expect((await bob.u('kyc!get')).data).toMatchObject({ status: 3, msg: 'The back picture is blurred' });
    expect((await a('kyc!reject', { id: '999999', reason: 'x' })).key).toBe('KYC_NOT_FOUND');

    const audit = await s.exec(`SELECT action, target FROM audit_log WHERE target IN ('kyc:${annRow.id}', 'kyc:${bobRow.id}') ORDER BY id`);
    expect(audit.map((r: any) => r.action)).toEqual(['kyc!review', 'kyc!approve', 'kyc!reject']);
  });

  it('is closed to finance and catalogue staff', async () => {
    expect((await adminCall('kyc!list', {}, await staff('finance'))).key).toBe('NO_PERMISSION');
    expect((await adminCall('kyc!approve', { id: '1' }, await staff('catalogue'))).key).toBe('NO_PERMISSION');
  });
});

describe("localuser!get's kyc", () => {
  it('follows the basic verification through the review: 0 none, 1 waiting, 3 rejected, 2 passed', async () => {
    const support = await staff('support');
    const a = (path: string, p: Params = {}) => adminCall(path, p, support);
    const b = await buyer();
    const kyc = async () => (await b.u('localuser!get')).data.kyc;
    const account = (await b.u('localuser!get')).data.username as string;
    const latestId = async (level = 'basic') => (await a('kyc!list', { level, keyword: account })).data.pageList[0].id as string;
    expect(await kyc()).toBe(0);

    const form = await application(b);
    expect((await b.u('kyc!apply', form)).code).toBe('0');
    expect(await kyc()).toBe(1);
    expect((await a('kyc!review', { id: await latestId() })).code).toBe('0');
    expect(await kyc()).toBe(1);
    expect((await a('kyc!reject', { id: await latestId(), reason: 'The front picture is blurred' })).code).toBe('0');
    expect(await kyc()).toBe(3);

    // Applying again after the rejection waits for a decision again; the approval makes it 2.
    expect((await b.u('kyc!apply', { ...form, idnumber: 'P7654321' })).code).toBe('0');
    expect(await kyc()).toBe(1);
    expect((await a('kyc!approve', { id: await latestId() })).code).toBe('0');
    expect(await kyc()).toBe(2);

    // The advanced level does not change it, nor does a rejected advanced application.
    expect((await b.u('kyc!applyAdvanced', { address: '1 Main Street', addressImg: await b.upload() })).code).toBe('0');
    expect(await kyc()).toBe(2);
    expect((await a('kyc!reject', { id: await latestId('advanced'), reason: 'Not an address proof' })).code).toBe('0');
    expect(await kyc()).toBe(2);
  });

  it('counts only the buyer\'s own verification, not a seller\'s with the same number', async () => {
    const b = await buyer();
    await s.exec(`INSERT INTO kyc_verifications (owner_kind, owner_id, level, status, name, id_type, id_number, nationality, img_1, img_2, img_3)
      VALUES ('seller', ${b.id}, 'basic', 2, 'Pat', 'passport', 'P1', 'Germany', '', '', '')`);
    expect((await b.u('localuser!get')).data.kyc).toBe(0);
  });
});

describe('the withdrawal gate', () => {
  it('refuses a withdrawal above kyc_withdraw_threshold until basic verification passed', async () => {
    expect((await adminCall('channel!save', {
      coin: 'USDT', blockchain_name: 'TRC20', address: tronAddressOf(new Uint8Array(20).fill(7)), rate: '1', fee: '0', recharge_limit_min: '10', recharge_limit_max: '5000',
      withdraw_fee: '0', withdraw_limit_min: '10', withdraw_limit_max: '5000', enabled: '1', sort: '1',
    })).code).toBe('0');
    const withdrawer = async (fill: number) => {
      const b = await buyer();
      await s.post('/api/user!setSafewordReg', { token: b.token, safeword: '246810', re_safeword: '246810' });
      await adminCall('wallet!adjust', { owner: 'user', ownerId: b.id, amount: '3000', reason: 'test funds' });
      expect((await b.u('user!bindWithdrawAddress', { blockchain_name: 'TRC20', coin: 'USDT', channel_address: tronAddressOf(new Uint8Array(20).fill(fill)) })).code).toBe('0');
      const withdraw = async (amount: string) => {
        const open = (await b.u('withdraw!withdraw_open')).data;
        return b.u('withdraw!apply', { session_token: open.session_token, amount, channel: 'USDT', safeword: '246810' });
      };
      return { ...b, withdraw };
    };
    const b = await withdrawer(8);
    // The default threshold is 1000.
    const refused = await b.withdraw('1500');
    expect(refused.key).toBe('KYC_WITHDRAW_NOT_VERIFIED');
    expect(refused.msg).toContain('1000');
    expect((await b.u('wallet!getUsdt')).data.money).toBe(3000);
    await b.u('kyc!apply', await application(b));
    expect((await b.withdraw('1500')).key).toBe('KYC_WITHDRAW_NOT_VERIFIED');
    await s.exec(`UPDATE kyc_verifications SET status = 2 WHERE owner_kind = 'user' AND owner_id = ${b.id}`);
    expect((await b.withdraw('1500')).code).toBe('0');

    // Admins move it; up to the threshold no verification is needed.
    const c = await withdrawer(9);
    expect((await adminCall('syspara!update', { code: 'kyc_withdraw_threshold', value: '2000' })).code).toBe('0');
    expect((await c.withdraw('2000')).code).toBe('0');
    expect((await adminCall('syspara!update', { code: 'kyc_withdraw_threshold', value: '1000' })).code).toBe('0');
  });
});

describe('uploadPath', () => {
  it('keeps our own upload paths and refuses other hosts and other paths', () => {
    expect(uploadPath('/uploads/abc.png', 'mall.example')).toBe('/uploads/abc.png');
    expect(uploadPath('https://mall.example/uploads/abc.png', 'mall.example:443')).toBe('/uploads/abc.png');
    expect(uploadPath('https://evil.example/uploads/abc.png', 'mall.example')).toBeNull();
    expect(uploadPath('https://mall.example/avatars/1.svg', 'mall.example')).toBeNull();
    expect(uploadPath('javascript:alert(1)', 'mall.example')).toBeNull();
    expect(uploadPath('/kyc-files/abc.png', 'mall.example')).toBe('/kyc-files/abc.png');
    expect(uploadPath('https://mall.example/kyc-files/abc.png', 'mall.example')).toBe('/kyc-files/abc.png');
  });
});
