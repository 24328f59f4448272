import { describe, expect, it } from 'vitest';
import { brandIds, getBrand } from '@mall/branding/brands';
import { createBrandTheme } from './create-brand-theme';

describe('createBrandTheme', () => {
  it('maps the brand colours onto the MUI palette', () => {
    const brand = getBrand('tradeharbor');
    const theme = createBrandTheme(brand, 'ltr');
    expect(theme.palette.primary.main).toBe(brand.colors.main);
    expect(theme.palette.primary.dark).toBe(brand.colors.hover);
    expect(theme.palette.primary.contrastText).toBe(brand.colors.onMain);
    expect(theme.palette.secondary.main).toBe(brand.colors.sub);
    expect(theme.palette.background.default).toBe(brand.colors.background);
    expect(theme.palette.divider).toBe(brand.colors.border);
    expect(theme.palette.text.primary).toBe(brand.colors.text);
  });

  it('carries the whole brand, footer colours and support contact included', () => {
    const brand = getBrand('mall');
    const theme = createBrandTheme(brand, 'ltr');
    expect(theme.brand.colors.footer).toBe(brand.colors.footer);
    expect(theme.brand.colors.footerText).toBe(brand.colors.footerText);
    expect(theme.brand.support.email).toBe(brand.support.email);
    expect(theme.brand.logoUrl).toBe(brand.logoUrl);
  });

  it('sets the writing direction', () => {
    expect(createBrandTheme(getBrand('mall'), 'rtl').direction).toBe('rtl');
    expect(createBrandTheme(getBrand('mall'), 'ltr').direction).toBe('ltr');
  });

  it('builds a theme for every brand', () => {
    for (const id of brandIds) expect(createBrandTheme(getBrand(id), 'ltr').brand.id).toBe(id);
  });
});
