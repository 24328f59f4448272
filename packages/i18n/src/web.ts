import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLanguage, isRtl, languages, normalizeLanguage, type LanguageCode, type Namespace } from './languages';

/** localStorage key holding the chosen language (docs/product-rules.md). */
export const LANG_STORAGE_KEY = 'ES_LANG';

// Every locale file becomes its own lazily loaded chunk: only the active language is downloaded.
const loaders = import.meta.glob<{ default: Record<string, unknown> }>('../../../locales/*/*.json');

async function loadResource(lng: string, ns: string): Promise<Record<string, unknown>> {
  const load = loaders[`../../../locales/${lng}/${ns}.json`];
  if (!load) return {};
  return (await load()).default;
}

/**
 * Picks the language: `?lang=` wins (and is stored, then removed from the URL by the caller),
 * then the stored ES_LANG, then English.
 */
export function detectLanguage(search = typeof location === 'undefined' ? '' : location.search): LanguageCode {
  const fromQuery = new URLSearchParams(search).get('lang');
  if (fromQuery) {
    const code = normalizeLanguage(fromQuery);
    try { localStorage.setItem(LANG_STORAGE_KEY, code); } catch { /* storage may be unavailable */ }
    return code;
  }
  try {
    const stored = localStorage.getItem(LANG_STORAGE_KEY);
    if (stored) return normalizeLanguage(stored);
  } catch { /* storage may be unavailable */ }
  return defaultLanguage;
}

/** Removes `lang` from the address bar without a reload (docs/product-rules.md). */
export function stripLangParam(): void {
  if (typeof location === 'undefined') return;
  const url = new URL(location.href);
  if (!url.searchParams.has('lang')) return;
  url.searchParams.delete('lang');
  history.replaceState(history.state, '', url.pathname + (url.search ? url.search : '') + url.hash);
}

/** Applies <html lang dir> for the language. */
export function applyDocumentLanguage(code: LanguageCode): void {
  if (typeof document === 'undefined') return;
  const lang = languages.find((l) => l.code === code);
  document.documentElement.lang = lang?.tag ?? 'en';
  document.documentElement.dir = isRtl(code) ? 'rtl' : 'ltr';
}

/** Initialises i18next with the given namespaces for one language (English loaded as fallback). */
export async function initI18n(lng: LanguageCode, ns: readonly Namespace[]): Promise<I18n> {
  const instance = i18next.createInstance();
  const resources: Record<string, Record<string, Record<string, unknown>>> = {};
  const langs = lng === defaultLanguage ? [lng] : [lng, defaultLanguage];
  await Promise.all(langs.flatMap((l) => ns.map(async (n) => {
    (resources[l] ??= {})[n] = await loadResource(l, n);
  })));
  await instance.use(initReactI18next).init({
    lng,
    fallbackLng: defaultLanguage,
    ns: [...ns],
    defaultNS: ns[0],
    resources,
    interpolation: { escapeValue: false },
    returnNull: false,
    showSupportNotice: false,
  });
  applyDocumentLanguage(lng);
  return instance;
}

/** Stores a new language choice and reloads, as docs/product-rules.md asks. */
export function switchLanguage(code: LanguageCode): void {
  try { localStorage.setItem(LANG_STORAGE_KEY, code); } catch { /* ignore */ }
  stripLangParam();
  location.reload();
}
