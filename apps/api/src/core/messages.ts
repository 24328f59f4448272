import type { ErrorKey } from '@mall/contract/errors';
import type { LanguageCode } from '@mall/i18n/languages';
import { createTranslator } from '@mall/i18n/node';

let translate: ReturnType<typeof createTranslator> | undefined;

/** The message of an error key in a language (English as fallback). */
export function errorMessage(lang: LanguageCode, key: ErrorKey, vars: Record<string, string | number> = {}): string {
  translate ??= createTranslator('errors');
  return translate(lang, key, vars);
}

let mail: ReturnType<typeof createTranslator> | undefined;

/** A mail text (namespace `mail`) in a language. */
export function mailText(lang: LanguageCode, key: string, vars: Record<string, string | number> = {}): string {
  mail ??= createTranslator('mail');
  return mail(lang, key, vars);
}
