import type { TFunction } from 'i18next';
import { checkEmail, checkPassword } from '@mall/domain/validation';

/** Translated messages of a new staff or seller account's email, password and name (null where valid). */
export function accountFieldErrors(t: TFunction, v: { email: string; password: string; name: string }) {
  const emailKey = checkEmail(v.email.trim());
  const passwordKey = checkPassword(v.password);
  return {
    email: emailKey && t(`errors:${emailKey}`),
    password: passwordKey && t(`errors:${passwordKey}`),
    name: v.name.trim() ? null : t('backoffice:validation.required'),
  };
}
