import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brandSchema, type BrandConfig } from './schema';

/** A brand read from disk with the absolute path of its logo. */
export type NodeBrand = BrandConfig & { logoPath: string };

/** Finds the repository's brands/ folder by walking up from this file (or from `start`). */
export function findBrandsDir(start = dirname(fileURLToPath(import.meta.url))): string {
  let dir = resolve(start);
  for (;;) {
    const candidate = join(dir, 'brands');
    if (existsSync(candidate) && statSync(candidate).isDirectory()) return candidate;
    const parent = dirname(dir);
    if (parent === dir) break;
    dir = parent;
  }
  const cwd = join(process.cwd(), 'brands');
  if (existsSync(cwd)) return cwd;
  throw new Error('brands/ folder not found');
}

/** Reads and validates every brands/<id>/brand.json; throws on any invalid brand or id/folder mismatch. */
export function loadBrands(dir = findBrandsDir()): NodeBrand[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && existsSync(join(dir, e.name, 'brand.json')))
    .map((e) => {
      const file = join(dir, e.name, 'brand.json');
      const result = brandSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
      if (!result.success) throw new Error(`${file}: ${result.error.message}`);
      if (result.data.id !== e.name) throw new Error(`${file}: id "${result.data.id}" does not match its folder`);
      return { ...result.data, logoPath: join(dir, e.name, result.data.logo) };
    })
    .sort((a, b) => a.id.localeCompare(b.id));
}
