import type { LoanRefusal } from '@mall/domain/loan';
import type { ValidationErrorKey } from '@mall/domain/validation';
import type { WithdrawRuleKey } from '@mall/domain/withdraw';

/**
 * The closed set of error keys (docs/decisions/). Each key's message lives in
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
  // Identity verification (KYC)
  'KYC_FIELDS_REQUIRED', 'KYC_IN_REVIEW', 'KYC_ALREADY_PASSED', 'KYC_IMAGE_INVALID',
  'KYC_BASIC_REQUIRED', 'KYC_LOAN_NOT_VERIFIED', 'KYC_WITHDRAW_NOT_VERIFIED', 'KYC_NOT_FOUND',
  // Addresses
  'ADDRESS_LIMIT', 'ADDRESS_NOT_FOUND', 'CONSIGNEE_REQUIRED', 'CONSIGNEE_TOO_LONG', 'POSTCODE_INVALID',
  'ADDRESS_REQUIRED', 'ADDRESS_TOO_LONG', 'COUNTRY_REQUIRED', 'REGION_NOT_FOUND',
  // Catalogue
  'GOODS_NOT_FOUND', 'STORE_NOT_FOUND', 'STORE_NOT_ACTIVE', 'CATEGORY_NOT_FOUND', 'CATEGORY_IN_USE', 'KEYWORD_REQUIRED',
  'GOODS_ALREADY_LISTED', 'IMAGE_LIMIT', 'PRICE_INVALID', 'NAME_REQUIRED',
  // Funds
  'BALANCE_NOT_ENOUGH', 'AMOUNT_INVALID', 'SESSION_TOKEN_INVALID', 'RECHARGE_OPEN_EXISTS', 'WITHDRAW_OPEN_EXISTS',
  'RECHARGE_BELOW_MIN', 'RECHARGE_ABOVE_MAX', 'WITHDRAW_BELOW_MIN', 'WITHDRAW_ABOVE_MAX', 'WITHDRAW_OUTSIDE_HOURS',
  'WITHDRAW_DAILY_LIMIT', 'CHANNEL_NOT_OPEN', 'PAYMENT_METHOD_NOT_OPEN', 'CHAIN_MISMATCH', 'ADDRESS_FORMAT',
  'ADDRESS_ALREADY_BOUND', 'WITHDRAW_ADDRESS_NOT_BOUND', 'PROOF_REQUIRED', 'BANK_DETAILS_REQUIRED', 'FUND_ORDER_NOT_FOUND',
  'ALREADY_DECIDED', 'REASON_REQUIRED', 'TX_HASH_REQUIRED', 'SIGNATURE_INVALID', 'FEE_EXCEEDS_AMOUNT',
  // Orders
  'ORDER_NOT_FOUND', 'ORDER_NOT_CANCELLABLE', 'ORDER_SHIPPED_NO_REFUND', 'ORDER_STATE_INVALID', 'ORDER_ALREADY_REMINDED',
  'ORDER_ALREADY_PAID', 'GOODS_SOLD_OUT', 'QUANTITY_ABOVE_MAX', 'QUANTITY_BELOW_MIN', 'OWN_STORE_GOODS', 'NO_GOODS_SELECTED',
  'SHIPPING_ADDRESS_NOT_SET', 'RETURN_WINDOW_CLOSED', 'RETURN_AMOUNT_TOO_HIGH', 'RETURN_REASON_REQUIRED', 'ALREADY_REVIEWED',
  'REVIEW_IMAGE_LIMIT', 'CARRIER_REQUIRED',
  // Loans
  'LOAN_AMOUNT_RANGE', 'LOAN_TERM_INVALID', 'LOAN_AGREEMENT_REQUIRED', 'LOAN_DOCUMENTS_REQUIRED', 'LOAN_OPEN_EXISTS', 'LOAN_NOT_FOUND',
  'LOAN_REAPPLY_NOT_ALLOWED', 'LOAN_NOT_REPAYABLE', 'LOAN_OVERDUE', 'LOAN_FUND_NOT_ENOUGH', 'LOAN_SAME_APPROVER', 'LOAN_AUTO_REPAY_ABOVE_MAX',
  // Chat
  'CHAT_NOT_FOUND', 'CHAT_EMPTY', 'CHAT_TOO_LONG', 'CHAT_TYPE_INVALID', 'CHAT_IMAGE_INVALID', 'CHAT_TOO_FAST', 'CHAT_FILTER_INVALID', 'CHAT_AGENT_INVALID',
  // Generic
  'PARAM_ERROR', 'UPLOAD_FAILED', 'UPLOAD_TYPE', 'UPLOAD_TOO_LARGE', 'UPLOAD_QUOTA', 'NOT_FOUND', 'SERVER_ERROR',
  'OPERATION_FREQUENT', 'BODY_TOO_LARGE',
] as const;

export type ErrorKey = (typeof errorKeys)[number];

// Every rule in @mall/domain produces a key of this set.
type _WithdrawKeysAreErrorKeys = WithdrawRuleKey extends ErrorKey ? true : never;
export const _withdrawKeysCheck: _WithdrawKeysAreErrorKeys = true;
type _DomainKeysAreErrorKeys = ValidationErrorKey extends ErrorKey ? true : never;
export const _domainKeysCheck: _DomainKeysAreErrorKeys = true;
type _LoanKeysAreErrorKeys = LoanRefusal extends ErrorKey ? true : never;
export const _loanKeysCheck: _LoanKeysAreErrorKeys = true;

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
