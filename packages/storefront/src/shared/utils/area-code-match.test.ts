import { describe, expect, it } from 'vitest';
import { matchAreaCodes, type AreaCodeOption } from './area-code-match';

const countries: AreaCodeOption[] = [
  { iso: 'AO', code: '244', name: 'Angola' },
  { iso: 'GB', code: '44', name: 'United Kingdom' },
  { iso: 'GG', code: '441481', name: 'Guernsey' },
  { iso: 'IM', code: '441624', name: 'Isle of Man' },
  { iso: 'US', code: '1', name: 'United States' },
  { iso: 'CA', code: '1', name: 'Canada' },
  { iso: 'AS', code: '1684', name: 'American Samoa' },
  { iso: 'BM', code: '1441', name: 'Bermuda' },
  { iso: 'CI', code: '225', name: "Côte d'Ivoire" },
  { iso: 'AE', code: '971', name: 'United Arab Emirates' },
  { iso: 'TZ', code: '255', name: 'Tanzania, United Republic of' },
];
const isos = (typed: string) => matchAreaCodes(countries, typed).map((o) => o.iso);

describe('matchAreaCodes', () => {
  it('puts the code typed exactly first, so Enter on "44" picks the United Kingdom', () => {
    expect(isos('44')[0]).toBe('GB');
  });

  it('follows with the codes that start with the digits, shortest first, and leaves out codes that only contain them', () => {
    expect(isos('44')).toEqual(['GB', 'GG', 'IM']);
    expect(isos('44')).not.toContain('AO');
    expect(isos('44')).not.toContain('BM');
  });

  it('lists every country of a shared code by name before the longer codes', () => {
    expect(isos('1')).toEqual(['CA', 'US', 'BM', 'AS']);
  });

  it('reads a leading plus and spaces as part of the code', () => {
    expect(isos('+44')[0]).toBe('GB');
    expect(isos(' +1 684 ')).toEqual(['AS']);
  });

  it('finds countries by name: names starting with the text, then a word starting with it, then the rest', () => {
    expect(isos('united')).toEqual(['AE', 'GB', 'US', 'TZ']);
    expect(isos('Kingdom')).toEqual(['GB']);
    expect(isos('ngol')).toEqual(['AO']);
  });

  it('ignores case and accents in names', () => {
    expect(isos('COTE')).toEqual(['CI']);
  });

  it('offers every country when nothing is typed, and none for text that fits nothing', () => {
    expect(isos('')).toHaveLength(countries.length);
    expect(isos('Atlantis')).toEqual([]);
    expect(isos('999')).toEqual([]);
  });
});
