import { describe, expect, it } from 'vitest';
import { brandIds, currentBrand, defaultBrandId, getBrand } from './brands';

describe('bundled brands (import.meta.glob)', () => {
  it('lists every brand folder with the default first', () => {
    const folders = Object.keys(import.meta.glob('../../../brands/*/brand.json'));
    expect(folders.length).toBeGreaterThan(1);
    expect(brandIds).toHaveLength(folders.length);
    expect(brandIds[0]).toBe(defaultBrandId);
  });

  it('returns a parsed brand with a logo URL', () => {
    const brand = getBrand(brandIds[1]);
    expect(brand.id).toBe(brandIds[1]);
    expect(brand.colors.main).toMatch(/^#[0-9A-F]{6}$/i);
    // Vite inlines small assets as data URLs and emits larger ones as files.
    expect(brand.logoUrl).toMatch(/^data:image\/svg\+xml|logo.*\.svg/);
  });

  it('throws a clear error for an unknown brand', () => {
    expect(() => getBrand('no-such-brand')).toThrow(/Unknown brand "no-such-brand"/);
  });

  it('falls back to the default brand when VITE_BRAND is not set', () => {
    expect(currentBrand().id).toBe(import.meta.env.VITE_BRAND || 'mall');
  });
});
