import { namespaces, type LanguageCode, type Namespace } from '@mall/i18n/languages';
import { createTranslator } from '@mall/i18n/node';

// Texts the system writes into records (ledger memos, …) are stored as a locale key with parameters,
// `i18n:<namespace>:<key>?<name>=<value>&…`, and rendered in the reader's language when read.
// Anything else (old English memos, an admin's reason, a transaction hash) is shown as stored.

const PREFIX = 'i18n:';
const translators = new Map<Namespace, ReturnType<typeof createTranslator>>();

/** The stored form of a system text: a key of `locales/<lang>/<ns>.json` and its parameters. */
export function systemText(ns: Namespace, key: string, params: Record<string, string | number> = {}): string {
  const query = new URLSearchParams(Object.entries(params).map(([k, v]): [string, string] => [k, String(v)])).toString();
  return `${PREFIX}${ns}:${key}${query ? `?${query}` : ''}`;
}

/** A stored text in the reader's language: a system text translated (English fallback), any other text unchanged. */
export function renderSystemText(lang: LanguageCode, stored: string): string {
  if (!stored.startsWith(PREFIX)) return stored;
  const m = /^([a-z]+):([\w.]+)(?:\?(.*))?$/.exec(stored.slice(PREFIX.length));
  const ns = m && (namespaces as readonly string[]).includes(m[1]) ? (m[1] as Namespace) : undefined;
  if (!m || !ns) return stored;
  let t = translators.get(ns);
  if (!t) { t = createTranslator(ns); translators.set(ns, t); }
  const text = t(lang, m[2], Object.fromEntries(new URLSearchParams(m[3] ?? '')));
  // A key this release does not know is shown as stored rather than as a bare key.
  return text === m[2] ? stored : text;
}
