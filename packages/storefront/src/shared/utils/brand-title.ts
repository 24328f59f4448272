import { currentBrand } from '@mall/branding/brands';

/** Uses the brand's name as the first title; the icon and manifest come with the build (BRAND). */
export function applyBrandTitle(): void {
  document.title = currentBrand().name;
}
