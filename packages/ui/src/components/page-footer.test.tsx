import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { getBrand } from '@mall/branding/brands';
import { renderWithUi } from '../test-utils';
import { PageFooter } from './page-footer';

afterEach(cleanup);

describe('PageFooter', () => {
  it("shows the links and the brand's own support contact", async () => {
    const brand = getBrand('tidemart');
    await renderWithUi(<PageFooter links={[{ label: 'About us', href: '/about' }]} year={2030} />, { brand: 'tidemart' });
    expect(screen.getByRole('link', { name: 'About us' }).getAttribute('href')).toBe('/about');
    expect(screen.getByRole('link', { name: brand.support.email }).getAttribute('href')).toBe(`mailto:${brand.support.email}`);
    expect(screen.getByRole('link', { name: brand.support.phone }).getAttribute('href')).toBe(`tel:${brand.support.phone.replace(/\s+/g, '')}`);
    expect(screen.getByText(`© 2030 ${brand.name}. All rights reserved.`)).toBeTruthy();
  });
});
