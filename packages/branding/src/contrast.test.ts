import { describe, expect, it } from 'vitest';
import { contrastRatio, relativeLuminance } from './contrast';
import { loadBrands } from './node';
import type { BrandColors } from './schema';

describe('contrastRatio', () => {
  it('gives 21:1 for black on white and 1:1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#FFFFFF', '#000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#D03D11', '#D03D11')).toBe(1);
  });

  it('matches the WCAG reference value for #777 on white (4.48:1, just failing AA)', () => {
    expect(relativeLuminance('#777777')).toBeCloseTo(0.1845, 3);
    expect(contrastRatio('#777777', '#FFFFFF')).toBeCloseTo(4.48, 2);
  });

  it('rejects a string that is not a hex colour', () => {
    expect(() => contrastRatio('red', '#fff')).toThrow(/hex/);
  });
});

// Every pair a screen draws text with; main doubles as link and price text on the page background.
const pairs: [fg: keyof BrandColors, bg: keyof BrandColors][] = [
  ['text', 'background'],
  ['onMain', 'main'],
  ['onMain', 'hover'],
  ['onActiveButton', 'activeButton'],
  ['footerText', 'footer'],
  ['main', 'background'],
];

describe.each(loadBrands().map((b) => [b.id, b.colors] as const))('brand %s', (_id, colors) => {
  it.each(pairs)('%s on %s reaches WCAG AA 4.5:1', (fg, bg) => {
    expect(contrastRatio(colors[fg], colors[bg])).toBeGreaterThanOrEqual(4.5);
  });
});
