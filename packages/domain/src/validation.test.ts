import { describe, expect, it } from 'vitest';
import { checkAddress, checkEmail, checkPassword, checkPasswordPair, checkPhone, checkSafeword, checkSignUp, maskPhone } from './validation';

describe('field rules', () => {
  it('accepts passwords of 6 to 12 characters with special characters', () => {
    expect(checkPassword('abc123')).toBeNull();
    expect(checkPassword('abc!@#123xyz')).toBeNull();
  });
  it('rejects passwords shorter than 6, longer than 12 or with spaces', () => {
    expect(checkPassword('abc12')).toBe('PASSWORD_LENGTH');
    expect(checkPassword('abcdefghi1234')).toBe('PASSWORD_LENGTH');
    expect(checkPassword('abc 123')).toBe('PASSWORD_LENGTH');
    expect(checkPassword('')).toBe('PASSWORD_REQUIRED');
  });
  it('rejects a mismatched confirmation', () => {
    expect(checkPasswordPair('abc123', 'abc124')).toBe('PASSWORD_MISMATCH');
  });
  it('accepts only six digits as a transaction password', () => {
    expect(checkSafeword('123456')).toBeNull();
    expect(checkSafeword('12345')).toBe('SAFEWORD_FORMAT');
    expect(checkSafeword('12345a')).toBe('SAFEWORD_FORMAT');
  });
  it('checks email format and length', () => {
    expect(checkEmail('a.b@example.com')).toBeNull();
    expect(checkEmail('not-an-email')).toBe('EMAIL_INVALID');
    expect(checkEmail(`${'a'.repeat(60)}@x.com`)).toBe('EMAIL_INVALID');
  });
  it('requires at least 8 phone digits', () => {
    expect(checkPhone('1234567')).toBe('PHONE_INVALID');
    expect(checkPhone('12345678')).toBeNull();
  });
  it('checks a phone sign-up including its area code', () => {
    expect(checkSignUp({ kind: 'phone', username: '13800138000', areaCode: '', password: 'abc123', confirm: 'abc123' })).toBe('AREA_CODE_INVALID');
    expect(checkSignUp({ kind: 'phone', username: '13800138000', areaCode: '86', password: 'abc123', confirm: 'abc123' })).toBeNull();
    expect(checkSignUp({ kind: 'email', username: '', password: 'abc123', confirm: 'abc123' })).toBe('USERNAME_REQUIRED');
  });
  it('limits consignee to 64 and postcode to 5..32', () => {
    const ok = { contacts: 'Ann', phone: '1 5551234567', postcode: '10115', country: 'Germany', address: 'Main St 1' };
    expect(checkAddress(ok)).toBeNull();
    expect(checkAddress({ ...ok, contacts: 'x'.repeat(65) })).toBe('CONSIGNEE_TOO_LONG');
    expect(checkAddress({ ...ok, postcode: '1234' })).toBe('POSTCODE_INVALID');
    expect(checkAddress({ ...ok, postcode: '1'.repeat(33) })).toBe('POSTCODE_INVALID');
  });
  it('masks the middle digits of a phone', () => {
    expect(maskPhone('13800138000')).toBe('138*****000');
  });
});
