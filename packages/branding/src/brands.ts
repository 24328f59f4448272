import { brandSchema, type BrandConfig } from './schema';

/** A parsed brand plus the bundled URL of its logo. */
export type Brand = BrandConfig & { logoUrl: string };

// Both globs are eager: brand data is tiny and every app needs it at start-up.
const configs = import.meta.glob<{ default: unknown }>('../../../brands/*/brand.json', { eager: true });
const logos = import.meta.glob<string>('../../../brands/*/logo.svg', { query: '?url', import: 'default', eager: true });

const folderOf = (path: string) => path.split('/').at(-2) ?? '';

const brands = new Map<string, Brand>();
for (const [path, mod] of Object.entries(configs)) {
  const folder = folderOf(path);
  const parsed = brandSchema.parse(mod.default);
  if (parsed.id !== folder) throw new Error(`brands/${folder}/brand.json has id "${parsed.id}"`);
  const logoUrl = logos[`../../../brands/${folder}/${parsed.logo}`] ?? '';
  brands.set(parsed.id, { ...parsed, logoUrl });
}

/** The brand used when none is configured. */
export const defaultBrandId = 'mall';

/** Every brand id found under brands/, sorted with the default first. */
export const brandIds: readonly string[] = [...brands.keys()].sort((a, b) =>
  a === defaultBrandId ? -1 : b === defaultBrandId ? 1 : a.localeCompare(b));

/** Returns one brand; an unknown id is a configuration error, so it throws. */
export function getBrand(id: string): Brand {
  const brand = brands.get(id);
  if (!brand) throw new Error(`Unknown brand "${id}". Known brands: ${brandIds.join(', ')}`);
  return brand;
}

/** The brand this build was made for (VITE_BRAND), or the default. */
export function currentBrand(): Brand {
  const id = (import.meta.env.VITE_BRAND as string | undefined) || defaultBrandId;
  return getBrand(id);
}
