import { describe, expect, it } from 'vitest';
import { multipart, TestServer, withTestServer } from '../../test/harness';
import { Raster } from '../captcha/png';
import { uploadPath } from './service';

let s: TestServer;
withTestServer((server) => { s = server; });

async function buyer() {
  const { token, email } = await s.signUp();
  const u = (path: string, p: Record<string, string | number> = {}) => s.post(`/wap/api/${path}`, { token, ...p });
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

describe('uploadPath', () => {
  it('keeps our own upload paths and refuses other hosts and other paths', () => {
    expect(uploadPath('/uploads/abc.png', 'mall.example')).toBe('/uploads/abc.png');
    expect(uploadPath('https://mall.example/uploads/abc.png', 'mall.example:443')).toBe('/uploads/abc.png');
    expect(uploadPath('https://evil.example/uploads/abc.png', 'mall.example')).toBeNull();
    expect(uploadPath('https://mall.example/avatars/1.svg', 'mall.example')).toBeNull();
    expect(uploadPath('javascript:alert(1)', 'mall.example')).toBeNull();
  });
});
