import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { languageCodes, namespaces } from './languages';
import { findLocalesDir } from './node';

// Values that may stay the same as English: names, codes and words borrowed as they are.
const SAME_AS_ENGLISH_ALLOWED = new Set([
  'Email', 'E-mail', 'OK', 'Ok', 'USDT', 'TRC20', 'ERC20', 'Logo', 'Online', 'Storybook', 'Admin', 'Login', 'Website',
  'WhatsApp', 'Telegram', 'Facebook', 'Instagram', 'Twitter', 'YouTube', 'TikTok', 'ID', 'UID', 'App', 'Status', 'Hotline',
  'Super admin', 'Support', 'Audit', 'Code', 'Tel', 'PIN', 'Chat', 'Shop', 'Total', 'Info', 'Banner', 'Menu', 'Hello',
  'Mall', 'Normal', 'Details', 'Version', 'Email:', 'Filter', 'Stop', 'Post', 'Ref', 'URL', 'Pop-up',
]);

const dir = findLocalesDir();

type Tree = Record<string, unknown>;
function flatten(t: Tree, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(t)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === 'object') Object.assign(out, flatten(v as Tree, key));
    else out[key] = String(v);
  }
  return out;
}
const read = (lng: string, ns: string): Record<string, string> => flatten(JSON.parse(readFileSync(join(dir, lng, `${ns}.json`), 'utf8')));
const placeholders = (s: string) => (s.match(/\{\{\s*\w+\s*\}\}/g) ?? []).map((p) => p.replace(/\s/g, '')).sort();

const englishNamespaces = readdirSync(join(dir, 'en')).filter((f) => f.endsWith('.json')).map((f) => f.replace(/\.json$/, ''));

describe('locales', () => {
  it('has a folder for each of the 21 languages and no other', () => {
    const folders = readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort();
    expect(folders).toEqual([...languageCodes].sort());
  });

  it('declares every English namespace', () => {
    for (const ns of englishNamespaces) expect(namespaces as readonly string[]).toContain(ns);
  });

  for (const ns of englishNamespaces) {
    describe(`namespace ${ns}`, () => {
      const en = read('en', ns);
      for (const lng of languageCodes.filter((l) => l !== 'en')) {
        it(`is complete and translated in ${lng}`, () => {
          expect(existsSync(join(dir, lng, `${ns}.json`)), `${lng}/${ns}.json missing`).toBe(true);
          const tr = read(lng, ns);
          const missing = Object.keys(en).filter((k) => !(k in tr));
          const extra = Object.keys(tr).filter((k) => !(k in en));
          expect(missing, `${lng}/${ns}: missing keys`).toEqual([]);
          expect(extra, `${lng}/${ns}: keys not in English`).toEqual([]);
          const untranslated = Object.keys(en).filter((k) => /\p{L}{2,}/u.test(en[k]) && tr[k] === en[k] && !SAME_AS_ENGLISH_ALLOWED.has(en[k].trim()));
          expect(untranslated, `${lng}/${ns}: still English`).toEqual([]);
          const badPlaceholders = Object.keys(en).filter((k) => JSON.stringify(placeholders(en[k])) !== JSON.stringify(placeholders(tr[k] ?? '')));
          expect(badPlaceholders, `${lng}/${ns}: placeholders differ`).toEqual([]);
          expect(Object.keys(tr).filter((k) => !tr[k].trim()), `${lng}/${ns}: empty values`).toEqual([]);
        });
      }
    });
  }
});
