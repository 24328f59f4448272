import {
  checkAreaCode, checkEmail, checkPassword, checkPhone,
} from '@mall/domain/validation';
import type { FieldErrors } from '../../shared/hooks/use-validation';

/** Sign-in and sign-up accept an email or an international phone number. */
export type AccountKind = 'email' | 'phone';

export interface IdentityValues {
  kind: AccountKind;
  email: string;
  areaCode: string;
  phone: string;
}

type IdentityField = 'email' | 'areaCode' | 'phone';

/** Rules of the account identity fields that are shown. */
export function identityErrors(v: IdentityValues): FieldErrors<IdentityField> {
  const out: FieldErrors<IdentityField> = {};
  if (v.kind === 'email') {
    const e = checkEmail(v.email);
    if (e) out.email = e;
  } else {
    const a = checkAreaCode(v.areaCode);
    if (a) out.areaCode = a;
    const p = checkPhone(v.phone);
    if (p) out.phone = p;
  }
  return out;
}

/** A new password and its confirmation, each with its own message. */
export function newPasswordErrors(password: string, confirm: string): FieldErrors<'password' | 'confirm'> {
  const out: FieldErrors<'password' | 'confirm'> = {};
  const p = checkPassword(password);
  if (p) out.password = p;
  else if (password !== confirm) out.confirm = 'PASSWORD_MISMATCH';
  return out;
}

/** Sign-in form rules. */
export function loginErrors(v: IdentityValues & { password: string }): FieldErrors<IdentityField | 'password'> {
  const out: FieldErrors<IdentityField | 'password'> = identityErrors(v);
  const p = checkPassword(v.password);
  if (p) out.password = p;
  return out;
}

/** Sign-up form rules; the code only counts when the platform asks for one. */
export function registerErrors(
  v: IdentityValues & { password: string; confirm: string; code: string },
  needsCode: boolean,
): FieldErrors<IdentityField | 'password' | 'confirm' | 'code'> {
  return {
    ...identityErrors(v),
    ...newPasswordErrors(v.password, v.confirm),
    ...(needsCode && !v.code.trim() ? { code: 'VERIFY_CODE_REQUIRED' as const } : {}),
  };
}

/** Forgotten-password form rules. */
export function resetErrors(
  v: IdentityValues & { password: string; confirm: string; code: string },
): FieldErrors<IdentityField | 'password' | 'confirm' | 'code'> {
  return registerErrors(v, true);
}
