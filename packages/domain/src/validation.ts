// Field rules of docs/product-rules.md, written once and used by the server and every client.

/** Error keys a field rule can produce; each is also a key of the contract's closed error set. */
export type ValidationErrorKey =
  | 'USERNAME_REQUIRED'
  | 'PASSWORD_REQUIRED'
  | 'PASSWORD_LENGTH'
  | 'PASSWORD_MISMATCH'
  | 'OLD_PASSWORD_REQUIRED'
  | 'EMAIL_INVALID'
  | 'PHONE_INVALID'
  | 'AREA_CODE_INVALID'
  | 'SAFEWORD_FORMAT'
  | 'VERIFY_CODE_REQUIRED'
  | 'CONSIGNEE_REQUIRED'
  | 'CONSIGNEE_TOO_LONG'
  | 'POSTCODE_INVALID'
  | 'ADDRESS_REQUIRED'
  | 'ADDRESS_TOO_LONG'
  | 'COUNTRY_REQUIRED'
  | 'CANCEL_REASON_REQUIRED';

export type Check = ValidationErrorKey | null;

export const LIMITS = {
  passwordMin: 6,
  passwordMax: 12,
  safewordLength: 6,
  emailMax: 64,
  phoneMinDigits: 8,
  phoneMaxDigits: 15,
  consigneeMax: 64,
  postcodeMin: 5,
  postcodeMax: 32,
  addressMax: 255,
  reasonMax: 500,
} as const;

const EMAIL_RE = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;
// Printable ASCII without spaces: digits and letters, special characters allowed.
const PASSWORD_RE = /^[\x21-\x7E]+$/;

const blank = (v: string | null | undefined): boolean => v == null || v.trim() === '';

/** Login password: 6-12 printable characters. */
export function checkPassword(v: string | null | undefined): Check {
  if (blank(v)) return 'PASSWORD_REQUIRED';
  const s = v as string;
  if (s.length < LIMITS.passwordMin || s.length > LIMITS.passwordMax || !PASSWORD_RE.test(s)) return 'PASSWORD_LENGTH';
  return null;
}

/** A password and its confirmation. */
export function checkPasswordPair(password: string | null | undefined, confirm: string | null | undefined): Check {
  return checkPassword(password) ?? (password === confirm ? null : 'PASSWORD_MISMATCH');
}

/** Transaction password: exactly six digits. */
export function checkSafeword(v: string | null | undefined): Check {
  return /^\d{6}$/.test(v ?? '') ? null : 'SAFEWORD_FORMAT';
}

/** A six-digit transaction password and its confirmation. */
export function checkSafewordPair(v: string | null | undefined, confirm: string | null | undefined): Check {
  return checkSafeword(v) ?? (v === confirm ? null : 'PASSWORD_MISMATCH');
}

/** Email: valid format, at most 64 characters. */
export function checkEmail(v: string | null | undefined): Check {
  if (blank(v)) return 'EMAIL_INVALID';
  const s = (v as string).trim();
  return s.length <= LIMITS.emailMax && EMAIL_RE.test(s) ? null : 'EMAIL_INVALID';
}

/** Phone number (without area code): 8 to 15 digits. */
export function checkPhone(v: string | null | undefined): Check {
  const s = (v ?? '').trim();
  return new RegExp(`^\\d{${LIMITS.phoneMinDigits},${LIMITS.phoneMaxDigits}}$`).test(s) ? null : 'PHONE_INVALID';
}

/** International area code such as 86 or +1. */
export function checkAreaCode(v: string | null | undefined): Check {
  return /^\+?\d{1,4}$/.test((v ?? '').trim()) ? null : 'AREA_CODE_INVALID';
}

/** Strips a leading "+" and spaces from an area code. */
export function normalizeAreaCode(v: string): string {
  return v.trim().replace(/^\+/, '');
}

/** The account name a phone sign-up is stored under: "<areaCode> <phone>" as the clients send it. */
export function phoneUsername(areaCode: string, phone: string): string {
  return `${normalizeAreaCode(areaCode)} ${phone.trim()}`;
}

export type SignUpKind = 'phone' | 'email';

/** Sign-up input as the clients send it (type 1 phone, 2 email). */
export interface SignUpInput {
  kind: SignUpKind;
  username: string;
  password: string;
  confirm: string;
  areaCode?: string;
}

/** All sign-up field rules; returns the first failing rule. */
export function checkSignUp(input: SignUpInput): Check {
  if (blank(input.username)) return 'USERNAME_REQUIRED';
  if (input.kind === 'email') {
    const e = checkEmail(input.username);
    if (e) return e;
  } else {
    const a = checkAreaCode(input.areaCode);
    if (a) return a;
    const p = checkPhone(input.username);
    if (p) return p;
  }
  return checkPasswordPair(input.password, input.confirm);
}

/** Address fields of docs/product-rules.md (consignee at most 64, postcode 5 to 32). */
export interface AddressInput {
  contacts: string;
  phone: string;
  email?: string;
  postcode: string;
  country: string;
  address: string;
}

/** All address field rules; returns the first failing rule. */
export function checkAddress(a: AddressInput): Check {
  if (blank(a.contacts)) return 'CONSIGNEE_REQUIRED';
  if (a.contacts.trim().length > LIMITS.consigneeMax) return 'CONSIGNEE_TOO_LONG';
  const digits = (a.phone ?? '').replace(/^\+?\d{1,4}\s+/, '').replace(/[\s-]/g, '');
  if (checkPhone(digits)) return 'PHONE_INVALID';
  if (!blank(a.email) && checkEmail(a.email)) return 'EMAIL_INVALID';
  const pc = (a.postcode ?? '').trim();
  if (pc.length < LIMITS.postcodeMin || pc.length > LIMITS.postcodeMax || !/^[A-Za-z0-9 -]+$/.test(pc)) return 'POSTCODE_INVALID';
  if (blank(a.country)) return 'COUNTRY_REQUIRED';
  if (blank(a.address)) return 'ADDRESS_REQUIRED';
  if (a.address.trim().length > LIMITS.addressMax) return 'ADDRESS_TOO_LONG';
  return null;
}

/** Account cancellation needs a reason. */
export function checkCancelReason(v: string | null | undefined): Check {
  return blank(v) ? 'CANCEL_REASON_REQUIRED' : null;
}

/** Masks the middle digits of a phone number for display (docs/product-rules.md). */
export function maskPhone(v: string): string {
  const s = v.trim();
  if (s.length < 7) return s;
  const keep = s.length >= 10 ? 3 : 2;
  return s.slice(0, keep) + '*'.repeat(s.length - 2 * keep) + s.slice(s.length - keep);
}
