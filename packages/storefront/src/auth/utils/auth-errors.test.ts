import { describe, expect, it } from 'vitest';
import { loginErrors, registerErrors } from './auth-errors';

const base = { kind: 'email' as const, email: 'ann@mail.test', areaCode: '', phone: '' };

describe('auth form rules', () => {
  it('asks for a valid email and a password on sign-in', () => {
    expect(loginErrors({ ...base, email: 'nope', password: '' })).toEqual({ email: 'EMAIL_INVALID', password: 'PASSWORD_REQUIRED' });
  });

  it('checks area code and phone instead of email for a phone account', () => {
    expect(loginErrors({ ...base, kind: 'phone', areaCode: 'x', phone: '123', password: 'secret1' }))
      .toEqual({ areaCode: 'AREA_CODE_INVALID', phone: 'PHONE_INVALID' });
  });

  it('puts a mismatched confirmation on the confirmation field', () => {
    expect(registerErrors({ ...base, password: 'secret1', confirm: 'secret2', code: '' }, false)).toEqual({ confirm: 'PASSWORD_MISMATCH' });
  });

  it('asks for the code only when the platform needs one', () => {
    const v = { ...base, password: 'secret1', confirm: 'secret1', code: ' ' };
    expect(registerErrors(v, false)).toEqual({});
    expect(registerErrors(v, true)).toEqual({ code: 'VERIFY_CODE_REQUIRED' });
  });
});
