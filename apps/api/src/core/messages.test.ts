import { describe, expect, it } from 'vitest';
import { errorKeys } from '@mall/contract/errors';
import { languageCodes } from '@mall/i18n/languages';
import { loadNamespace } from '@mall/i18n/node';

describe('error messages', () => {
  const all = loadNamespace('errors');
  it('has a message for every error key of the closed set in all 21 languages', () => {
    for (const lng of languageCodes) {
      const missing = errorKeys.filter((k) => typeof all[lng][k] !== 'string' || !(all[lng][k] as string).trim());
      expect(missing, `missing in ${lng}`).toEqual([]);
    }
  });
  it('holds no message outside the closed set', () => {
    expect(Object.keys(all.en).filter((k) => !(errorKeys as readonly string[]).includes(k))).toEqual([]);
  });
});
