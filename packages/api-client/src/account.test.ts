import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './client';
import { changeSafeword, getCaptcha, getLocalUser, login, logoff, register, resetPassword, sendCode, verifyCaptcha } from './account';
import { fakeServer, ok, type SeenRequest } from './test-fetch';

afterEach(() => { vi.unstubAllGlobals(); });

const user = {
  usercode: 'U100', username: 'ann@mail.test', avatar: '', safeword: 0, phone: '', email: 'ann@mail.test',
  kyc: 0, name: '', agentCode: '', invitationCode: 'INV1',
};

describe('account calls', () => {
  it('signs in with user!newlogin and answers the token', async () => {
    const { api, seen } = fakeServer(ok({ token: 'abc' }));
    const res = await login(api, { username: ' ann@mail.test ', password: 'secret1', captchaToken: 'cap' });
    expect(res).toEqual({ token: 'abc' });
    expect(seen[0].method).toBe('POST');
    expect(seen[0].path).toBe('/api/user!newlogin');
    expect(Object.fromEntries(seen[0].query)).toEqual({ username: 'ann@mail.test', password: 'secret1', captchaToken: 'cap', lang: 'de', token: 'tok-1' });
  });

  it('registers a phone account without a code as type 1 with the area code', async () => {
    const { api, seen } = fakeServer(ok({ token: 'new' }));
    await register(api, { kind: 'phone', username: '5550100', password: 'abc123', confirm: 'abc123', areaCode: '+44', agentCode: 'REF' });
    expect(seen[0].method).toBe('GET');
    expect(seen[0].path).toBe('/api/localuser!registerNoVerifcode');
    expect(seen[0].query.get('type')).toBe('1');
    expect(seen[0].query.get('areaCode')).toBe('44');
    expect(seen[0].query.get('re_password')).toBe('abc123');
    expect(seen[0].query.get('agentCode')).toBe('REF');
    expect(seen[0].query.has('verifcode')).toBe(false);
  });

  it('registers an email account with a code through registerWithVerifcode', async () => {
    const { api, seen } = fakeServer(ok({ token: 'new' }));
    await register(api, { kind: 'email', username: 'b@mail.test', password: 'abc123', confirm: 'abc123', verifcode: '123456', areaCode: '44' });
    expect(seen[0].path).toBe('/api/localuser!registerWithVerifcode');
    expect(seen[0].query.get('type')).toBe('2');
    expect(seen[0].query.get('verifcode')).toBe('123456');
    expect(seen[0].query.has('areaCode')).toBe(false);
  });

  it('asks for a reset code by phone with the purpose', async () => {
    const { api, seen } = fakeServer(ok(null));
    await sendCode(api, { target: '5550100', areaCode: '+1', purpose: 'reset' });
    expect(seen[0].path).toBe('/api/jscode!execute');
    expect(Object.fromEntries(seen[0].query)).toMatchObject({ target: '5550100', areaCode: '1', purpose: 'reset' });
  });

  it('parses the signed-in user', async () => {
    const { api } = fakeServer(ok({ ...user, extra: 'dropped' }));
    const res = await getLocalUser(api);
    expect(res).toEqual(user);
  });

  it('rejects a user answer that breaks the contract', async () => {
    const { api } = fakeServer(ok({ ...user, safeword: 'yes' }));
    await expect(getLocalUser(api)).rejects.toThrow();
  });

  it('turns a 403 envelope into an auth ApiError with its key', async () => {
    const { api } = fakeServer({ code: '403', msg: 'Bitte anmelden', data: null, key: 'NOT_LOGGED_IN' });
    const err = await getLocalUser(api).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).isAuth).toBe(true);
    expect((err as ApiError).key).toBe('NOT_LOGGED_IN');
    expect((err as ApiError).message).toBe('Bitte anmelden');
  });

  it('changes the transaction password with the wire names', async () => {
    const { api, seen } = fakeServer(ok(null));
    await changeSafeword(api, { oldSafeword: '111111', safeword: '222222', confirm: '222222' });
    expect(seen[0].path).toBe('/api/user!updateOldAndNewSafeword');
    expect(Object.fromEntries(seen[0].query)).toMatchObject({ old_safeword: '111111', safeword: '222222', re_safeword: '222222' });
  });

  it('resets the password with the code', async () => {
    const { api, seen } = fakeServer(ok(null));
    await resetPassword(api, { username: '1 5550100', verifcode: ' 654321 ', password: 'newpw1', confirm: 'newpw1' });
    expect(seen[0].path).toBe('/api/user!resetpsw');
    expect(Object.fromEntries(seen[0].query)).toMatchObject({ username: '1 5550100', verifcode: '654321', password: 'newpw1', re_password: 'newpw1' });
  });

  it('cancels the account with the username and the reason', async () => {
    const { api, seen } = fakeServer({ code: '1', msg: 'Balance remains', data: null, key: 'CANCEL_BALANCE_REMAINS' });
    const err = await logoff(api, { account: 'ann@mail.test', reason: ' moving ' }).catch((e: unknown) => e as ApiError);
    expect(seen[0].query.get('reason')).toBe('moving');
    expect((err as ApiError).key).toBe('CANCEL_BALANCE_REMAINS');
    expect((err as ApiError).isAuth).toBe(false);
  });

  it('loads a slider challenge and trades a position for a token', async () => {
    const challenge = { captchaId: 'c1', bg: 'data:', piece: 'data:', y: 10, width: 320, height: 160, pieceSize: 44 };
    const { api, seen } = fakeServer((req: SeenRequest) => (req.path.endsWith('captcha!get') ? ok(challenge) : ok({ captchaToken: 'ct' })));
    expect(await getCaptcha(api)).toEqual(challenge);
    expect(await verifyCaptcha(api, 'c1', 87.6)).toBe('ct');
    expect(seen[1].query.get('x')).toBe('88');
  });
});
