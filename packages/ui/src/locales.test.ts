import { describe, expect, it } from 'vitest';
import { languageCodes } from '@mall/i18n/languages';

// The kit's strings: every language must carry the same keys as English, with the same placeholders.
const files = import.meta.glob<Record<string, unknown>>('../../../locales/*/ui.json', { eager: true, import: 'default' });

function flatten(obj: Record<string, unknown>, prefix = ''): Record<string, string> {
  return Object.entries(obj).reduce<Record<string, string>>((acc, [k, v]) => (
    typeof v === 'object' && v !== null
      ? { ...acc, ...flatten(v as Record<string, unknown>, `${prefix}${k}.`) }
      : { ...acc, [`${prefix}${k}`]: String(v) }
  ), {});
}

const en = flatten(files['../../../locales/en/ui.json']);
const placeholders = (s: string) => (s.match(/\{\{\s*\w+\s*\}\}/g) ?? []).sort();

describe.each(languageCodes.filter((c) => c !== 'en'))('locales/%s/ui.json', (code) => {
  const file = files[`../../../locales/${code}/ui.json`];

  it('has exactly the English keys, each translated with the same placeholders', () => {
    expect(file).toBeDefined();
    const dict = flatten(file);
    expect(Object.keys(dict).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of Object.entries(dict)) {
      expect(text.trim(), key).not.toBe('');
      expect(placeholders(text), key).toEqual(placeholders(en[key]));
    }
  });

  it('is a translation, not a copy of English', () => {
    const dict = flatten(file);
    const same = Object.keys(en).filter((k) => dict[k] === en[k]);
    expect(same.length).toBeLessThanOrEqual(2);
  });
});
