import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultLanguage, languageCodes, type LanguageCode, type Namespace } from './languages';

/** Finds the repository's locales/ folder from this file, from a bundle in dist/, or from the working directory. */
export function findLocalesDir(start = dirname(fileURLToPath(import.meta.url))): string {
  let dir = resolve(start);
  for (let i = 0; i < 8; i++) {
    const candidate = join(dir, 'locales');
    if (existsSync(join(candidate, 'en'))) return candidate;
    dir = dirname(dir);
  }
  const cwd = join(process.cwd(), 'locales');
  if (existsSync(cwd)) return cwd;
  throw new Error('locales/ folder not found');
}

type Dict = Record<string, unknown>;

/** Loads one namespace for every language, for server-side messages. */
export function loadNamespace(ns: Namespace, dir = findLocalesDir()): Record<LanguageCode, Dict> {
  const out = {} as Record<LanguageCode, Dict>;
  for (const code of languageCodes) {
    const file = join(dir, code, `${ns}.json`);
    out[code] = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Dict) : {};
  }
  return out;
}

function lookup(dict: Dict, key: string): string | undefined {
  let cur: unknown = dict;
  for (const part of key.split('.')) {
    if (cur && typeof cur === 'object' && part in (cur as Dict)) cur = (cur as Dict)[part];
    else return undefined;
  }
  return typeof cur === 'string' ? cur : undefined;
}

/** A translator over one namespace: language, key and {{placeholders}} in, text out, English as fallback. */
export function createTranslator(ns: Namespace, dir?: string) {
  const all = loadNamespace(ns, dir);
  return (lng: LanguageCode, key: string, vars: Record<string, string | number> = {}): string => {
    const text = lookup(all[lng], key) ?? lookup(all[defaultLanguage], key) ?? key;
    return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(vars[name] ?? ''));
  };
}
