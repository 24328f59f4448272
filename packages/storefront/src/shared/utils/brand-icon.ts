import { currentBrand } from '@mall/branding/brands';

/** Uses the brand's logo as the page icon and its name as the first title. */
export function applyBrandIcon(): void {
  const brand = currentBrand();
  document.title = brand.name;
  if (!brand.logoUrl) return;
  const link = document.querySelector<HTMLLinkElement>('link[rel="icon"]') ?? document.head.appendChild(document.createElement('link'));
  link.rel = 'icon';
  link.type = 'image/svg+xml';
  link.href = brand.logoUrl;
}
