/** The 21 interface languages. `code` is the wire code of docs/buyer-wire.md and the folder name under locales/. */
export interface Language {
  code: LanguageCode;
  /** BCP 47 tag for <html lang> and Intl formatting. */
  tag: string;
  /** The language's own name, shown in the dropdown. */
  nativeName: string;
  dir: 'ltr' | 'rtl';
}

export const languageCodes = [
  'en', 'cn', 'tw', 'ja', 'de', 'ms', 'af', 'th', 'el', 'pt', 'es',
  'fr', 'ru', 'it', 'tr', 'ko', 'ph', 'ar', 'id', 'hi', 'vi',
] as const;
export type LanguageCode = (typeof languageCodes)[number];

export const defaultLanguage: LanguageCode = 'en';

/** Right-to-left scripts; ur, fa and pr are listed so that adding them needs no code change. */
export const rtlCodes: readonly string[] = ['ar', 'ur', 'fa', 'pr'];

const meta: Record<LanguageCode, [tag: string, nativeName: string]> = {
  en: ['en', 'English'],
  cn: ['zh-CN', '简体中文'],
  tw: ['zh-TW', '繁體中文'],
  ja: ['ja', '日本語'],
  de: ['de', 'Deutsch'],
  ms: ['ms', 'Bahasa Melayu'],
  af: ['af', 'Afrikaans'],
  th: ['th', 'ไทย'],
  el: ['el', 'Ελληνικά'],
  pt: ['pt', 'Português'],
  es: ['es', 'Español'],
  fr: ['fr', 'Français'],
  ru: ['ru', 'Русский'],
  it: ['it', 'Italiano'],
  tr: ['tr', 'Türkçe'],
  ko: ['ko', '한국어'],
  ph: ['fil', 'Filipino'],
  ar: ['ar', 'العربية'],
  id: ['id', 'Bahasa Indonesia'],
  hi: ['hi', 'हिन्दी'],
  vi: ['vi', 'Tiếng Việt'],
};

export const languages: readonly Language[] = languageCodes.map((code) => ({
  code,
  tag: meta[code][0],
  nativeName: meta[code][1],
  dir: rtlCodes.includes(code) ? 'rtl' : 'ltr',
}));

/** Maps any incoming code (wire code, BCP 47 tag, or junk) to a supported language; unknown becomes English. */
export function normalizeLanguage(input: unknown): LanguageCode {
  if (typeof input !== 'string' || !input) return defaultLanguage;
  const lower = input.trim().toLowerCase();
  const direct = languageCodes.find((c) => c === lower);
  if (direct) return direct;
  const byTag = languages.find((l) => l.tag.toLowerCase() === lower);
  if (byTag) return byTag.code;
  if (lower === 'zh' || lower === 'zh-cn' || lower === 'zh-hans') return 'cn';
  if (lower === 'zh-tw' || lower === 'zh-hant' || lower === 'zh-hk') return 'tw';
  if (lower === 'fil' || lower === 'tl') return 'ph';
  return defaultLanguage;
}

/** True when the language is written right to left. */
export function isRtl(code: string): boolean {
  return rtlCodes.includes(code);
}

/** Locale namespaces; each is one JSON file per language under locales/<code>/. */
export const namespaces = ['common', 'ui', 'auth', 'account', 'errors', 'mail', 'seller', 'admin', 'backoffice', 'catalogue', 'info', 'wallet', 'cart', 'orders', 'credit', 'overview', 'chat', 'merchant', 'referral', 'kyc'] as const;
export type Namespace = (typeof namespaces)[number];
