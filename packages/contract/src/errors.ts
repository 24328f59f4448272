import type { ValidationErrorKey } from '@mall/domain/validation';

/**
 * The closed set of error keys (CONVENTIONS.md "Server" 4). Each key's message lives in
 * locales/<lng>/errors.json for all 21 languages; a test fails when one is missing.
 */
export const errorKeys = [
  // Session
  'NOT_LOGGED_IN', 'TOKEN_INVALID', 'NO_PERMISSION', 'TOO_MANY_ATTEMPTS', 'LOGIN_LOCKED', 'USER_DISABLED',
  'USER_NOT_FOUND', 'LOGIN_FAILED',
  // Account
  'USERNAME_EXISTS', 'USERNAME_REQUIRED', 'PASSWORD_REQUIRED', 'PASSWORD_LENGTH', 'PASSWORD_MISMATCH',
  'OLD_PASSWORD_REQUIRED', 'OLD_PASSWORD_WRONG', 'EMAIL_INVALID', 'PHONE_INVALID', 'AREA_CODE_INVALID',
  'VERIFY_CODE_REQUIRED', 'VERIFY_CODE_WRONG', 'VERIFY_CODE_TOO_FREQUENT', 'REFERRAL_CODE_WRONG',
  'SAFEWORD_FORMAT', 'SAFEWORD_ALREADY_SET', 'SAFEWORD_NOT_SET', 'SAFEWORD_WRONG', 'SAFEWORD_LOCKED',
  'CAPTCHA_REQUIRED', 'CAPTCHA_FAILED', 'CANCEL_REASON_REQUIRED', 'CANCEL_BALANCE_REMAINS', 'CANCEL_ACCOUNT_MISMATCH',
  'REGISTRATION_BLOCKED',
  // Addresses
  'ADDRESS_LIMIT', 'ADDRESS_NOT_FOUND', 'CONSIGNEE_REQUIRED', 'CONSIGNEE_TOO_LONG', 'POSTCODE_INVALID',
  'ADDRESS_REQUIRED', 'ADDRESS_TOO_LONG', 'COUNTRY_REQUIRED', 'REGION_NOT_FOUND',
  // Catalogue
  'GOODS_NOT_FOUND', 'STORE_NOT_FOUND', 'STORE_NOT_ACTIVE', 'CATEGORY_NOT_FOUND', 'CATEGORY_IN_USE', 'KEYWORD_REQUIRED',
  'GOODS_ALREADY_LISTED', 'IMAGE_LIMIT', 'PRICE_INVALID', 'NAME_REQUIRED',
  // Generic
  'PARAM_ERROR', 'UPLOAD_FAILED', 'UPLOAD_TYPE', 'UPLOAD_TOO_LARGE', 'NOT_FOUND', 'SERVER_ERROR',
  'OPERATION_FREQUENT', 'BODY_TOO_LARGE',
] as const;

export type ErrorKey = (typeof errorKeys)[number];

// Every rule in @mall/domain produces a key of this set.
type _DomainKeysAreErrorKeys = ValidationErrorKey extends ErrorKey ? true : never;
export const _domainKeysCheck: _DomainKeysAreErrorKeys = true;

/** Envelope codes: "0" success, "1" business error, "403" not signed in / token invalid / user disabled. */
export const SESSION_ERRORS: readonly ErrorKey[] = ['NOT_LOGGED_IN', 'TOKEN_INVALID', 'USER_DISABLED'];

/** The envelope code an error key answers with. */
export function envelopeCodeFor(key: ErrorKey): '1' | '403' {
  return SESSION_ERRORS.includes(key) ? '403' : '1';
}

/** True for a string of the closed set. */
export function isErrorKey(v: unknown): v is ErrorKey {
  return typeof v === 'string' && (errorKeys as readonly string[]).includes(v);
}
